import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { fullName, type RosterStudent } from '@client/features/roster/roster-api';
import { toast, toastError, toastUndo, UNDO_NOT_AVAILABLE } from '@client/lib/toast';
import { useDeleteStudent } from './students-api';

export const DELETE_NOT_UNDOABLE =
  'Undo Not Available - Student deletion cannot be undone. Please re-add the student manually if needed.';

/** 'Delete Student': confirmed in an alert dialog; cannot be undone. */
export function DeleteStudentDialog({
  student,
  onClose,
}: {
  student: RosterStudent | null;
  onClose: () => void;
}) {
  const remove = useDeleteStudent();
  const name = student ? fullName(student) : '';

  const confirm = () => {
    if (!student) return;
    remove.mutate(student, {
      onSuccess: () => {
        onClose();
        toast({
          title: 'Student Deleted',
          description: `${name} has been removed from the class`,
          variant: 'success',
        });
        toastUndo({ message: DELETE_NOT_UNDOABLE, undo: UNDO_NOT_AVAILABLE });
      },
      onError: (err) => toastError('Failed to delete student', err),
    });
  };

  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title="Delete Student"
      description={`Are you sure you want to delete ${name}? This permanently removes the student, their behavior records and their skill progress. This action cannot be undone.`}
      confirmLabel="Delete Student"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
