import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { UNDO_WINDOW_MS, useUiStore } from '@client/lib/stores/ui-store';
import { toast, toastError, useToastStore } from '@client/lib/toast';
import { Info, Undo2, X } from 'lucide-react';

/**
 * Register this as the undo of an action that cannot be undone (a deletion): the prompt then
 * shows its message with a Dismiss button instead of Undo.
 */
export const UNDO_NOT_AVAILABLE = () => {};

/**
 * The bottom-left undo prompt for the action last registered with
 * `useUiStore.registerUndo({ message, undo })`. It clears itself after 10 s or when used.
 * `undo` reports failure by throwing (or rejecting); the prompt says 'Action Undone' or
 * 'Undo Failed'.
 */
export function UndoPrompt() {
  const action = useUiStore((s) => s.undoAction);
  const show = useUiStore((s) => s.showUndo);
  const clearUndo = useUiStore((s) => s.clearUndo);
  // On phones toasts use the full width at the bottom: the prompt moves up while one is shown.
  const toastShown = useToastStore((s) => s.toasts.some((t) => t.open));
  if (!show || !action) return null;

  const notAvailable = action.undo === UNDO_NOT_AVAILABLE;
  const [title, ...rest] = notAvailable ? action.message.split(' - ') : [action.message];

  const onUndo = async () => {
    clearUndo();
    try {
      await action.undo();
      toast({ title: 'Action Undone', description: action.message, variant: 'success' });
    } catch (error) {
      toastError('The action could not be undone', error, 'Undo Failed');
    }
  };

  return (
    <div
      role="status"
      className={cn(
        'fixed right-4 bottom-4 left-4 z-[60] sm:right-auto sm:w-96',
        'transition-[bottom] duration-200',
        toastShown && 'max-sm:bottom-32',
      )}
    >
      <div className="relative overflow-hidden rounded-xl border border-border bg-surface text-foreground shadow-overlay">
        <div className="flex items-center gap-3 p-3 pl-4">
          {notAvailable ? (
            <Info aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          ) : null}
          <p className="min-w-0 flex-1 text-sm">
            {notAvailable ? <strong className="block font-semibold">{title}</strong> : title}
            {rest.length > 0 ? <span className="text-muted-foreground">{rest.join(' - ')}</span> : null}
          </p>
          {notAvailable ? (
            <Button variant="ghost" size="icon-sm" aria-label="Dismiss" onClick={clearUndo}>
              <X aria-hidden="true" />
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={() => void onUndo()}>
              <Undo2 aria-hidden="true" />
              Undo
            </Button>
          )}
        </div>
        {/* The time left to undo, shrinking over the 10 s window. */}
        <div
          key={action.id}
          aria-hidden="true"
          style={{ transitionDuration: `${Math.max(0, UNDO_WINDOW_MS - (Date.now() - action.timestamp))}ms` }}
          className="absolute inset-x-0 bottom-0 h-0.5 origin-left scale-x-0 bg-brand transition-transform ease-linear starting:scale-x-100"
        />
      </div>
    </div>
  );
}
