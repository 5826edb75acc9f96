import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ClassView, type RenameClassBody, renameClassBody } from '@shared/classes/schemas';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useRenameClass } from './classes-api';

/**
 * Inline rename: Save or Enter saves, Cancel or Escape cancels; the name is
 * trimmed and applies only if it is not empty.
 */
export function ClassRenameForm({ klass, onDone }: { klass: ClassView; onDone: () => void }) {
  const rename = useRenameClass();
  const errorId = useId();
  const form = useForm<RenameClassBody>({
    resolver: zodResolver(renameClassBody),
    defaultValues: { name: klass.name },
  });
  const trimmed = useWatch({ control: form.control, name: 'name' }).trim();
  const error = form.formState.errors.name?.message;

  const save = form.handleSubmit(({ name }) => {
    const next = name.trim();
    if (next === klass.name) {
      onDone();
      return;
    }
    rename.mutate(
      { id: klass.id, name: next },
      {
        onSuccess: onDone,
        onError: (err) => toastError('Failed to rename class', err),
      },
    );
  });

  return (
    <form noValidate className="grid gap-1.5" onSubmit={save}>
      <div className="flex flex-wrap gap-2">
        <Input
          aria-label="Class name"
          maxLength={200}
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
          {...form.register('name')}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              onDone();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 basis-48 sm:max-w-xs"
        />
        <div className="flex gap-2">
          <Button type="submit" loading={rename.isPending} disabled={!trimmed}>
            {rename.isPending ? null : <Check aria-hidden="true" />}
            {rename.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="outline" onClick={onDone} disabled={rename.isPending}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        </div>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-text">
          {error}
        </p>
      ) : null}
    </form>
  );
}
