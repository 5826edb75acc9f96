import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client';
import { namedStatement } from './prepared';

let database: Database;
beforeAll(async () => {
  database = await openPglite(undefined);
  await database.db.execute(sql`create table named_t (id int primary key, n int not null)`);
  await database.db.execute(sql`insert into named_t values (1, 10), (2, 20), (3, 30)`);
});
afterAll(() => database.close());

// Writes one statement at a time, returning what it wrote: the shape of the award.
const bump = namedStatement<{ id: number; n: number }>(
  'bump_named_t',
  'update named_t set n = n + $2::int where id = any($1::int[]) returning id, n',
);

describe('a named statement written as SQL', () => {
  it('takes a list of any length as one array parameter, the same statement every time', async () => {
    const run = bump(database.db);
    expect(await run(['{1,3}', 5])).toEqual(
      expect.arrayContaining([
        { id: 1, n: 15 },
        { id: 3, n: 35 },
      ]),
    );
    expect(await run(['{2}', 1])).toEqual([{ id: 2, n: 21 }]);
    expect(await run(['{}', 1])).toEqual([]);
    expect(bump(database.db)).toBe(run);
  });

  it('fails the call and leaves the rows as they were on a bad parameter', async () => {
    await expect(bump(database.db)(['{1,x}', 1])).rejects.toThrow(/invalid input syntax/);
    const rows = await database.db.execute(sql`select id, n from named_t order by id`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { id: 1, n: 15 },
      { id: 2, n: 21 },
      { id: 3, n: 35 },
    ]);
  });
});
