import { SortableList } from '@client/components/sortable-list';
import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import {
  type ClassBehavior,
  useBehaviorTypeChanges,
  useClassBehaviors,
} from '@client/features/behavior-types/behavior-types-api';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { toast, toastError } from '@client/lib/toast';
import { MAX_BEHAVIOR_TYPES } from '@shared/behavior-types/schemas';
import type { ClassView } from '@shared/classes/schemas';
import { formatSignedPoints } from '@shared/scores/score';
import { Copy, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type BehaviorDraft, BehaviorForm } from './behavior-form';
import { BehaviorIcon } from './behavior-icon';
import { KIND_STYLES } from './behavior-kind';

type Confirming =
  | { what: 'delete'; behavior: ClassBehavior }
  | { what: 'copy'; from: ClassView }
  | { what: 'defaults' }
  | null;

/**
 * 'Edit Behaviors': the class's own list (decision 0086). Add, change (name, kind, points, icon),
 * reorder by drag or keyboard, delete with a confirmation, copy another class's list, or go back
 * to the spec's 15. Records already given keep their names and points, which the confirmations say.
 */
export function BehaviorEditor({
  klass,
  classes,
  open,
  onOpenChange,
}: {
  klass: ClassView;
  classes: ClassView[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const list = useClassBehaviors(klass.id).data ?? [];
  const changes = useBehaviorTypeChanges(klass.id);
  const [editing, setEditing] = useState<ClassBehavior | null>(null);
  // A new form (cleared fields) after each add; the same for a change of the edited behaviour.
  const [formKey, setFormKey] = useState(0);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const others = classes.filter((c) => c.id !== klass.id);
  const [fromId, setFromId] = useState('');
  const from = others.find((c) => String(c.id) === fromId);
  const full = list.length >= MAX_BEHAVIOR_TYPES;
  // After a delete, focus goes to the next row's Delete (else the previous row's), never to the
  // page: the deleted row's button, which had it, is gone. The last behaviour cannot be deleted,
  // so there is always a neighbour; without one, the form's first field.
  const panel = useRef<HTMLDivElement>(null);
  const focusAfterDelete = useRef<number | null>(null);
  const restoreFocus = (event: Event) => {
    const id = focusAfterDelete.current;
    if (id === null) return;
    focusAfterDelete.current = null;
    const row = panel.current?.querySelector(`[data-behavior-id="${id}"]`);
    const target =
      row?.querySelector<HTMLButtonElement>('button[data-action="delete"]:not(:disabled)') ??
      row?.querySelector<HTMLButtonElement>('button[data-action="edit"]') ??
      panel.current?.querySelector<HTMLElement>('form input');
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const save = (draft: BehaviorDraft) => {
    if (editing) {
      changes.update.mutate(
        { id: editing.id, ...draft },
        {
          onSuccess: () => {
            toast({
              title: 'Behavior saved',
              description: `${draft.name} (${formatSignedPoints(draft.points)})`,
            });
            setEditing(null);
            setFormKey((k) => k + 1);
          },
        },
      );
    } else {
      changes.create.mutate(draft, {
        onSuccess: () => {
          toast({
            title: 'Behavior added',
            description: `${draft.name} (${formatSignedPoints(draft.points)})`,
          });
          setFormKey((k) => k + 1);
        },
      });
    }
  };
  const formError = editing ? changes.update.error : changes.create.error;
  // Edit on a row far down the list: the form it fills is at the top of the dialog, out of
  // sight; it comes into view (decision 0153).
  const formBox = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new edit (formKey) scrolls
  useEffect(() => {
    if (editing) formBox.current?.scrollIntoView({ block: 'start' });
  }, [editing?.id, formKey]);
  const startEditing = (behavior: ClassBehavior | null) => {
    changes.update.reset();
    changes.create.reset();
    setEditing(behavior);
    setFormKey((k) => k + 1);
  };

  const confirm = () => {
    if (!confirming) return;
    const done = () => setConfirming(null);
    if (confirming.what === 'delete') {
      const { behavior } = confirming;
      const at = list.findIndex((b) => b.id === behavior.id);
      const neighbour = list[at + 1] ?? list[at - 1];
      changes.remove.mutate(behavior.id, {
        onSuccess: () => {
          focusAfterDelete.current = neighbour?.id ?? -1;
          if (editing?.id === behavior.id) startEditing(null);
          toast({ title: 'Behavior deleted', description: behavior.name });
          done();
        },
        onError: (error) => {
          toastError(errorMessage(error, 'Could not delete the behavior'), error);
          done();
        },
      });
    } else if (confirming.what === 'copy') {
      const { from: source } = confirming;
      changes.copy.mutate(source.id, {
        onSuccess: () => {
          startEditing(null);
          toast({ title: 'Behaviors copied', description: `From ${source.name}` });
          done();
        },
        onError: (error) => {
          toastError(errorMessage(error, 'Could not copy the behaviors'), error);
          done();
        },
      });
    } else {
      changes.restoreDefaults.mutate(undefined, {
        onSuccess: () => {
          startEditing(null);
          toast({ title: 'Default behaviors restored' });
          done();
        },
        onError: (error) => {
          toastError(errorMessage(error, 'Could not restore the defaults'), error);
          done();
        },
      });
    }
  };
  const pending = changes.remove.isPending || changes.copy.isPending || changes.restoreDefaults.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={panel} className="w-[calc(100vw-1rem)] max-w-2xl gap-5 p-4 sm:p-6">
        <div className="grid gap-1 pr-10">
          <DialogTitle>Edit Behaviors</DialogTitle>
          <DialogDescription>
            {klass.name}: {list.length} of {MAX_BEHAVIOR_TYPES}. Awards already given keep their name and
            points.
          </DialogDescription>
        </div>

        {full && !editing ? (
          <p className="rounded-lg bg-warning-soft p-3 text-sm text-warning-text">
            This class has {MAX_BEHAVIOR_TYPES} behaviors, the most it can have: delete one to add another.
          </p>
        ) : (
          <div ref={formBox} className="scroll-mt-4">
            <BehaviorForm
              key={`${editing?.id ?? 'new'}-${formKey}`}
              editing={editing}
              pending={editing ? changes.update.isPending : changes.create.isPending}
              error={formError}
              onSubmit={save}
              onCancel={editing ? () => startEditing(null) : undefined}
            />
          </div>
        )}

        <section aria-labelledby="behavior-list-heading" className="grid gap-2">
          <div className="grid gap-0.5">
            <h3 id="behavior-list-heading" className="font-semibold">
              In this order on the dashboard
            </h3>
            <p className="text-xs text-muted-foreground">
              Drag a handle, or focus it and press Space, the arrow keys, then Space.
            </p>
          </div>
          <SortableList
            items={list}
            nameOf={(behavior) => behavior.name}
            label="The class's behaviors, in order"
            className="grid gap-1.5"
            handleSize="lg"
            announceInline
            itemTestId="behavior-row"
            onMove={({ id, position, order }) =>
              changes.move.mutate(
                { id, position, order },
                { onError: (error) => toastError(errorMessage(error, 'Could not move the behavior'), error) },
              )
            }
            renderItem={(behavior, handle) => {
              const style = KIND_STYLES[behavior.kind];
              return (
                <div
                  data-behavior-id={behavior.id}
                  className={cn(
                    'flex min-h-12 items-center gap-1 rounded-lg border border-border bg-surface pr-1 sm:gap-2',
                    editing?.id === behavior.id && 'border-brand ring-1 ring-brand',
                  )}
                >
                  {handle}
                  <span
                    aria-hidden="true"
                    className={cn(
                      'inline-flex size-8 shrink-0 items-center justify-center rounded-md',
                      style.chip,
                    )}
                  >
                    <BehaviorIcon behavior={behavior} className="size-4" />
                  </span>
                  <span className="min-w-0 flex-1 px-1 leading-tight">
                    <span className="block font-medium break-words">{behavior.name}</span>
                    <span className="block text-xs text-muted-foreground">{style.label}</span>
                  </span>
                  <span className={cn('w-8 shrink-0 text-right font-semibold tabular-nums', style.text)}>
                    {formatSignedPoints(behavior.points)}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-11"
                    aria-label={`Edit ${behavior.name}`}
                    data-action="edit"
                    onClick={() => startEditing(behavior)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-11 text-danger-text"
                    aria-label={`Delete ${behavior.name}`}
                    data-action="delete"
                    disabled={list.length <= 1}
                    onClick={() => setConfirming({ what: 'delete', behavior })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              );
            }}
          />
        </section>

        <section aria-labelledby="behavior-more-heading" className="grid gap-3 border-t border-border pt-4">
          <h3 id="behavior-more-heading" className="font-semibold">
            Start from another list
          </h3>
          {others.length > 0 ? (
            <div className="flex flex-wrap items-end gap-2">
              <Field label="Copy from another class" className="min-w-48 flex-1">
                <NativeSelect value={fromId} onChange={(e) => setFromId(e.target.value)} className="h-11">
                  <option value="">Choose a class</option>
                  {others.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Button
                variant="outline"
                className="h-11"
                disabled={!from}
                onClick={() => from && setConfirming({ what: 'copy', from })}
              >
                <Copy aria-hidden="true" />
                Copy
              </Button>
            </div>
          ) : null}
          <div>
            <Button variant="outline" className="h-11" onClick={() => setConfirming({ what: 'defaults' })}>
              <RotateCcw aria-hidden="true" />
              Restore Defaults
            </Button>
          </div>
        </section>

        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(next) => (next ? undefined : setConfirming(null))}
          pending={pending}
          title={
            confirming?.what === 'delete'
              ? `Delete ‘${confirming.behavior.name}’?`
              : confirming?.what === 'copy'
                ? `Replace this class's behaviors with ${confirming.from.name}'s?`
                : 'Restore the default behaviors?'
          }
          description={
            confirming?.what === 'delete'
              ? 'It leaves this class’s list. Awards already given keep its name and points.'
              : confirming?.what === 'copy'
                ? `${klass.name}'s list becomes a copy of ${confirming.from.name}'s. Awards already given keep their names and points.`
                : `${klass.name}'s list goes back to the behaviors it started with; behaviors you added are removed. Awards already given keep their names and points.`
          }
          confirmLabel={
            confirming?.what === 'delete'
              ? 'Delete'
              : confirming?.what === 'copy'
                ? 'Replace List'
                : 'Restore Defaults'
          }
          pendingLabel="Working…"
          onConfirm={confirm}
          onCloseAutoFocus={restoreFocus}
        />
      </DialogContent>
    </Dialog>
  );
}
