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
import { Input } from '@client/components/ui/input';
import { toast, toastError } from '@client/lib/toast';
import { useOpening } from '@client/lib/use-opening';
import { classNameField } from '@shared/classes/schemas';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useCreateClass } from './class-api';

/** 'New Class': a name; the server picks the class code. The new class becomes current. */
export function CreateClassDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const opening = useOpening(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>New Class</DialogTitle>
          <DialogDescription>
            Students join with the class code Remote Chalk creates for it.
          </DialogDescription>
        </DialogHeader>
        <CreateClassForm key={opening} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CreateClassForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateClass();

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = classNameField.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      return;
    }
    create.mutate(checked.data, {
      onSuccess: (klass) => {
        toast({
          title: 'Class Created',
          description: `${klass.name} is ready. Its class code is ${klass.classCode}.`,
          variant: 'success',
        });
        onDone();
      },
      onError: (err) => toastError('Failed to create class', err),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field label="Class name" error={error}>
        <Input
          autoFocus
          autoComplete="off"
          maxLength={200}
          placeholder="e.g. Period 3 Science"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Class'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The empty dashboard's way to a first class. */
export function NewClassButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        New Class
      </Button>
      <CreateClassDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
