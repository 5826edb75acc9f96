import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatementClient } from './pglite-named';

let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`create table t (id int primary key, name text, at timestamptz);
    insert into t values (1, 'Ava', '2026-01-02T03:04:05Z'), (2, 'Noah', null), (3, 'Mia', null);`);
});
afterAll(() => pg.close());

const text = 'select id, name, at from t where id >= $1 order by id limit $2';

describe('a named statement on PGlite', () => {
  it('answers exactly what PGlite.query answers, run after run', async () => {
    const named = namedStatementClient(pg, 'rows_from');
    for (const [from, limit] of [
      [1, 10],
      [2, 1],
      [4, 5],
    ]) {
      const plain = await pg.query(text, [from, limit], { rowMode: 'array' });
      const ours = await named.query(text, [from, limit], { rowMode: 'array' });
      expect(ours.rows).toEqual(plain.rows);
      expect(ours.fields).toEqual(plain.fields);
    }
  });

  it('is parsed once: a second client of the same name on the same database is refused', async () => {
    await namedStatementClient(pg, 'once').query('select 1', []);
    await expect(namedStatementClient(pg, 'once').query('select 1', [])).rejects.toThrow(/already exists/);
  });

  it('recovers from a bad first run: the statement is parsed again on the next call', async () => {
    const named = namedStatementClient(pg, 'recovers');
    await expect(named.query(text, ['not a number', 1])).rejects.toThrow(/invalid input syntax/);
    await expect(named.query(text, [{}, 1])).rejects.toThrow(/numbers, strings and booleans/);
    expect((await named.query<{ id: number }>(text, [3, 1])).rows).toEqual([
      { id: 3, name: 'Mia', at: null },
    ]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    const named = namedStatementClient(pg, 'after_tx');
    let entered!: () => void;
    let release!: () => void;
    const inTransaction = new Promise<void>((r) => {
      entered = r;
    });
    const tx = pg.transaction(async (t) => {
      await t.query(`update t set name = 'Ava B' where id = 1`);
      entered();
      await new Promise<void>((r) => {
        release = r;
      });
      await t.rollback();
    });
    await inTransaction;
    const read = named.query<{ name: string }>(text, [1, 1]);
    release();
    await tx;
    expect((await read).rows[0].name).toBe('Ava');
  });
});
