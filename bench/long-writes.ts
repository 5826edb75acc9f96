// Reads during the largest restore and the largest roster import (docs/decisions/0045): another
// teacher's class roster and /api/health, read every 50 ms while one teacher restores the largest
// file the caps allow (src/shared/exports/limits.ts) or imports the largest roster (5,000 rows,
// 100 new classes; then 5,000 more rows into those 100 existing classes). Budget: every read under 1 s (max), both lanes. Part of `npm run bench`; alone:
//   npx tsx bench/long-writes.ts            (BENCH_LANES=pglite,postgres by default)
// The app runs in this process on the lane's database (a fresh in-memory PGlite, or a fresh
// PostgreSQL database on BENCH_DATABASE_URL's server); the reads come from a worker thread.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { exportDocumentOfSize, LARGEST_RESTORE } from '../src/server/seed/export-document';
import { createClassWithStudents, createTeacher } from '../src/server/seed/factories';
import { MAX_IMPORT_CLASSES, MAX_IMPORT_ROWS } from '../src/shared/roster/schemas';
import { startInProcessApp } from './in-process-app';
import type { Lane } from './lanes';
import { describeMachine, type Row, renderTable } from './report';

export const LONG_WRITE_READ_BUDGET_MS = 1000;
const PACING_MS = 50;
const BENCH_DB = 'remote_chalk_long_writes';

