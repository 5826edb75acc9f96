import { Button, buttonClasses } from '@client/components/ui/button';
import { NativeSelect } from '@client/components/ui/native-select';
import { cn } from '@client/lib/cn';
import { useAppStore } from '@client/lib/stores/app-store';
import type { ClassView } from '@shared/classes/schemas';
import { IdCard, Mail, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ClassRenameForm } from './class-rename-form';
import { CreateClassDialog } from './create-class-dialog';
import { DeleteClassDialog } from './delete-class-dialog';

interface ClassBarProps {
  classes: ClassView[];
  current: ClassView;
  /** A short line under the selector, e.g. the class's student count. */
  hint?: ReactNode;
  /** Right after the selector, never hidden (the running timer, the phone's 'Tools'). */
  aside?: ReactNode;
  /** On Rename, New Class, Delete and Family Invitations (the phone folds them away). */
  actionsClassName?: string;
}

/** The class bar: choose the current class (persisted), rename it in place, add or delete a class. */
export function ClassBar({ classes, current, hint, aside, actionsClassName }: ClassBarProps) {
  const setCurrentClassId = useAppStore((s) => s.setCurrentClassId);
  const [renaming, setRenaming] = useState(false);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ClassView | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  const selectId = useId();

  // Back from the rename form: focus returns to the Rename button.
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  return (
    <div className="grid gap-2">
      <label
        htmlFor={selectId}
        // On a phone the selector says which class it is; the label stays for screen readers.
        className="text-xs font-semibold tracking-wide text-muted-foreground uppercase max-sm:sr-only"
      >
        Current class
      </label>
      {renaming ? (
        <ClassRenameForm key={current.id} klass={current} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <NativeSelect
            id={selectId}
            value={current.id}
            onChange={(e) => setCurrentClassId(Number(e.target.value))}
            // The whole name, wrapped: 'Year 3 Robins' and 'Year 3 Wrens' differ at the end. At least
            // 8rem wide, so the open Tools' buttons wrap below it rather than break a word letter by letter.
            display={current.name}
            className="min-w-32 flex-1 basis-24 sm:basis-32 sm:max-w-xs max-sm:[&>div]:min-h-11"
          >
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
          {aside}
          <Button
            ref={renameButton}
            variant="outline"
            className={cn('max-sm:h-11', actionsClassName)}
            onClick={() => setRenaming(true)}
          >
            <Pencil aria-hidden="true" />
            <span className="max-sm:sr-only">Rename</span>
          </Button>
          <Button
            variant="outline"
            className={cn('max-sm:h-11', actionsClassName)}
            onClick={() => setCreating(true)}
          >
            <Plus aria-hidden="true" />
            <span className="max-sm:sr-only">New Class</span>
          </Button>
          <Button
            variant="outline"
            aria-label={`Delete class ${current.name}`}
            className={cn('max-sm:h-11', actionsClassName)}
            onClick={() => setDeleting(current)}
          >
            <Trash2 aria-hidden="true" className="text-danger-text" />
          </Button>
          {/* On wide screens the class's letters sit with the class; below, in the shortcuts row
              (eight tiles do not fit one row at 1440 px, and a second row would push the grid
              below the first screen). */}
          <Link
            to="/family-invitations"
            className={buttonClasses('outline', 'md', cn('hidden xl:inline-flex', actionsClassName))}
          >
            <Mail aria-hidden="true" className="text-brand" />
            Family Invitations
          </Link>
          <Link
            to="/login-cards"
            className={buttonClasses('outline', 'md', cn('hidden xl:inline-flex', actionsClassName))}
          >
            <IdCard aria-hidden="true" className="text-brand" />
            Login Cards
          </Link>
        </div>
      )}
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <CreateClassDialog open={creating} onOpenChange={setCreating} />
      <DeleteClassDialog klass={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
