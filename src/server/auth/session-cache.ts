import type { AnyPrincipal as Principal } from './sessions';

// Resolved sessions kept in memory for a few seconds, keyed by the token's digest, so a request
// costs one round trip (its data) instead of two (decision 0037). The database stays the truth:
// whatever ends a session publishes a 'sessions' event, and every instance forgets the matching
// entries when it hears it; the time limit only bounds how long a lost event could matter.

/** How long a resolved session is believed without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** Whose sessions ended or changed: a teacher's, a student's, or those of a (deleted) class's students. */
export interface SessionsConcerned {
  teacherId?: number;
  studentId?: number;
  classId?: number | null;
  /** A family's sessions: a link added or removed, sign-out, deletion (decision 0100). */
  familyId?: number;
}

/** An event that names nobody concerns every session (sent when events may have been missed). */
export const namesNobody = (who: SessionsConcerned) =>
  who.teacherId == null && who.studentId == null && who.classId == null && who.familyId == null;

interface Entry {
  principal: Principal;
  /** When the cached answer stops being believed: the TTL, or the session's own expiry if sooner. */
  until: number;
}

export interface SessionCache {
  /** The cached principal, or undefined when the database must be asked. */
  get(tokenHash: string): Principal | undefined;
  /**
   * Looks up through `load` on a miss and remembers the answer, unless a session ended while it
   * was loading (the answer may predate the end).
   */
  resolve(
    tokenHash: string,
    load: () => Promise<{ principal: Principal; expiresAt: Date } | null>,
  ): Promise<Principal | null>;
  /** Forgets the sessions a 'sessions' event names; one that names nobody forgets everything. */
  forget(who: SessionsConcerned): void;
  readonly size: number;
}

export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS, now = Date.now): SessionCache {
  const entries = new Map<string, Entry>();
  // Bumped by every forget: a lookup that started before it may have read a deleted session.
  let generation = 0;

  const matches = (p: Principal, e: SessionsConcerned) =>
    p.kind === 'teacher'
      ? e.teacherId === p.teacherId
      : p.kind === 'family'
        ? e.familyId === p.familyId
        : e.studentId === p.studentId || (e.classId != null && e.classId === p.classId);

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.principal;
      entries.delete(tokenHash);
      return undefined;
    },
    async resolve(tokenHash, load) {
      const cached = this.get(tokenHash);
      if (cached) return cached;
      const started = generation;
      const row = await load();
      if (!row) return null;
      if (started === generation) {
        // Oldest first out: a Map iterates in insertion order.
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(tokenHash, {
          principal: row.principal,
          until: Math.min(now() + ttlMs, row.expiresAt.getTime()),
        });
      }
      return row.principal;
    },
    forget(event) {
      generation++;
      if (namesNobody(event)) return entries.clear();
      for (const [hash, entry] of entries) if (matches(entry.principal, event)) entries.delete(hash);
    },
    get size() {
      return entries.size;
    },
  };
}
