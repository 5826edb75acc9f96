import { ME_QUERY_KEY } from '@client/lib/query-client';
import type { Me } from '@shared/accounts/schemas';
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { accountOf, currentAccount, setCurrentAccount } from './account';
import { idbDelete, idbGet, idbPut, QUERY_CACHE } from './idb';
import { discardAccount, onDrained, useOutbox } from './outbox';

// The query cache, kept in IndexedDB per signed-in account (decision 0098), so a reload without
// a network opens on the last class seen with its roster, balances and behaviours. Restored
// before the first render; written half a second after the cache changes (and when the page is
// hidden, and at once when a write is queued, so what a queued write shows survives a reload);
// the account's copy is deleted on sign-out and when another account signs in.

interface Saved {
  savedAt: number;
  state: DehydratedState;
}

/** A copy older than this is not worth showing as 'the last sync'. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 500;

/** Reads, from the API, what succeeded: the only queries worth a copy. */
const worthKeeping = (key: readonly unknown[], status: string) =>
  status === 'success' && typeof key[0] === 'string' && key[0].startsWith('/api/');

export async function restoreQueryCache(queryClient: QueryClient) {
  const account = currentAccount();
  if (!account) return;
  try {
    const saved = await idbGet<Saved>(QUERY_CACHE, account);
    if (saved && Date.now() - saved.savedAt < MAX_AGE_MS) {
      hydrate(queryClient, saved.state);
      // The copy is for opening without a network: every restored read is stale, so a page that
      // mounts online asks the server at once (the copy may predate the last write: it is saved
      // 500 ms after a change, and a reload can come sooner).
      void queryClient.invalidateQueries({ refetchType: 'none' });
    }
  } catch {
    // No IndexedDB: the app starts empty, as before.
  }
}

export function persistQueryCache(queryClient: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    const account = currentAccount();
    if (!account) return Promise.resolve();
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => worthKeeping(q.queryKey, q.state.status),
      shouldDehydrateMutation: () => false,
    });
    return idbPut(QUERY_CACHE, { savedAt: Date.now(), state } satisfies Saved, account).catch(() => {});
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void write(), WRITE_DELAY_MS);
  };

  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (event.query.queryKey[0] === ME_QUERY_KEY[0] && event.type === 'updated') {
      const me = event.query.state.data as Me | undefined;
      // Only the server's answer says who is signed in (a failed request offline says nothing).
      if (event.query.state.status === 'success') {
        const before = setCurrentAccount(accountOf(me));
        if (before) void idbDelete(QUERY_CACHE, before).catch(() => {});
      }
    }
    schedule();
  });
  // A queued write's prediction must be on disk before the teacher can reload.
  useOutbox.subscribe((s, prev) => {
    if (s.items.length > prev.items.length) void write();
  });
  window.addEventListener('pagehide', () => void write());
  // Once the queue is sent, every list shows the server's figures.
  onDrained(
    () => void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] }),
  );
}

/** Sign-out: nothing of the account stays on the device (the cache and its queued writes). */
export async function forgetAccount() {
  const account = currentAccount();
  setCurrentAccount(null);
  if (!account) return;
  await Promise.all([idbDelete(QUERY_CACHE, account).catch(() => {}), discardAccount(account)]);
}
