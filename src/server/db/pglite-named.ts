import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/**
 * A named statement on PGlite (docs/decisions/0041-prepared-reads.md). PGlite's own `query`
 * parses and plans its SQL on every call, in five calls into the database; here the statement
 * is parsed once, and every run is Bind, Describe, Execute and Sync in one call (the first run
 * sends Parse with them) — on a class roster a third less work for the one thread that serves
 * every request.
 *
 * It takes the same turns as `PGlite.query` (its transaction and query locks), so it never runs
 * inside another request's transaction. Parameters are the hot reads' ids and limits: numbers,
 * strings and booleans, sent as text.
 */
export function namedStatementClient(pg: PGlite, name: string) {
  let parsed = false;
  return {
    query<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          const first = !parsed;
          const run = [
            serialize.bind({ statement: name, values: params.map(asText) }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ];
          try {
            const { messages } = await pg.execProtocol(
              concat(first ? [serialize.parse({ name, text }), ...run] : run),
            );
            parsed = true;
            return parse.parseResults(messages, parsersFor(pg, options?.parsers), {
              ...options,
              parsers: undefined,
            })[0] as Results<T>;
          } catch (err) {
            // Parsed but not run (a bad parameter): forget it, so the next call parses again.
            if (first) {
              await pg
                .execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]))
                .catch(() => {});
            }
            throw err;
          }
        }),
      );
    },
  };
}

// PGlite's result parser copies all of its type parsers (hundreds) into a new object on every
// query that brings parsers of its own, as drizzle's always do: a quarter of a leaderboard
// read's CPU. Merged once per parsers object here (drizzle's are constant per statement).
const merged = new WeakMap<object, Record<number, unknown>>();
function parsersFor(pg: PGlite, own: QueryOptions['parsers']) {
  if (!own) return pg.parsers;
  let parsers = merged.get(own);
  if (!parsers) {
    parsers = { ...pg.parsers, ...own };
    merged.set(own, parsers);
  }
  return parsers as PGlite['parsers'];
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string')
    return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  throw new TypeError(`a named statement takes numbers, strings and booleans, not ${typeof value}`);
}

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
