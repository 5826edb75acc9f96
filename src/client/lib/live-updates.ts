import type { Me } from '@shared/accounts/schemas';
import type { StudentFigures } from '@shared/events/figures';
import type { ChangeEventMessage } from '@shared/events/schemas';
import {
  allLiveQueryKeys,
  liveChangePlan,
  parseChangeEvent,
  type QueryKeyPrefix,
  STREAM_ENDED_EVENT,
  STREAM_READY_EVENT,
} from '@shared/events/topics';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api';
import { figuresShown, patchStudentFigures } from './live-patches';
import { accountReads, figureReads, heldByWrites } from './live-registry';
import { ME_QUERY_KEY } from './query-client';

// Live updates (docs/architecture.md#live-updates, docs/decisions/0007): one EventSource on GET
// /api/events per signed-in browser tab, however many components call useLiveUpdates(). A change
// notice with figures (awards, homework, skills) patches the cached student reads and refetches
// only what figures cannot patch; any other notice refetches the reads its topic names
// (liveChangePlan in src/shared/events/topics.ts, docs/decisions/0038). The pages' polling
// (leaderboard 10 s) stays as the fallback for anything the stream misses. Freshness comes from the
// stream, not from a stale time (docs/decisions/0016): every time a stream becomes ready — the
// first time, after a drop, after a page without one — the live reads fetched before it opened are
// refetched (or, if no screen shows them, refetched when one does).

export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

const EVENTS_URL = '/api/events';
export const RETRY_MIN_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** Notices that arrive together (a batch award touching two topics) cause one refetch each. */
const COALESCE_MS = 50;
const MAX_DEFER_MS = 2_000;

// ---- status, readable from React ----

let status: LiveStatus = 'off';
/** Set by a sign-out in progress: no stream opens until the cache names who is signed in next. */
let streamHeld = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
function setStatus(next: LiveStatus) {
  if (next === status) return;
  status = next;
  notify();
}
const subscribeStatus = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

// ---- listeners of the notices themselves (the projector's sounds) ----

const noticeListeners = new Set<(event: ChangeEventMessage) => void>();
/** Calls `listener` with every notice this tab's stream receives; returns the unsubscribe. */
export function onLiveNotice(listener: (event: ChangeEventMessage) => void): () => void {
  noticeListeners.add(listener);
  return () => void noticeListeners.delete(listener);
}

// ---- one connection ----

/** Which stream a screen needs: a wall display's gets no private figure (decision 0038). */
export type StreamView = 'screen' | 'projector';

