import { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';
import { namedStatementClient } from './pglite-named';

interface Preparable<P> {
  prepare(name: string): P;
}

/**
 * Statements built once per database (and per shape) and reused: the hot reads skip drizzle's
 * query building on every request, and the database parses and plans a named statement once
 * (per connection on PostgreSQL, once on PGlite) instead of on every request
 * (docs/decisions/0041-prepared-reads.md).
 *
 * `build` returns the query (without `.prepare`); its statement is named `<name>_<shape>`. Only
 * for statements on the database itself, not inside a transaction.
 */
export function prepared<P, Shape extends string = 'default'>(
  name: string,
  build: (db: Db, shape: Shape) => Preparable<P>,
): (db: Db, shape?: Shape) => P {
  const byDb = new WeakMap<Db, Map<Shape, P>>();
  return (db, shape = 'default' as Shape) => {
    let statements = byDb.get(db);
    if (!statements) {
      statements = new Map();
      byDb.set(db, statements);
    }
    let statement = statements.get(shape);
    if (!statement) {
      const statementName = `${name}_${shape}`;
      statement = build(db, shape).prepare(statementName);
      // drizzle's PGlite driver ignores the name and would parse and plan on every call: its
      // prepared query talks to PGlite through `client`, which becomes a named statement.
      const client = (db as unknown as { $client: unknown }).$client;
      if (client instanceof PGlite) {
        (statement as unknown as { client: unknown }).client = namedStatementClient(client, statementName);
      }
      statements.set(shape, statement);
    }
    return statement;
  };
}

interface PoolLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * A statement written as SQL text ($1, $2, …) and run by name: parsed and planned once per
 * connection on PostgreSQL, once on PGlite, and sent to PGlite in one call instead of five
 * (docs/decisions/0041, 0058). For a hot write that is one statement (its own transaction) and
 * whose parameters are numbers, strings, booleans or array literals (`'{1,2,3}'` with a cast):
 * a list of any length stays one shape, so one plan. Only on the database itself, never inside
 * a transaction.
 */
export function namedStatement<R>(
  name: string,
  text: string,
): (db: Db) => (params: unknown[]) => Promise<R[]> {
  const byDb = new WeakMap<Db, (params: unknown[]) => Promise<R[]>>();
  return (db) => {
    let run = byDb.get(db);
    if (!run) {
      const client = (db as unknown as { $client: unknown }).$client;
      if (client instanceof PGlite) {
        const statement = namedStatementClient(client, name);
        run = async (params) => (await statement.query<R>(text, params)).rows;
      } else {
        const pool = client as PoolLike;
        run = async (values) => (await pool.query({ name, text, values })).rows as R[];
      }
      byDb.set(db, run);
    }
    return run;
  };
}
