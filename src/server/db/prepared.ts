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
