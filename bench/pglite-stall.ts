// How responsive the server stays on embedded PGlite while one slow query runs
// (decision 0039). PGlite runs in the server's own thread: while it executes a statement, the
// event loop waits, so every other request — even one that never touches the database — waits
// too. Measured, not budgeted: `npx tsx bench/pglite-stall.ts`.
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions';
import { createClassWithStudents, createTeacher } from '../src/server/seed/factories';
import { startInProcessApp } from './in-process-app';

const CLIENTS = 4;
const PACING_MS = 20;
const TOTAL = 80;

function load(clients: { url: string; cookie: string }[]) {
  return new Promise<{ latencies: number[]; failures: number }>((resolve, reject) => {
    const w = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { method: 'GET', clients, total: TOTAL, pacingMs: PACING_MS },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return `p50 ${at(50).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`;
};

const { database, app, address } = await startInProcessApp();
const db = database.db;
const teacher = await createTeacher(db);
const { klass } = await createClassWithStudents(db, teacher.id, 30);
const { token } = await createSession(db, { kind: 'teacher', id: teacher.id });
const cookie = `${SESSION_COOKIE}=${token}`;

/** A statement that keeps PGlite busy for a while: a report over a large table, say. */
const slow = () => db.execute(sql`select count(*) from generate_series(1, 150000) g where g % 7 = 3`);
const t0 = performance.now();
await slow();
const slowMs = performance.now() - t0;

const reads = {
  'no database (GET /api/auth/me signed out)': { url: `${address}/api/auth/me`, cookie: '' },
  'one query (class roster, session cached)': { url: `${address}/api/students?classId=${klass.id}`, cookie },
};
console.log(`one slow statement alone: ${slowMs.toFixed(0)} ms`);
for (const [name, client] of Object.entries(reads)) {
  const quiet = await load(Array.from({ length: CLIENTS }, () => client));
  let running = true;
  // Between statements, a turn of the event loop (as when slow statements come from other
  // requests). Without it the loop never reaches its I/O phase: PGlite answers through
  // microtasks, so back-to-back statements starve every connection until they stop.
  const busy = (async () => {
    while (running) {
      await slow();
      await new Promise((r) => setImmediate(r));
    }
  })();
  const stalled = await load(Array.from({ length: CLIENTS }, () => client));
  running = false;
  await busy;
  console.log(
    `${name}: quiet ${summary(quiet.latencies)}; with slow statements running ${summary(stalled.latencies)}`,
  );
}
await app.close();
await database.close();
process.exit(0);
