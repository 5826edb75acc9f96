import pg from 'pg';
import type { TestContext } from './test-app';

// Tests of long writes need to act at one statement of a request: hold it while the test looks
// at what others see, or make it fail as the database would. `onStatements` runs `hook` with the
// SQL text of every statement the app sends, on either lane (PostgreSQL: every client of the
// pool, transactions included; PGlite: its query and each transaction's), before the statement
// is sent. The hook may throw (the statement fails with that error) or return a promise (the
// statement waits for it). The returned function puts the drivers back.

export type StatementHook = (text: string) => void | Promise<void>;

type Query = (...args: unknown[]) => unknown;

function hooked(original: Query, hook: StatementHook): Query {
  return function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | null)?.text ?? '');
    // node-postgres' pool calls a client's query with a callback; drizzle's transactions without.
    const last = args.at(-1);
    const callback = typeof last === 'function' ? (last as (err: unknown) => void) : undefined;
    const fail = (err: unknown) => {
      if (!callback) return Promise.reject(err);
      callback(err);
      return undefined;
    };
    let waiting: void | Promise<void>;
    try {
      waiting = hook(text);
    } catch (err) {
      return fail(err);
    }
    if (!waiting) return original.apply(this, args);
    const sent = waiting.then(() => original.apply(this, args));
    if (!callback) return sent;
    sent.catch(callback);
    return undefined;
  };
}

export function onStatements(t: TestContext, hook: StatementHook): () => void {
  if (t.database.pool) {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = hooked(original as Query, hook) as never;
    return () => {
      pg.Client.prototype.query = original;
    };
  }
  const client = (
    t.database.db as unknown as { $client: { query: Query; transaction: (...a: unknown[]) => unknown } }
  ).$client;
  const { query, transaction } = client;
  client.query = hooked(query, hook);
  client.transaction = function (this: unknown, ...[callback]: unknown[]) {
    return transaction.call(this, (tx: { query: Query }) => {
      tx.query = hooked(tx.query, hook);
      return (callback as (tx: unknown) => unknown)(tx);
    });
  };
  return () => {
    client.query = query;
    client.transaction = transaction;
  };
}

/** A hook that holds the `n`th statement matching `pattern` until released. */
export function holdAt(pattern: RegExp, n: number) {
  let seen = 0;
  let release = () => {};
  let reached = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => (reached = resolve));
  const hook: StatementHook = (text) => {
    if (!pattern.test(text) || ++seen !== n) return;
    reached();
    return gate;
  };
  return { hook, held, release };
}

/** A hook that makes the `n`th statement matching `pattern` fail, as a refused statement would. */
export function failAt(pattern: RegExp, n: number): StatementHook {
  let seen = 0;
  return (text) => {
    if (pattern.test(text) && ++seen === n) throw new Error(`statement ${n} failed on purpose (test)`);
  };
}