async function openLane(lane: Lane): Promise<{ database: Database; drop(): Promise<void> }> {
  if (lane === 'pglite') {
    const database = await openPglite(undefined);
    return { database, drop: async () => {} };
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DB}`;
  const database = await openPostgres(url.toString());
  return {
    database,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const cookieOf = async (database: Database, id: number) =>
  `${SESSION_COOKIE}=${(await createSession(database.db, { kind: 'teacher', id })).token}`;

/** The largest roster the caps allow; `tag` keeps two files' students apart (none is skipped). */
function largestRoster(tag = '') {
  return {
    students: Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => ({
      row: i + 2,
      firstName: `Pupil${i}${tag}`,
      lastName: `Family${i}`,
      email: i % 2 === 0 ? `pupil${i}${tag}@school.example` : undefined,
      className: `Year group ${1 + (i % MAX_IMPORT_CLASSES)}`,
    })),
  };
}

const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const figures = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { n: sorted.length, p99: at(sorted, 99), max: sorted.at(-1) ?? 0 };
};

/** Runs `write` while the worker reads; the reads' figures and the write's time and status. */
async function duringWrite(origin: string, targets: object[], write: () => Promise<Response>) {
  const worker = new Worker(new URL('./probe-worker.mjs', import.meta.url), {
    workerData: { origin, targets, pacingMs: PACING_MS },
  });
  const done = new Promise<{ latencies: Record<string, number[]>; failures: number; firstFailure?: string }>(
    (resolve, reject) => {
      worker.on('message', (m) => m.type === 'done' && resolve(m));
      worker.once('error', reject);
    },
  );
  await new Promise((r) => worker.once('message', r));
  await new Promise((r) => setTimeout(r, 300)); // reads already flowing before the write starts
  const t0 = performance.now();
  const res = await write();
  const body = await res.text();
  const ms = performance.now() - t0;
  worker.postMessage('stop');
  const reads = await done;
  await worker.terminate();
  return { ms, status: res.status, body, reads };
}

export async function runLongWrites(lane: Lane): Promise<Row[]> {
  const { database, drop } = await openLane(lane);
  const { address, close } = await startInProcessApp({ longWritesPerMinute: 1000 }, database);
  try {
    const writer = await createTeacher(database.db);
    const reader = await createTeacher(database.db);
    const { klass } = await createClassWithStudents(database.db, reader.id, 30);
    const targets = [
      {
        name: 'roster',
        path: `/api/students?classId=${klass.id}`,
        cookie: await cookieOf(database, reader.id),
      },
      { name: 'health', path: '/api/health' },
    ];
    const cookie = await cookieOf(database, writer.id);
    const post = (path: string, body: string) => () =>
      fetch(`${address}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body,
      });
    const restoreBody = JSON.stringify(exportDocumentOfSize(LARGEST_RESTORE));
    const writes = [
      {
        what: `largest restore (${(restoreBody.length / 1e6).toFixed(1)} MB: every cap of src/shared/exports/limits.ts)`,
        run: post('/api/import/full', restoreBody),
      },
      {
        what: `largest roster import (${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows, ${MAX_IMPORT_CLASSES} new classes)`,
        run: post('/api/students/import', JSON.stringify(largestRoster())),
      },
      {
        // After the row above the writer has those 100 classes: every student of this file goes
        // into an existing class, through the stand-in classes and the hand-over's UPDATE
        // (docs/decisions/0055-roster-import-behind-a-staging-account.md).
        what: `largest roster import into existing classes (${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows into ${MAX_IMPORT_CLASSES} classes of the teacher)`,
        run: post('/api/students/import', JSON.stringify(largestRoster('b'))),
      },
    ];
    const rows: Row[] = [];
    for (const w of writes) {
      const load = os.loadavg()[0];
      const r = await duringWrite(address, targets, w.run);
      const roster = figures(r.reads.latencies.roster);
      const health = figures(r.reads.latencies.health);
      const ok =
        r.status === 201 &&
        r.reads.failures === 0 &&
        Math.max(roster.max, health.max) < LONG_WRITE_READ_BUDGET_MS;
      const result =
        `${r.status === 201 ? `done in ${(r.ms / 1000).toFixed(1)} s` : `FAILED ${r.status} ${r.body.slice(0, 120)}`}; ` +
        `roster read p99 ${roster.p99.toFixed(0)} ms, max ${roster.max.toFixed(0)} ms (${roster.n}); ` +
        `/api/health p99 ${health.p99.toFixed(0)} ms, max ${health.max.toFixed(0)} ms (${health.n})` +
        (r.reads.failures ? `; ${r.reads.failures} reads failed: ${r.reads.firstFailure}` : '') +
        ` (machine load ${load.toFixed(1)} on ${os.cpus().length} cores)`;
      console.log(`${ok ? 'PASS' : 'FAIL'}  [${lane}] reads during the ${w.what}: ${result}`);
      rows.push({
        lane,
        scenario: `reads during the ${w.what}`,
        result,
        budget: `every read < ${LONG_WRITE_READ_BUDGET_MS} ms`,
        ok,
      });
    }
    return rows;
  } finally {
    await close();
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Alone: BENCH_REPEAT runs of each lane (2 by default, to show the spread), written to
  // bench/results/<date>-long-writes.md.
  const lanes = (process.env.BENCH_LANES ?? 'pglite,postgres').split(',').map((l) => l.trim()) as Lane[];
  const repeat = Number(process.env.BENCH_REPEAT ?? 2);
  const rows: Row[] = [];
  for (let run = 1; run <= repeat; run++) {
    for (const lane of lanes) {
      for (const r of await runLongWrites(lane)) rows.push({ ...r, scenario: `run ${run}: ${r.scenario}` });
    }
  }
  const ok = rows.every((r) => r.ok);
  const date = new Date().toISOString().slice(0, 10);
  const file = `bench/results/${date}-long-writes.md`;
  writeFileSync(
    file,
    `# Bench ${date}: reads during the largest restore and roster import\n\n` +
      `\`npx tsx bench/long-writes.ts\` (BENCH_REPEAT=${repeat}, lanes ${lanes.join(', ')}). App in the bench process ` +
      `on a fresh database of the lane; a worker thread reads another teacher's class roster and /api/health ` +
      `every ${PACING_MS} ms each, latency from the intended send time. See ` +
      `docs/decisions/0045-restore-in-batches-behind-a-staging-account.md.\n\n## Machine\n\n${describeMachine()}\n\n` +
      `## Results\n\n${renderTable(rows)}\n\n${ok ? 'All budgets met.' : 'Some budgets missed: see FAIL rows.'}\n`,
  );
  try {
    execSync(`npx biome format --write ${file}`, { stdio: 'ignore' });
  } catch {}
  console.log(`written to ${file}`);
  process.exit(ok ? 0 : 1);
}
