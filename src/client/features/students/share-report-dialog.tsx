import { Button, buttonClasses } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { useTeacher } from '@client/features/accounts/accounts-api';
import { fullName } from '@client/features/roster/roster-api';
import { toast, toastError } from '@client/lib/toast';
import { useCopyToClipboard } from '@client/lib/use-copy-to-clipboard';
import type { BehaviorView } from '@shared/behaviors/schemas';
import type { StudentSkillView } from '@shared/skills/schemas';
import type { StudentView } from '@shared/students/schemas';
import { Check, Copy, Mail } from 'lucide-react';
import { useMemo, useState } from 'react';
import { buildStudentReport, mailtoHref } from './student-report';

interface ShareReportDialogProps {
  student: StudentView;
  skills: readonly StudentSkillView[];
  behaviors: readonly BehaviorView[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Share Report: a progress report as a mail draft (mailto:) or copied to the clipboard. */
export function ShareReportDialog({
  student,
  skills,
  behaviors,
  open,
  onOpenChange,
}: ShareReportDialogProps) {
  const teacher = useTeacher();
  const [to, setTo] = useState(student.email ?? '');
  const { copied, copy } = useCopyToClipboard();
  const report = useMemo(
    () => buildStudentReport({ student, skills, behaviors, teacherName: teacher?.name }),
    [student, skills, behaviors, teacher?.name],
  );

  const copyReport = async () => {
    const ok = await copy(`${report.subject}\n\n${report.body}`);
    if (ok) toast({ title: 'Copied!', description: 'The report is on your clipboard.', variant: 'success' });
    else toastError('Failed to copy the report');
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Share Report</DialogTitle>
          <DialogDescription>
            A progress report for {fullName(student)} with the 10 latest behaviors. Open it as an email draft
            in your mail program, or copy it.
          </DialogDescription>
        </DialogHeader>
        <Field
          label="To"
          optional
          hint="A parent's or the student's address; you can change it in the draft."
        >
          <Input type="email" value={to} onChange={(e) => setTo(e.target.value)} autoComplete="off" />
        </Field>
        <Field label="Subject">
          <Input value={report.subject} readOnly />
        </Field>
        <Field label="Report">
          <Textarea value={report.body} readOnly rows={12} className="font-mono text-xs sm:text-xs" />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={() => void copyReport()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy Report'}
          </Button>
          <a
            href={mailtoHref(to, report.subject, report.body)}
            className={buttonClasses('primary')}
            onClick={() => onOpenChange(false)}
          >
            <Mail aria-hidden="true" />
            Open Email Draft
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
