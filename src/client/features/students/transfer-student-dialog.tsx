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
import { useUiStore } from '@client/lib/stores/ui-store';
import { toast, toastError } from '@client/lib/toast';
import type { ClassView } from '@shared/classes/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fullName, type RosterStudent, transferStudent, useTransferStudent } from './roster-api';

interface TransferStudentDialogProps {
  /** The student to move; null keeps the dialog closed. */
  student: RosterStudent | null;
  classes: ClassView[];
  onClose: () => void;
}

/** Moves a student to another of the teacher's classes; the undo prompt moves them back. */
export function TransferStudentDialog({ student, classes, onClose }: TransferStudentDialogProps) {
  const queryClient = useQueryClient();
  const registerUndo = useUiStore((s) => s.registerUndo);
  const transfer = useTransferStudent();
  const [targetId, setTargetId] = useState('');
  const [error, setError] = useState<string>();

  const others = classes.filter((c) => c.id !== student?.classId);
  const target = others.find((c) => String(c.id) === targetId);

  const close = () => {
    setTargetId('');
    setError(undefined);
    onClose();
  };

  const submit = () => {
    if (!student) return;
    if (!target) {
      setError('Choose a class to move the student to');
      return;
    }
    const name = fullName(student);
    transfer.mutate(
      { student, target },
      {
        onSuccess: ({ previousClassId }) => {
          close();
          toast({
            title: 'Student Transferred',
            description: `${name} moved to ${target.name}`,
            variant: 'success',
          });
          const moved = { ...student, classId: target.id };
          registerUndo({
            message: `${name} moved to ${target.name}`,
            undo: async () => {
              await transferStudent(queryClient, moved, previousClassId);
            },
          });
        },
        onError: (err) => toastError('Failed to transfer student', err),
      },
    );
  };

  return (
    <Dialog open={student !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <form
          className="grid gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
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
            <Field label="Move to class" error={error}>
              <NativeSelect
                value={targetId}
                onChange={(e) => {
                  setTargetId(e.target.value);
                  setError(undefined);
                }}
              >
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
