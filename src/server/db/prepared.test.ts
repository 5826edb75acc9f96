import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { prepared } from './prepared';

// The hot reads rely on drizzle running a prepared query through its client's `query` (the
// named statement of pglite-named.ts): an upgrade of drizzle-orm that stops doing so would
// quietly parse and plan every read again. These fail then.
const pupils = pgTable('pupils', { id: integer('id').primaryKey(), name: text('name').notNull() });

let pg: PGlite;
let db: Db;
beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`create table pupils (id int primary key, name text not null);
    insert into pupils values (1, 'Ava'), (2, 'Noah');`);
  db = drizzle({ client: pg }) as unknown as Db;
});
afterAll(() => pg.close());

const byId = prepared('pupil_by_id', (d: Db) =>
  d
    .select()
    .from(pupils)
    .where(eq(pupils.id, sql.placeholder('id'))),
);
const namedStatements = async () =>
  (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (r) => r.name,
  );

describe('prepared statements on PGlite', () => {
  it('run as a named statement, parsed once, with the answers of the plain query', async () => {
    expect(await namedStatements()).toEqual([]);
    expect(await byId(db).execute({ id: 2 })).toEqual([{ id: 2, name: 'Noah' }]);
    expect(await namedStatements()).toEqual(['pupil_by_id_default']);
    expect(await byId(db).execute({ id: 1 })).toEqual([{ id: 1, name: 'Ava' }]);
    expect(await byId(db).execute({ id: 3 })).toEqual([]);
    expect(await namedStatements()).toEqual(['pupil_by_id_default']);
  });

  it('are built once per database and shape', () => {
    expect(byId(db)).toBe(byId(db));
  });
});
