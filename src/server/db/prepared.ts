import type { Db } from './client';

/**
 * Statements built once per database (and per shape) and reused: the hot reads skip drizzle's
 * query building on every request, and on PostgreSQL a named statement is parsed and planned
 * once per connection instead of on every request (docs/decisions/0041-prepared-reads.md).
 *
 * `build` must call `.prepare(name)` with a name unique to the statement and the shape (one
 * connection holds every name). Only for statements on the database itself: a transaction
 * runs its statements on a connection of its own.
 */
export function prepared<T, Shape extends string = 'default'>(
  build: (db: Db, shape: Shape) => T,
): (db: Db, shape?: Shape) => T {
  const byDb = new WeakMap<Db, Map<Shape, T>>();
  return (db, shape = 'default' as Shape) => {
    let statements = byDb.get(db);
    if (!statements) {
      statements = new Map();
      byDb.set(db, statements);
    }
    let statement = statements.get(shape);
    if (!statement) {
      statement = build(db, shape);
      statements.set(shape, statement);
    }
    return statement;
  };
}
