import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { toast, toastError, toastUndo, UNDO_NOT_AVAILABLE } from '@client/lib/toast';
import type { ClassContentsView, ClassView } from '@shared/classes/schemas';
import { useClassContents, useDeleteClass } from './classes-api';

export const CLASS_DELETE_NOT_UNDOABLE =
  'Undo Not Available - Class deletion cannot be undone. Download your data first if you may need it.';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 students, 41 behavior records and 12 homework entries": only what is there. */
export function describeContents(c: ClassContentsView): string {
  const parts = [
    count(c.students, 'student'),
    c.behaviorRecords > 0 ? count(c.behaviorRecords, 'behavior record') : null,
    c.homeworkEntries > 0 ? count(c.homeworkEntries, 'homework entry', 'homework entries') : null,
    c.skillProgress > 0 ? count(c.skillProgress, 'skill score') : null,
    c.questions > 0 ? count(c.questions, 'question') : null,
    c.contracts > 0 ? count(c.contracts, 'social contract') : null,
  ].filter((p): p is string => p !== null);
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** 'Delete Class': says exactly what goes with the class; it cannot be undone. */
export function DeleteClassDialog({ klass, onClose }: { klass: ClassView | null; onClose: () => void }) {
  const contents = useClassContents(klass?.id ?? null);
  const remove = useDeleteClass();

  const confirm = () => {
    if (!klass) return;
    remove.mutate(klass, {
      onSuccess: () => {
        onClose();
        toast({ title: 'Class Deleted', description: `${klass.name} has been deleted`, variant: 'success' });
        toastUndo({ message: CLASS_DELETE_NOT_UNDOABLE, undo: UNDO_NOT_AVAILABLE });
      },
      onError: (err) => toastError('Failed to delete class', err),
    });
  };

  return (
    <ConfirmDialog
      open={klass !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title="Delete Class"
      description={
        <>
          Are you sure you want to delete <strong className="text-foreground">{klass?.name}</strong>?{' '}
          {contents.data ? (
            <>
              This permanently removes{' '}
              <strong className="text-foreground">{describeContents(contents.data)}</strong>.
            </>
          ) : contents.isError ? (
            'This permanently removes its students and all their records.'
          ) : (
            <span
              aria-hidden="true"
              className="inline-block h-4 w-48 animate-pulse rounded-md bg-surface-muted align-middle"
            />
          )}{' '}
          This action cannot be undone.
        </>
      }
      confirmLabel="Delete Class"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      confirmDisabled={contents.isPending}
      onConfirm={confirm}
    />
  );
}
