import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import { fullName, type RosterStudent } from '@client/features/roster/roster-api';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ClassView } from '@shared/classes/schemas';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useTransferStudent } from './students-api';

const transferForm = z.object({ classId: z.string().min(1, 'Choose a class to move the student to') });

interface TransferStudentDialogProps {
  /** The student to move; null keeps the dialog closed. */
  student: RosterStudent | null;
  classes: ClassView[];
  onClose: () => void;
}

/** Moves a student to another of the teacher's classes; the undo toast moves them back. */
export function TransferStudentDialog({ student, classes, onClose }: TransferStudentDialogProps) {
  const transfer = useTransferStudent();
  const form = useForm({ resolver: zodResolver(transferForm), defaultValues: { classId: '' } });
  const targetId = useWatch({ control: form.control, name: 'classId' });

  const others = classes.filter((c) => c.id !== student?.classId);
  const target = others.find((c) => String(c.id) === targetId);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(({ classId }) => {
    const chosen = others.find((c) => String(c.id) === classId);
    if (student && chosen) transfer.mutate({ student, target: chosen }, { onSuccess: close });
  });

  return (
    <Dialog open={student !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <form noValidate className="grid gap-5" onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>Transfer Student</DialogTitle>
            <DialogDescription>
              Move {student ? fullName(student) : 'the student'} to another class. Their points, skills and
              history go with them.
            </DialogDescription>
          </DialogHeader>
          {others.length === 0 ? (
            <p className="rounded-lg bg-surface-muted p-3 text-sm">
              You have no other class yet. Create one first — for example with the Trial Class button.
            </p>
          ) : (
            <Field label="Move to class" error={form.formState.errors.classId?.message}>
              <NativeSelect {...form.register('classId')}>
                <option value="">Choose a class</option>
                {others.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={transfer.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!target} loading={transfer.isPending}>
              {transfer.isPending ? 'Transferring...' : 'Transfer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
