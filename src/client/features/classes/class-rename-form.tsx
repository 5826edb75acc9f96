import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { toastError } from '@client/lib/toast';
import type { ClassView } from '@shared/classes/schemas';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useRenameClass } from './class-api';

/**
 * Inline rename (spec part 1 §2, §5): Save or Enter saves, Cancel or Escape cancels; the name is
 * trimmed and applies only if it is not empty.
 */
export function ClassRenameForm({ klass, onDone }: { klass: ClassView; onDone: () => void }) {
  const [name, setName] = useState(klass.name);
  const [error, setError] = useState<string>();
  const rename = useRenameClass();
  const errorId = useId();
  const trimmed = name.trim();

  const save = () => {
    if (!trimmed) {
      setError('Class name is required');
      return;
    }
    if (trimmed === klass.name) {
      onDone();
      return;
    }
    rename.mutate(
      { id: klass.id, name: trimmed },
      {
        onSuccess: onDone,
        onError: (err) => toastError('Failed to rename class', err),
      },
    );
  };

  return (
    <form
      className="grid gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="flex flex-wrap gap-2">
        <Input
          aria-label="Class name"
          value={name}
          maxLength={200}
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
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
