// The roster-import budget (docs/architecture.md#budgets): a 1,000-row CSV import (POST /api/students/import,
// the body the dialog sends) under 2 s on PGlite. Part of `npm run bench`; on its own, on a fresh
// PGlite with one teacher: `npx tsx bench/roster-import.ts`.
import { pathToFileURL } from 'node:url';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions';
import type { Database } from '../src/server/db/client';
import { studentNames } from '../src/server/modules/classes/student-names';
import { createTeacher } from '../src/server/seed/factories';
import { startInProcessApp } from './in-process-app';

export const ROSTER_IMPORT_ROWS = 1000;
export const ROSTER_IMPORT_BUDGET_MS = 2000;

/** The rows of a year group: 1,000 students over 8 classes, half with an email. */
export function rosterRows(tag: string) {
  return studentNames(ROSTER_IMPORT_ROWS, 17).map((n, i) => ({
    row: i + 2,
    firstName: n.firstName,
    lastName: `${n.lastName}-${i}`,
    email: i % 2 === 0 ? `student${i}.${tag}@school.example` : undefined,
    className: `Import ${tag} ${1 + (i % 8)}`,
  }));
}

/** Imports 1,000 rows as a new teacher through HTTP; the time of the call in ms. */
export async function measureRosterImport(
  address: string,
  database: Database,
): Promise<{ ms: number; ok: boolean }> {
  const teacher = await createTeacher(database.db);
  const { token } = await createSession(database.db, { kind: 'teacher', id: teacher.id });
  return importRosterAs(address, `${SESSION_COOKIE}=${token}`, String(teacher.id));
}

/** Imports 1,000 rows (class names tagged with `tag`) as the teacher of `cookie`; the time in ms. */
export async function importRosterAs(address: string, cookie: string, tag: string) {
  const body = JSON.stringify({ students: rosterRows(tag) });
  const started = performance.now();
  const res = await fetch(`${address}/api/students/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  return {
    ms,
    ok: res.status === 201 && ms <= ROSTER_IMPORT_BUDGET_MS,
    failure: res.status === 201 ? undefined : `${res.status} ${text.slice(0, 200)}`,
  };
}

export const describeImport = (r: { ms: number; ok: boolean }) =>
  `${r.ok ? 'PASS' : 'FAIL'}  roster import of ${ROSTER_IMPORT_ROWS} rows: ${r.ms.toFixed(0)} ms (budget ${ROSTER_IMPORT_BUDGET_MS} ms)`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { database, address, close } = await startInProcessApp();
  await measureRosterImport(address, database); // warm-up
  const r = await measureRosterImport(address, database);
  console.log(describeImport(r));
  await close();
  process.exit(r.ok ? 0 : 1);
}
