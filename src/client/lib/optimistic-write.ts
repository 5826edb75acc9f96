import { useUiStore } from './stores/ui-store';
import { toast, toastError } from './toast';

// One way to write points from the classroom screens (behaviours, skills, homework): show the
// expected result at once, send one all-or-nothing request, show what the server answered, say
// so (in the undo prompt when there is an undo, otherwise in a toast), offer the undo, and on failure take back exactly what was shown. Each feature
// says what those steps are; the order and the error handling live here only.

/** Takes back what `predict` showed. */
export type Rollback = () => void;

export interface OptimisticWrite<R> {
  /** Show the expected outcome at once; the returned function takes it back if the write fails. */
  predict?: () => Rollback | undefined | Promise<Rollback | undefined>;
  /** The one request (a batch endpoint: all or nothing). */
  send: () => Promise<R>;
  /** Put the server's answer on screen (it may differ from the prediction: floors, other devices). */
  settle?: (result: R) => void;
  /** After success or failure: refetch the lists the write shows up in. */
  refresh?: () => void;
  /** The success toast; none for an undo's own write. */
  success?: (result: R) => { title: string; description: string } | null;
  /** The failure toast's title and the text to show when the server sent no message. */
  failure?: { title: string; fallback: string };
  /** The undo to offer after success; null when nothing changed (decision 0010). */
  undo?: (result: R) => { message: string; run: () => Promise<unknown> } | null;
}

/**
 * Runs the write. Resolves with the server's answer; on failure rolls back, shows the failure
 * toast and rejects with the error (callers that only need the toasts may ignore it).
 */
export async function runOptimisticWrite<R>(write: OptimisticWrite<R>): Promise<R> {
  const rollback = await write.predict?.();
  let result: R;
  try {
    result = await write.send();
  } catch (error) {
    rollback?.();
    write.refresh?.();
    if (write.failure) {
      toastError(write.failure.fallback, error, write.failure.title);
    }
    throw error;
  }
  write.settle?.(result);
  write.refresh?.();
  const shown = write.success?.(result);
  const undo = write.undo?.(result);
  // One notification per write (decision 0072): with an undo, the undo prompt says what was done
  // and offers Undo; only a write without one shows the success toast.
  if (shown && !undo) toast({ ...shown, variant: 'success' });
  if (undo) {
    useUiStore.getState().registerUndo({
      title: shown?.title,
      message: undo.message,
      // The undo prompt reports success or failure; either way the lists show the server's values.
      undo: async () => {
        try {
          await undo.run();
        } finally {
          write.refresh?.();
        }
      },
    });
  }
  return result;
}
