import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import { fullName, useClassStudents } from '@client/features/roster/roster-api';
import type { ClassView } from '@shared/classes/schemas';
import { useState } from 'react';
import { downloadReport, reportUrls } from './exports-api';
import { ReportDialog, type ReportDialogProps } from './report-dialog';

/** 'Select Student for Report': Generate Report needs a selected student. */
export function StudentReportDialog({ klass, ...dialog }: ReportDialogProps & { klass: ClassView }) {
  return (
    <ReportDialog
      {...dialog}
      title="Select Student for Report"
      description={`A text report of one student of ${klass.name}, to print or send home.`}
      form={(close) => <StudentReportForm classId={klass.id} onDone={close} />}
    />
  );
}

function StudentReportForm({ classId, onDone }: { classId: number; onDone: () => void }) {
  const students = useClassStudents(classId).data ?? [];
  const [studentId, setStudentId] = useState('');
  const [pending, setPending] = useState(false);
  const generate = async () => {
    setPending(true);
    const ok = await downloadReport(reportUrls.studentReport(Number(studentId)), 'student');
    setPending(false);
    if (ok) onDone();
  };
  return (
    <div className="grid gap-4">
      <Field label="Student">
        <NativeSelect value={studentId} onChange={(e) => setStudentId(e.target.value)}>
          <option value="">Choose a student</option>
          {students.map((s) => (
            <option key={s.id} value={s.id}>
              {fullName(s)}
              {s.nickname ? ` (${s.nickname})` : ''}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={() => void generate()} disabled={!studentId || pending} loading={pending}>
          {pending ? 'Generating...' : 'Generate Report'}
        </Button>
      </DialogFooter>
    </div>
  );
}
