import { Button } from '@client/components/ui/button';
import { dismissUndo, runUndo, UNDO_NOT_AVAILABLE, UNDO_WINDOW_MS, useToastStore } from '@client/lib/toast';
import { Info, Undo2, X } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** Typing in a field keeps the field's own Ctrl+Z. */
const isTextEntry = (target: EventTarget | null) => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type)
  );
};

const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The one notification of an action registered with `useUiStore.registerUndo({ title, message,
 * undo })`: what was done, for whom, and Undo for 10 s. It sits at the top of the screen, over the
 * top bar (logo, theme, account: nothing a teacher needs between two awards), so it never covers
 * the next card, the award panel or 'Apply' (decision 0072). Actions that come fast stack: the
 * newest in front, up to two older ones peeking above it, each with its own 10 s; dismissing or
 * using the front one brings the next forward. `undo` reports failure by throwing (or
 * rejecting); the prompt says 'Action Undone' or 'Undo Failed'.
 */
/**
 * The undo toasts of lib/toast.ts (`toastUndo({ title, message, undo })`): what was done, for
 * whom, and Undo for 10 s. They sit at the top of the screen, over the top bar (logo, theme,
 * account: nothing a teacher needs between two awards), so they never cover the next card, the
 * award panel or 'Apply' (decisions 0072, 0152). Actions that come fast stack: the newest in
 * front, up to two older ones peeking above it, each with its own 10 s; dismissing or using the
 * front one brings the next forward. Rendered by the Toaster, under its plain toasts.
 */
export function UndoToasts() {
  const stack = useToastStore((s) => s.undos);

  // Ctrl+Z (⌘Z on a Mac) undoes the front action from anywhere on the page, even from inside an
  // open dialog (the award panel, its skill buttons, the random picker) whose focus trap keeps
  // Tab from ever reaching this notification (decision 0109).
  const front = stack[0];
  const frontUndo = useRef<(() => void) | null>(null);
  frontUndo.current = front && front.undo !== UNDO_NOT_AVAILABLE ? () => void runUndo(front) : null;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!frontUndo.current || event.defaultPrevented || event.repeat) return;
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
      if (event.key.toLowerCase() !== 'z' || isTextEntry(event.target)) return;
      event.preventDefault();
      frontUndo.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!front) return null;
  const behind = stack.slice(1);

  const notAvailable = front.undo === UNDO_NOT_AVAILABLE;
  const [title, ...rest] =
    notAvailable && !front.title ? front.message.split(' - ') : [front.title, front.message];
  const details = rest.join(' - ');

  return (
    <div
      data-testid="undo-prompt"
      className="pointer-events-none fixed inset-x-2 top-2 z-[60] mx-auto max-w-md sm:top-1.5"
    >
      {behind.map((action, i) => (
        <div
          key={action.id}
          aria-hidden="true"
          style={{ transform: `translateY(${-4 * (i + 1)}px) scale(${1 - 0.04 * (i + 1)})` }}
          className="absolute inset-x-0 top-0 h-12 rounded-xl border border-border bg-surface shadow-overlay"
        />
      ))}
      <div
        role="status"
        className="pointer-events-auto relative overflow-hidden rounded-xl border border-border bg-surface text-foreground shadow-overlay"
      >
        <div className="flex min-h-12 items-center gap-2 py-1 pr-1 pl-3">
          {notAvailable ? (
            <Info aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          ) : null}
          <p className="line-clamp-2 min-w-0 flex-1 text-sm leading-snug">
            {title ? (
              <>
                <strong className="font-semibold">{title}</strong>
                <span aria-hidden="true"> · </span>
              </>
            ) : null}
            <span className={title ? 'text-muted-foreground' : undefined}>{details}</span>
          </p>
          {behind.length > 0 ? (
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">+{behind.length}</span>
          ) : null}
          {notAvailable ? null : (
            <Button
              variant="outline"
              size="sm"
              aria-keyshortcuts="Control+Z Meta+Z"
              title={`Undo (${onMac() ? '⌘Z' : 'Ctrl+Z'})`}
              onClick={() => void runUndo(front)}
            >
              <Undo2 aria-hidden="true" />
              Undo
              <span
                aria-hidden="true"
                className="font-sans text-xs font-normal text-muted-foreground max-sm:hidden"
              >
                {onMac() ? '⌘Z' : 'Ctrl+Z'}
              </span>
            </Button>
          )}
          <Button variant="ghost" size="icon-sm" aria-label="Dismiss" onClick={() => dismissUndo(front.id)}>
            <X aria-hidden="true" />
          </Button>
        </div>
        {/* The time left to undo, shrinking over the 10 s window. */}
        <div
          key={front.id}
          aria-hidden="true"
          style={{ transitionDuration: `${Math.max(0, UNDO_WINDOW_MS - (Date.now() - front.timestamp))}ms` }}
          className="absolute inset-x-0 bottom-0 h-0.5 origin-left scale-x-0 bg-brand transition-transform ease-linear starting:scale-x-100"
        />
      </div>
    </div>
  );
}
