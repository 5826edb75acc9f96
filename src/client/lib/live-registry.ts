import type { QueryKeyPrefix } from '@shared/events/topics';
import type { QueryKey } from '@tanstack/react-query';

// What the live stream means for a feature's cached reads, said by the feature that owns the keys:
// its *-api.ts registers when it loads, so live-updates.ts and live-patches.ts name no feature's
// key (docs/decisions/0158). Which reads a topic makes stale stays in src/shared/events/topics.ts,
// which the bench reads too. A feature not loaded has no reads in the cache to speak for.

export interface LiveReads {
  /**
   * Reads that hold student objects (one, or a list): an event's figures are written into them
   * in place (live-patches.ts, decision 0038); when some cannot be, these are refetched.
   */
  figures?: QueryKeyPrefix;
  /**
   * A write of this tab (a mutation key) whose answer a refetch must not overtake: while one is
   * in flight, the stream's refetches wait for it (live-updates.ts).
   */
  heldBy?: QueryKey;
  /**
   * The reads of a kind of account whose stream the server scopes to it (a family's): every
   * notice, and every 'ready', refetches them.
   */
  account?: { kind: string; reads: QueryKeyPrefix };
}

const registered: LiveReads[] = [];

/** Called once by a feature's *-api.ts, at load. */
export function registerLiveReads(reads: LiveReads) {
  registered.push(reads);
}

export const figureReads = (): QueryKeyPrefix[] => registered.flatMap((r) => (r.figures ? [r.figures] : []));

export const heldByWrites = (): QueryKey[] => registered.flatMap((r) => (r.heldBy ? [r.heldBy] : []));

export const accountReads = (kind: string): QueryKeyPrefix[] =>
  registered.flatMap((r) => (r.account?.kind === kind ? [r.account.reads] : []));
