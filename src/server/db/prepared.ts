import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from './client';
import { namedStatementClient } from './pglite-named';
import * as schema from './schema';

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
      statement = build(onNamedStatement(db, statementName), shape).prepare(statementName);
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
      const client = pgliteOf(db);
      if (client) {
        const statement = namedStatementClient(client, name);
        run = async (params) => (await statement.query<R>(text, params)).rows;
      } else {
        const pool = (db as unknown as { $client: PoolLike }).$client;
        run = async (values) => (await pool.query({ name, text, values })).rows as R[];
      }
      byDb.set(db, run);
    }
    return run;
  };
}

/**
 * drizzle's PGlite driver ignores a prepared query's name and would parse and plan on every
 * call, so on PGlite the statement is built on a drizzle of its own, through drizzle's public
 * `drizzle({ client })`, whose client is a named statement with PGlite's `query` signature
 * (docs/decisions/0065-named-statements-through-drizzles-constructor.md). PostgreSQL's driver
 * sends the name itself. `prepared.test.ts` fails if a drizzle upgrade stops running prepared
 * queries through the client's `query`.
 */
function onNamedStatement(db: Db, statementName: string): Db {
  const client = pgliteOf(db);
  if (!client) return db;
  const named = namedStatementClient(client, statementName) as unknown as PGlite;
  return drizzle({ client: named, schema }) as unknown as Db;
}

/** The embedded database under `db`, or null on PostgreSQL (whose driver names statements itself). */
function pgliteOf(db: Db): PGlite | null {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof PGlite ? client : null;
}
