import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import type { ClassView } from '@shared/classes/schemas';
import { defaultTerm } from '@shared/exports/report-period';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { downloadReport, reportUrls } from './exports-api';
import { ReportDialog, type ReportDialogProps } from './report-dialog';

/**
 * 'Class Report' of one class with the period its behaviour and homework points
 * cover (decision 0020: this term unless the teacher picks other dates), as text or one CSV.
 */
export function ClassReportDialog({ klass, ...dialog }: ReportDialogProps & { klass: ClassView }) {
  return (
    <ReportDialog
      {...dialog}
      title="Class Report"
      description={`Every student of ${klass.name}: balance, homework score, skills, and the points of the period below.`}
      className="max-w-lg"
      form={(close) => <ClassReportForm classId={klass.id} onDone={close} />}
    />
  );
}

function ClassReportForm({ classId, onDone }: { classId: number; onDone: () => void }) {
  const [period, setPeriod] = useState(defaultTerm);
  const [pending, setPending] = useState<'text' | 'csv' | null>(null);
  const missing = !period.from || !period.to;
  const reversed = !missing && period.from > period.to;
  const download = async (format: 'text' | 'csv') => {
    setPending(format);
    const query = `?${new URLSearchParams(period)}`;
    const url = (format === 'csv' ? reportUrls.classCsv(classId) : reportUrls.classReport(classId)) + query;
    const ok = await downloadReport(url, 'class');
    setPending(null);
    if (ok) onDone();
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Field label="From" error={missing ? 'Choose both dates' : undefined}>
          <Input
            type="date"
            value={period.from}
            max={period.to || undefined}
            onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
          />
        </Field>
        <Field label="To" error={reversed ? 'To must not be before From' : undefined}>
          <Input
            type="date"
            value={period.to}
            min={period.from || undefined}
            onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
          />
        </Field>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending !== null}>
          Cancel
        </Button>
        <Button
          variant="outline"
          onClick={() => void download('csv')}
          disabled={missing || reversed || pending !== null}
          loading={pending === 'csv'}
        >
          <FileSpreadsheet aria-hidden="true" />
          Download CSV
        </Button>
        <Button
          onClick={() => void download('text')}
          disabled={missing || reversed || pending !== null}
          loading={pending === 'text'}
        >
          <FileText aria-hidden="true" />
          {pending === 'text' ? 'Generating...' : 'Download Report'}
        </Button>
      </DialogFooter>
    </div>
  );
}
