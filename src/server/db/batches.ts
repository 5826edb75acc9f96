import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { yieldToOthers } from '../http/long-writes';
import type { Db, Tx } from './client';

// Long writes (a restore, a roster import) insert many rows of one table. One multi-row statement
// per batch instead of one per row; between batches a turn of the event loop, because PGlite
// answers through microtasks and statements issued back to back would otherwise keep every
// other connection waiting until the last one (docs/decisions/0039, 0045).

/** Rows per statement: well under PostgreSQL's 65,535 parameters for the widest table written. */
export const BATCH_ROWS = 500;

/** Inserts `rows` in batches; the ids of the new rows in the order of `rows`. */
export async function insertBatched<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: T['$inferInsert'][],
  opts: { returnIds: boolean } = { returnIds: false },
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    if (i > 0) await yieldToOthers();
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's insert is typed per table; the rows match `table`.
    const insert = (db as any).insert(table).values(rows.slice(i, i + BATCH_ROWS));
    if (!opts.returnIds) {
      await insert;
      continue;
    }
    // A multi-row INSERT … RETURNING answers in the order of its VALUES.
    // biome-ignore lint/suspicious/noExplicitAny: every table written this way has a serial `id`.
    const returned: { id: number }[] = await insert.returning({ id: (table as any).id });
    for (const r of returned) ids.push(r.id);
  }
  return ids;
}

/**
 * Inserts `rows` in batches and answers the `columns` of every new row, in the order of `rows`
 * (a multi-row INSERT … RETURNING answers in the order of its VALUES).
 */
export async function insertBatchedReturning<T extends PgTable, C extends SelectedFields>(
  db: Db | Tx,
  table: T,
  rows: T['$inferInsert'][],
  columns: C,
): Promise<SelectResultFields<C>[]> {
  const out: SelectResultFields<C>[] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    if (i > 0) await yieldToOthers();
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's insert is typed per table; the rows match `table`.
    const returned = await (db as any)
      .insert(table)
      .values(rows.slice(i, i + BATCH_ROWS))
      .returning(columns);
    for (const r of returned) out.push(r);
  }
  return out;
}
