import { isNetworkError } from './offline/network';
import { cancelQueued, enqueue, mustQueue, newIdempotencyKey, sendKeyed, useOutbox } from './offline/outbox';
import { toast, toastError, toastUndo } from './toast';

// One way to write points from the classroom screens (behaviours, skills, homework): show the
// expected result at once, send one all-or-nothing request, show what the server answered, say
// so (in the undo toast when there is an undo, otherwise in a toast), offer the undo, and on failure take back exactly what was shown. Each feature
// says what those steps are; the order and the error handling live here only.

/** Takes back what `predict` showed. */
export type Rollback = () => void;

export interface OptimisticWrite<R> {
  /** Show the expected outcome at once; the returned function takes it back if the write fails. */
  predict?: () => Rollback | undefined | Promise<Rollback | undefined>;
  /** The one request (a batch endpoint: all or nothing); a write with `queue` sends that instead. */
  send?: () => Promise<R>;
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
  /**
   * A write that must never be lost (awards, undos, homework, skills: decision 0097): its one
   * POST, sent with an Idempotency-Key, instead of `send`. Offline, behind writes still
   * waiting, or when the network fails it, it waits in the outbox, the prediction stays on
   * screen, and it is sent when the network returns.
   */
  queue?: QueuedRequest;
}

export interface QueuedRequest {
  url: string;
  body: unknown;
  /** What it is, for the pending and failed lists: 'Helping Others (+1) for Ada Lovelace'. */
  label: string;
  /** The students it moves (their cards show it waiting). */
  studentIds: number[];
}

/**
 * Runs the write. Resolves with the server's answer; on failure rolls back, shows the failure
 * toast and rejects with the error (callers that only need the toasts may ignore it). A write
 * with `queue` resolves undefined when it was queued instead (the outbox sends it later).
 */
export function runOptimisticWrite<R>(
  write: OptimisticWrite<R> & { queue: QueuedRequest },
): Promise<R | undefined>;
export function runOptimisticWrite<R>(write: OptimisticWrite<R>): Promise<R>;
export async function runOptimisticWrite<R>(write: OptimisticWrite<R>): Promise<R | undefined> {
  const rollback = await write.predict?.();
  const queue = write.queue;
  const key = queue ? newIdempotencyKey() : '';
  let result: R;
  try {
    if (queue && mustQueue()) return await queueWrite(write, queue, key, rollback);
    if (queue) result = await sendKeyed<R>(queue.url, queue.body, key);
    else if (write.send) result = await write.send();
    else throw new Error('A write needs send or queue');
  } catch (error) {
    // The network failed it (the server may or may not have applied it): the same key again
    // later is answered once either way.
    if (queue && isNetworkError(error)) return queueWrite(write, queue, key, rollback);
    failed(write, rollback, error);
    throw error;
  }
  return succeeded(write, result);
}

function failed<R>(write: OptimisticWrite<R>, rollback: Rollback | undefined, error: unknown) {
  rollback?.();
  write.refresh?.();
  if (write.failure) {
    toastError(write.failure.fallback, error, write.failure.title);
  }
}

/**
 * Keeps the prediction on screen and the write in the outbox. Its undo takes it out of the queue
 * while it waits, or once sent, runs the write's own undo with the server's answer.
 */
async function queueWrite<R>(
  write: OptimisticWrite<R>,
  queue: QueuedRequest,
  key: string,
  rollback: Rollback | undefined,
): Promise<undefined> {
  await enqueue(
    { key, ...queue },
    {
      sent: (result) => {
        write.settle?.(result as R);
        write.refresh?.();
      },
      failed: (error) => failed(write, rollback, error),
    },
  );
  toastUndo({
    title: 'Waiting to sync',
    message: queue.label,
    undo: async () => {
      if (await cancelQueued(key)) {
        rollback?.();
        return;
      }
      const sent = useOutbox.getState().sentResults.get(key);
      const undo = sent === undefined ? null : write.undo?.(sent as R);
      if (!undo) throw new Error('This change can no longer be undone.');
      try {
        await undo.run();
      } finally {
        write.refresh?.();
      }
    },
  });
  return undefined;
}

function succeeded<R>(write: OptimisticWrite<R>, result: R): R {
  write.settle?.(result);
  write.refresh?.();
  const shown = write.success?.(result);
  const undo = write.undo?.(result);
  // One notification per write (decision 0072): with an undo, the undo toast says what was done
  // and offers Undo; only a write without one shows the success toast.
  if (shown && !undo) toast({ ...shown, variant: 'success' });
  if (undo) {
    toastUndo({
      title: shown?.title,
      message: undo.message,
      // The undo toast reports success or failure; either way the lists show the server's values.
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

/**
 * One queued write without a prediction of its own (an undo's reversing call): sent now with an
 * Idempotency-Key, or queued when offline, behind waiting writes, or failed by the network.
 * Resolves with the answer, or undefined when queued.
 */
export async function sendOrQueue<R>(queue: QueuedRequest): Promise<R | undefined> {
  const key = newIdempotencyKey();
  if (!mustQueue()) {
    try {
      return await sendKeyed<R>(queue.url, queue.body, key);
    } catch (error) {
      if (!isNetworkError(error)) throw error;
    }
  }
  await enqueue({ key, ...queue });
  return undefined;
}
