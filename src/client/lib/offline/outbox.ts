import { create } from 'zustand';
import { ApiError, apiRequest, errorMessage, errorStatus } from '../api';
import { currentAccount } from './account';
import { idbDelete, idbGetAll, idbPut, OUTBOX } from './idb';
import { isNetworkError, isOnline } from './network';

// The writes waiting for the network (decision 0097): an award, an undo, a homework grade or a
// skill change made offline, or whose request failed for the network's sake, is kept here (in
// IndexedDB, so a reload or a closed tab loses nothing) and sent when the network returns, one
// at a time in the order made. Each carries the Idempotency-Key it was made with, so a write
// whose answer was lost on the way back is answered again by the server, never applied twice
// (decision 0096). A write the server refuses stays here, marked failed with the server's
// reason, until the teacher dismisses it: nothing is dropped silently.

export interface OutboxItem {
  /** IndexedDB's key: the order the writes were made in. */
  seq: number;
  key: string;
  /** Whose write it is (account.ts): only sent while that account is signed in. */
  account: string;
  url: string;
  body: unknown;
  /** What it was, for the list of failed writes: 'Helping Others (+1) for Ada Lovelace'. */
  label: string;
  /** The students it moves: their cards show it is waiting. */
  studentIds: number[];
  queuedAt: number;
  /** The server's reason, once it refused the write. */
  failed?: string;
}

/** What the page that made a write does when it is sent (the page may be gone: then nothing). */
interface Listener {
  sent: (result: unknown) => void;
  failed: (error: unknown) => void;
}

interface OutboxState {
  items: OutboxItem[];
  /** Results of the writes sent during this page's life, for an undo offered while queued. */
  sentResults: Map<string, unknown>;
}

export const useOutbox = create<OutboxState>()(() => ({ items: [], sentResults: new Map() }));

const listeners = new Map<string, Listener>();
let afterDrain: () => void = () => {};

/** Reads the queue IndexedDB kept (before the first render, like the query cache). */
export async function loadOutbox() {
  try {
    const items = await idbGetAll<OutboxItem>(OUTBOX);
    useOutbox.setState({ items: items.sort((a, b) => a.seq - b.seq) });
  } catch {
    // No IndexedDB (a private window in some browsers): the queue lives in memory only.
  }
}

/** What to do once the queue has been sent (refresh the lists): set by the query layer. */
export const onDrained = (fn: () => void) => {
  afterDrain = fn;
};

/** A new key per write: what lets the server tell a retry from a new write. */
export const newIdempotencyKey = () => crypto.randomUUID();

/** Sends one write with its key. */
export const sendKeyed = <R>(url: string, body: unknown, key: string) =>
  apiRequest<R>('POST', url, body, { 'Idempotency-Key': key });

const mine = (item: OutboxItem) => item.account === currentAccount();

/** The current account's writes still to send (not failed). */
export const pendingItems = (items = useOutbox.getState().items) => items.filter((i) => mine(i) && !i.failed);

/** A new write must queue behind writes not yet sent, so the order made is the order applied. */
export const mustQueue = () => !isOnline() || pendingItems().length > 0;

let memorySeq = 0;

/** Queues a write and starts sending when the network allows. */
export async function enqueue(
  write: Omit<OutboxItem, 'seq' | 'account' | 'queuedAt'>,
  listener?: Listener,
): Promise<void> {
  const account = currentAccount();
  if (!account) throw new Error('Not signed in');
  const item: Omit<OutboxItem, 'seq'> = { ...write, account, queuedAt: Date.now() };
  let seq: number;
  try {
    seq = Number(await idbPut(OUTBOX, item));
  } catch {
    seq = 1_000_000_000 + ++memorySeq;
  }
  if (listener) listeners.set(write.key, listener);
  useOutbox.setState((s) => ({ items: [...s.items, { ...item, seq }] }));
  scheduleDrain(0);
}

async function removeItem(item: OutboxItem) {
  useOutbox.setState((s) => ({ items: s.items.filter((i) => i.seq !== item.seq) }));
  listeners.delete(item.key);
  await idbDelete(OUTBOX, item.seq).catch(() => {});
}

/** Takes a write out of the queue before it was sent (its undo); false when already sent or sending. */
export async function cancelQueued(key: string): Promise<boolean> {
  const item = useOutbox.getState().items.find((i) => i.key === key);
  if (!item || item.key === sending) return false;
  await removeItem(item);
  return true;
}

/** The teacher has read why a write was refused. */
export async function dismissFailed(seq: number) {
  const item = useOutbox.getState().items.find((i) => i.seq === seq);
  if (item) await removeItem(item);
}

/** Sign-out: this account's queued writes go with the rest of its data on this device. */
export async function discardAccount(account: string) {
  for (const item of useOutbox.getState().items.filter((i) => i.account === account)) await removeItem(item);
}

let sending: string | null = null;
let draining = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let backoffMs = 1000;
const MAX_BACKOFF_MS = 15_000;
/** A server's Retry-After is followed, up to this (then the outbox asks again). */
const MAX_RETRY_AFTER_MS = 60 * 60_000;

const isLater = (status: number | undefined) => status === 401 || status === 429 || status === 503;

function scheduleDrain(delayMs: number) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void drain(), delayMs);
}

/**
 * Sends the account's queued writes one at a time, oldest first. A network failure stops the
 * round and retries later (1 s, doubling to 15 s, or at once when the browser is back online), as
 * does an answer meaning "not now" (401, 429, 503), no sooner than its Retry-After asks; a refusal
 * marks that write failed and goes on with the next.
 */
export async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  let sentAny = false;
  try {
    for (;;) {
      const next = pendingItems()[0];
      if (!next || !isOnline()) break;
      sending = next.key;
      try {
        const result = await sendKeyed(next.url, next.body, next.key);
        sending = null;
        sentAny = true;
        backoffMs = 1000;
        const listener = listeners.get(next.key);
        useOutbox.setState((s) => ({ sentResults: new Map(s.sentResults).set(next.key, result) }));
        await removeItem(next);
        listener?.sent(result);
      } catch (error) {
        sending = null;
        // Signed out meanwhile (401): keep it for when this account signs in again. A 429 (a
        // rate limit, the day's idempotency store full) or 503 (shutting down) applied nothing
        // and says "later": keep it too, so a queued point is never dropped as refused.
        if (isNetworkError(error) || isLater(errorStatus(error))) {
          // A 429 or 503 says when to come back: asking every 15 s before then only spends the
          // account's budget (decision 0121) and the server's time.
          const asked = error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0;
          scheduleDrain(Math.max(backoffMs, Math.min(asked, MAX_RETRY_AFTER_MS)));
          backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
          break;
        }
        const reason = errorMessage(error, 'The server refused this change.');
        useOutbox.setState((s) => ({
          items: s.items.map((i) => (i.seq === next.seq ? { ...i, failed: reason } : i)),
        }));
        await idbPut(OUTBOX, { ...next, failed: reason }).catch(() => {});
        const listener = listeners.get(next.key);
        listeners.delete(next.key);
        listener?.failed(error);
        sentAny = true;
      }
    }
  } finally {
    draining = false;
    sending = null;
  }
  if (sentAny && pendingItems().length === 0) afterDrain();
}

/** Starts sending when the browser comes back online, and now if it can. */
export function startOutbox() {
  window.addEventListener('online', () => {
    backoffMs = 1000;
    scheduleDrain(0);
  });
  scheduleDrain(0);
}
