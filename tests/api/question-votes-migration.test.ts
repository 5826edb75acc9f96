// The migration that gives each vote to the account that cast it (decision 0050) keeps every vote
// cast before it counted, and gives a vote to its voter only where its name says who that was
// beyond doubt. Run on PGlite: the database as the migration before it left it, with votes,
// then this migration.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/client';

const TAG = 'question_votes_by_voter';
const before = mkdtempSync(path.join(tmpdir(), 'rc-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was before this migration: the journal stops short of it. */
function folderBefore() {
  cpSync(migrationsFolder, before, { recursive: true });
  const file = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith(TAG));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(file, JSON.stringify(journal));
  return before;
}

it('keeps every vote counted and gives each to its voter only where the name is certain', {
  timeout: 60_000,
}, async () => {
  const client = new PGlite();
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderBefore() });
    const one = async <T>(sql: string, params: unknown[] = []) =>
      (await client.query<T>(sql, params)).rows[0];
    const { id: teacher } = await one<{ id: number }>(
      "insert into teachers (name, email, password_hash) values ('Ms. Okafor', 'okafor@school.edu', 'x') returning id",
    );
    const { id: klass } = await one<{ id: number }>(
      "insert into classes (name, class_code, teacher_id) values ('Room 7', 'ROOM07', $1) returning id",
      [teacher],
    );
    const student = async (first: string, last: string, nickname: string | null) =>
      (
        await one<{ id: number }>(
          'insert into students (class_id, first_name, last_name, nickname) values ($1, $2, $3, $4) returning id',
          [klass, first, last, nickname],
        )
      ).id;
    const ada = await student('Ada', 'Byron', 'Countess');
    const mo = await student('Mo', 'Reyes', null);
    await student('Sam', 'Lee', null);
    await student('Sam', 'Lee', null);
    const { id: question } = await one<{ id: number }>(
      "insert into questions (class_id, content, author_name, votes_count) values ($1, 'Why?', 'Mo Reyes', 6) returning id",
      [klass],
    );
    for (const name of ['Countess', 'Mo Reyes', 'Sam Lee', 'Ms. Okafor', 'Made Up', 'Ada Byron']) {
      await client.query('insert into question_votes (question_id, voter_name) values ($1, $2)', [
        question,
        name,
      ]);
    }

    await migrate(db, { migrationsFolder });

    const votes = await client.query<{
      voter_name: string;
      voter_student_id: number | null;
      voter_teacher_id: number | null;
    }>('select voter_name, voter_student_id, voter_teacher_id from question_votes order by id');
    expect(votes.rows.map((v) => [v.voter_name, v.voter_student_id, v.voter_teacher_id])).toEqual([
      ['Countess', ada, null], // Ada's nickname: hers
      ['Mo Reyes', mo, null],
      ['Sam Lee', null, null], // two students go by it: no one's
      ['Ms. Okafor', null, teacher],
      ['Made Up', null, null], // a name the teacher wrote, or someone renamed since
      ['Ada Byron', null, null], // not the name Ada posts under (her nickname is)
    ]);
    expect((await one<{ votes_count: number }>('select votes_count from questions')).votes_count).toBe(6);
    // From here Ada's vote is hers: a second one is refused by the database.
    await expect(
      client.query(
        'insert into question_votes (question_id, voter_name, voter_student_id) values ($1, $2, $3)',
        [question, 'Countess', ada],
      ),
    ).rejects.toThrow(/question_votes_unique_student/);
  } finally {
    await client.close();
  }
});
