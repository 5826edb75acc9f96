// `npm run bench`: the performance budgets of ARCHITECTURE §7 on district-size data, on PGlite
// and (when reachable) on PostgreSQL. Prints p50/p99 per scenario and exits 1 over budget.
// Budgets live here, never in timed tests.
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { classes, students } from '../src/server/db/schema';
import { createPgBus } from '../src/server/realtime/bus';
import { generateDistrict } from './generate';
import { describeLiveUpdates, measureLiveUpdates } from './live-updates';
import { describeImport, measureRosterImport } from './roster-import';

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: (c: { classId: number }) => string;
  body?: (c: { studentIds: number[] }) => unknown;
  concurrency: number;
  /** Each client starts a request at most this often (docs/decisions/0011). */
  pacingMs: number;
  total: number;
  budgetP99: number;
  /** Read endpoints: also within 2x of the floor (raw SQL + empty route) for the same rows. */
  floor?: (c: { classId: number }) => ReturnType<typeof sql>;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'award a behaviour to a class of 30 (batch)',
    method: 'POST',
    path: () => '/api/behaviors/batch',
    body: ({ studentIds }) => ({ studentIds, type: 'Teamwork', points: 1, description: 'bench' }),
    concurrency: 20,
    pacingMs: 500,
    total: 1000,
    budgetP99: 20,
  },
  {
    name: 'dashboard student list with skills',
    method: 'GET',
    path: ({ classId }) => `/api/students?classId=${classId}`,
    concurrency: 10,
    pacingMs: 500,
    total: 1000,
    budgetP99: 15,
    floor: ({ classId }) =>
      sql`select s.*, coalesce((select json_agg(json_build_object('skillId', ss.skill_id, 'points', ss.points, 'skill', json_build_object('id', sk.id, 'name', sk.name, 'description', sk.description)) order by sk.id) from student_skills ss join skills sk on sk.id = ss.skill_id where ss.student_id = s.id), '[]') skills from students s where s.class_id = ${classId} order by last_name, first_name`,
  },
  {
    name: 'class averages',
    method: 'GET',
    path: () => '/api/leaderboard/classes',
    concurrency: 10,
    pacingMs: 500,
    total: 1000,
    budgetP99: 25,
  },
];

/** BENCH_PACING_MS overrides every scenario's pace, to explore (the budgets use the defaults). */
const pacingOf = (s: Scenario) => Number(process.env.BENCH_PACING_MS ?? s.pacingMs);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface LoadClient {
  url: string;
  cookie: string;
  body?: unknown;
}

function load(method: string, clients: LoadClient[], total: number, pacingMs: number) {
  return new Promise<{ latencies: number[]; failures: number; firstFailure?: string }>((resolve, reject) => {
    const w = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { method, clients, total, pacingMs },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<Database | null> {
  if (kind === 'pglite') return openPglite(undefined);
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch {
    console.log('PostgreSQL not reachable: skipping that lane');
    return null;
  }
  await admin.query('DROP DATABASE IF EXISTS rc_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE rc_bench');
  await admin.end();
  const target = new URL(url);
  target.pathname = '/rc_bench';
  return openPostgres(target.toString(), { max: 20 });
}

/**
 * The floor of a read: the same rows by raw SQL through the same driver, behind an empty
 * Fastify route, under the same load (one class per client, same pacing).
 */
async function floorLatency(database: Database, scenario: Scenario, classIds: number[]) {
  const floorSql = scenario.floor;
  if (!floorSql) return null;
  const floor = Fastify({ logger: false });
  floor.get<{ Querystring: { classId: string } }>('/floor', async (req) => {
    const r = await database.db.execute(floorSql({ classId: Number(req.query.classId) }));
    return (r as unknown as { rows: unknown[] }).rows;
  });
  const address = await floor.listen({ port: 0, host: '127.0.0.1' });
  const clients = classIds.map((classId) => ({ url: `${address}/floor?classId=${classId}`, cookie: '' }));
  await load('GET', clients, 100, pacingOf(scenario));
  const r = await load('GET', clients, scenario.total, pacingOf(scenario));
  await floor.close();
  return r.latencies.sort((a, b) => a - b);
}

async function runLane(kind: 'pglite' | 'postgres') {
  const database = await openBenchDatabase(kind);
  if (!database) return true;
  console.log(`\n=== ${kind} ===`);
  const t0 = Date.now();
  const counts = await generateDistrict(database.db);
  console.log(
    `generated ${counts.students} students, ${counts.behaviors} behaviour records in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  const bus = database.pool ? await createPgBus(database.pool, console) : undefined;
  const app = await buildApp({
    config: {
      dataDir: '.tmp/bench',
      mailFrom: 'bench@local',
      logLevel: 'silent',
      authRateLimit: 1e6,
      serveClient: false,
      secureCookies: false,
    },
    database,
    bus,
    logger: false,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const someClasses = await database.db.select().from(classes).limit(20);
  const clients = await Promise.all(
    someClasses.map(async (c) => {
      const { token } = await createSession(database.db, { kind: 'teacher', id: c.teacherId });
      const ids = (
        await database.db.select({ id: students.id }).from(students).where(eq(students.classId, c.id))
      ).map((s) => s.id);
      return { cookie: `${SESSION_COOKIE}=${token}`, classId: c.id, studentIds: ids };
    }),
  );
  let ok = true;
  for (const s of SCENARIOS) {
    const mine = clients.slice(0, s.concurrency);
    const perClient = mine.map((c) => ({
      url: `${address}${s.path(c)}`,
      cookie: c.cookie,
      body: s.body?.(c),
    }));
    const pacingMs = pacingOf(s);
    await load(s.method, perClient, 100, pacingMs); // warm-up
    const r = await load(s.method, perClient, s.total, pacingMs);
    const sorted = r.latencies.sort((a, b) => a - b);
    const p99 = pct(sorted, 99);
    const floor = await floorLatency(
      database,
      s,
      mine.map((c) => c.classId),
    );
    const floorP99 = floor ? pct(floor, 99) : null;
    const withinFloor = floorP99 === null || p99 <= 2 * floorP99;
    const pass = p99 <= s.budgetP99 && withinFloor && r.failures === 0;
    ok &&= pass;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  ${s.name}: p50 ${pct(sorted, 50).toFixed(1)} ms, p90 ${pct(sorted, 90).toFixed(1)} ms, p95 ${pct(sorted, 95).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (budget ${s.budgetP99} ms; ${s.concurrency} clients, one request each per ${pacingMs} ms)` +
        (floor
          ? `; floor p50 ${pct(floor, 50).toFixed(1)} ms, p99 ${floorP99?.toFixed(1)} ms (budget 2x)`
          : '') +
        (r.failures ? `; ${r.failures} failures: ${r.firstFailure}` : ''),
    );
  }
  const live = await measureLiveUpdates(address, database);
  ok &&= live.ok;
  console.log(describeLiveUpdates(live));
  if (kind === 'pglite') {
    const imported = await measureRosterImport(address, database);
    ok &&= imported.ok;
    console.log(describeImport(imported));
  }
  await app.close();
  await database.close();
  return ok;
}

const lanes = (process.env.BENCH_LANES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
let allOk = true;
for (const lane of lanes) allOk = (await runLane(lane)) && allOk;
console.log(allOk ? '\nall budgets met' : '\nsome budgets missed');
process.exit(allOk ? 0 : 1);