function connect(queryClient: QueryClient, owner: string, view: StreamView): () => void {
  let closed = false;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let heldSince: number | undefined;
  let delay = RETRY_MIN_MS;
  let missedSome = false;
  const pending = new Map<string, QueryKeyPrefix>();
  /** Figures to write, in stream order; `held`: an award of this tab was in flight meanwhile. */
  const patches: { figures: StudentFigures[]; held: boolean }[] = [];
  const awarding = () => heldByWrites().some((mutationKey) => queryClient.isMutating({ mutationKey }) > 0);
  /** Whose stream this is ('teacher', 'student', 'family'): a family's is scoped by the server. */
  const kind = owner.slice(0, owner.indexOf(':'));

  const flush = () => {
    flushTimer = undefined;
    // A refetch answered while this tab's own award is in flight would show the list without
    // it for a moment (the optimistic point would vanish, then come back): wait for the award,
    // but never longer than MAX_DEFER_MS (a hung request must not stop live updates).
    heldSince ??= Date.now();
    if (awarding() && Date.now() - heldSince < MAX_DEFER_MS) {
      for (const patch of patches) patch.held = true;
      flushTimer = setTimeout(flush, COALESCE_MS * 4);
      return;
    }
    heldSince = undefined;
    // Figures that crossed this tab's own award may be older than what the award's answer
    // showed since (award-ledger.ts): if the screen does not already show them, refetch rather
    // than write them. Unheld figures are the newest word and are written as they are.
    for (const { figures, held } of patches.splice(0)) {
      if (held ? !figuresShown(queryClient, figures) : !patchStudentFigures(queryClient, figures)) {
        for (const key of figureReads()) pending.set(JSON.stringify(key), key);
      }
    }
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const schedule = () => {
    if ((pending.size > 0 || patches.length > 0) && flushTimer === undefined) {
      flushTimer = setTimeout(flush, COALESCE_MS);
    }
  };
  const refetch = (keys: readonly QueryKeyPrefix[]) => {
    for (const key of keys) pending.set(JSON.stringify(key), key);
    schedule();
  };

  const open = () => {
    retryTimer = undefined;
    setStatus(missedSome ? 'reconnecting' : 'connecting');
    const openedAt = Date.now();
    const url = view === 'projector' ? `${EVENTS_URL}?view=projector` : EVENTS_URL;
    const es = new EventSource(url, { withCredentials: true });
    source = es;
    let readyBefore = false;
    es.addEventListener(STREAM_READY_EVENT, () => {
      delay = RETRY_MIN_MS;
      setStatus('live');
      missedSome = false;
      // The first 'ready' covers the gap before this stream; a later one on the same stream says
      // what this person may see changed (a student moved to another class, a family's child
      // linked or unlinked): everything shown until now is out of date.
      const since = readyBefore ? Date.now() : openedAt;
      readyBefore = true;
      refetchFetchedBefore(queryClient, since);
      for (const queryKey of accountReads(kind)) {
        void queryClient.invalidateQueries({ queryKey, predicate: (q) => q.state.dataUpdatedAt < since });
      }
    });
    // The session this stream belonged to has ended (signed out here or elsewhere, a password
    // change, a deletion). Reconnecting with the old cookie would be a 401: ask who is signed in
    // now (a public read) and reopen only for the same person — after a password change made in
    // this tab that is the same teacher with a new session. Anyone else (nobody, mostly) goes
    // into the cache, and the pages and this hook follow. Asked directly, not through the
    // cache: a cached read cancelled by a sign-out in progress answers with the old user.
    es.addEventListener(STREAM_ENDED_EVENT, () => {
      es.close();
      if (source !== es) return;
      source = null;
      setStatus('off');
      void api
        .get<Me>(ME_QUERY_KEY[0])
        .then((me) => {
          if (closed) return;
          if (ownerOf(me) === owner) open();
          else queryClient.setQueryData<Me>(ME_QUERY_KEY, me);
        })
        .catch(() => {});
    });
    es.onmessage = (message: MessageEvent<string>) => {
      const event = parseChangeEvent(message.data);
      if (!event) return;
      for (const listener of noticeListeners) listener(event);
      const plan = liveChangePlan(event);
      if (plan.figures && plan.figures.length > 0) patches.push({ figures: plan.figures, held: awarding() });
      const scoped = accountReads(kind);
      refetch(scoped.length > 0 ? scoped : plan.refetch);
    };
    // The browser would retry on its own at a fixed pace (and never after a 401): we close and
    // retry with exponential backoff instead. Not logged: a server restart is not an error here.
    es.onerror = () => {
      es.close();
      if (source !== es) return;
      source = null;
      missedSome = true;
      setStatus('reconnecting');
      retryTimer = setTimeout(open, delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };
  };

  open();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    clearTimeout(flushTimer);
    source?.close();
    source = null;
    setStatus('off');
  };
}

/**
 * Notices sent while no stream listened are lost: whatever live data was fetched before this
 * stream opened may be out of date (a student joined while the teacher was on a page without a
 * stream, or the network dropped). Reads fetched since are current: the server subscribes the
 * stream before it answers 'ready', and every change after that arrives as a notice.
 */
export function refetchFetchedBefore(queryClient: QueryClient, openedAt: number) {
  const fetchedBefore = (query: { state: { dataUpdatedAt: number } }) => query.state.dataUpdatedAt < openedAt;
  for (const queryKey of allLiveQueryKeys()) {
    // A first load still in flight is not asked again (its answer is as new as the stream).
    void queryClient.invalidateQueries({ queryKey, predicate: fetchedBefore }, { cancelRefetch: false });
  }
}

// ---- shared by every caller in the tab ----

let shared: { key: string; users: number; close: () => void } | null = null;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

function acquire(queryClient: QueryClient, owner: string, view: StreamView): () => void {
  clearTimeout(closeTimer);
  // Another person, or another view (a projector page after the dashboard), is another stream.
  const key = `${owner}|${view}`;
  if (shared && shared.key !== key) {
    shared.close();
    shared = null;
  }
  if (!shared) shared = { key, users: 0, close: connect(queryClient, owner, view) };
  shared.users += 1;
  const mine = shared;
  return () => {
    mine.users -= 1;
    if (mine.users > 0 || shared !== mine) return;
    // Closed a moment later: a page change (or StrictMode's remount) re-acquires it at once.
    closeTimer = setTimeout(() => {
      if (shared === mine && mine.users === 0) {
        mine.close();
        shared = null;
      }
    }, 0);
  };
}

/**
 * Sign-out, before it asks the server to end the session: this tab's stream closes now, and none
 * opens again until the cache names who is signed in next (releaseLiveStream), so neither the
 * stream nor the refetches its 'ready' starts meet the ended session (docs/decisions/0158).
 */
export function holdLiveStream() {
  clearTimeout(closeTimer);
  shared?.close();
  shared = null;
  if (streamHeld) return;
  streamHeld = true;
  notify();
}

/** A sign-out that failed, or a new person (or nobody) in the cache: streams may open again. */
export function releaseLiveStream() {
  if (!streamHeld) return;
  streamHeld = false;
  notify();
}

/** Who the stream is for: a new principal gets a new stream, signed out gets none. */
function ownerOf(me: Me | undefined): string | null {
  if (me?.kind === 'teacher') return `teacher:${me.teacher.id}`;
  if (me?.kind === 'student') return `student:${me.student.id}`;
  if (me?.kind === 'family') return `family:${me.family.id}`;
  return null;
}

/**
 * Keeps the signed-in user's queries fresh from GET /api/events while mounted. Call it in any
 * component that shows live data (or once in a layout); every caller shares one EventSource,
 * closed when the last one unmounts or the user signs out. Returns the stream's status. The
 * projector page asks for the 'projector' view: a wall display's stream carries no private figure.
 */
export function useLiveUpdates(view: StreamView = 'screen'): LiveStatus {
  const queryClient = useQueryClient();
  const { data: me } = useQuery<Me>({ queryKey: ME_QUERY_KEY });
  const owner = ownerOf(me);
  const holding = useSyncExternalStore(subscribeStatus, () => streamHeld);
  useEffect(
    () => (owner && !holding ? acquire(queryClient, owner, view) : undefined),
    [owner, holding, view, queryClient],
  );
  return useSyncExternalStore(subscribeStatus, () => status);
}
