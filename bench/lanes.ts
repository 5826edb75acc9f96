// One lane of `npm run bench` (docs/decisions/0040): the district on persisted PGlite or on a
// PostgreSQL bench database, the floor process measured first, then the app process (the
// production build, request logging at info to a file) under closed-loop and paced load.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/server/db/client';
import {
  AWARD_COST_FILE,
  AWARD_REGRESSION,
  AWARD_SIZE,
  awardTargets,
  measureAwardCost,
  nextBaseline,
  readBaseline,
  writeBaseline,
  writeTerm,
} from './capacity';
import {
  benchToken,
  DATASET_VERSION,
  type DistrictSize,
  type DistrictTargets,
  generateDistrict,
  readTargets,
} from './generate';
import { type LoadResult, type LoadTarget, runLoad } from './load';
import { memoryMapOf, rssMiBOf, type ServerProcess, startServer, track } from './procs';
import { READS as ALL_READS, ROSTER_READ, shuffled } from './reads';
import { cpuModel, type Row } from './report';
import { importRosterAs, ROSTER_IMPORT_BUDGET_MS, ROSTER_IMPORT_ROWS } from './roster-import';
import { measureStreams, STREAM_DELIVERY_P99_MS, STREAMS_TOTAL } from './streams';

export type Lane = 'pglite' | 'postgres';

export interface LaneSettings {
  size: DistrictSize;
  /** Budgets are judged (full scale) or only reported (smoke runs). */
  judged: boolean;
  /** Multiplies every phase's duration (1 at full scale). */
  time: number;
}

/** The budgets every lane must meet (docs/architecture.md#budgets). */
export const BUDGETS = {
  floorRatio: 2,
  rosterRate: { postgres: 1500, pglite: 700 } as Record<Lane, number>,
  awardP99Ms: 20,
  peakMiB: { postgres: 250, pglite: 400 } as Record<Lane, number>,
  streamDeliveryP99Ms: STREAM_DELIVERY_P99_MS,
};

/**
 * Parts of `npm run bench` to run (BENCH_PARTS, comma-separated; all by default): in each lane
 * reads, awards, mixed, import, award-cost, streams, term; then long-writes, live-updates,
 * offline (bench/offline.ts) and initial-js. BENCH_READS narrows the reads to some keys (e.g. student,roster). BENCH_RUNS: runs
 * of each budgeted capacity row, the worst judged (3).
 */
const PARTS = new Set(
  (
    process.env.BENCH_PARTS ??
    'reads,awards,mixed,import,award-cost,streams,term,long-writes,live-updates,offline,initial-js'
  )
    .split(',')
    .map((p) => p.trim()),
);
export const runsPart = (name: string) => PARTS.has(name);
const READS = process.env.BENCH_READS
  ? ALL_READS.filter((r) => (process.env.BENCH_READS ?? '').split(',').includes(r.key))
  : ALL_READS;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

const PORTS: Record<Lane, { app: number; floor: number }> = {
  pglite: { app: 3460, floor: 3461 },
  postgres: { app: 3462, floor: 3463 },
};
const BENCH_DB = 'remote_chalk_bench';
const TMP = path.resolve('.tmp/bench');

const migrationsKey = () => {
  const dir = 'src/server/db/migrations';
  const h = createHash('sha256');
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    h.update(f).update(readFileSync(path.join(dir, f)));
  return h.digest('hex').slice(0, 10);
};

interface Prepared {
  env: Record<string, string>;
  district: DistrictTargets;
  generatedIn: string;
  cleanup(): Promise<void>;
  pgVersion?: string;
}

/**
 * The generated PGlite data dir is cached under .tmp/bench/cache, keyed by the dataset version,
 * the size and the migrations; each run works on a fresh copy (the run writes awards and imports).
 */
async function preparePglite(size: DistrictSize): Promise<Prepared> {
  const key = `v${DATASET_VERSION}-t${size.teachers}-${migrationsKey()}`;
  const cacheDir = path.join(TMP, 'cache', `pglite-${key}`);
  const t0 = Date.now();
  let generatedIn: string;
  if (!existsSync(path.join(cacheDir, 'complete'))) {
    rmSync(cacheDir, { recursive: true, force: true });
    const database = await openPglite(path.join(cacheDir, 'pglite'));
    await generateDistrict(database.db, size);
    writeFileSync(path.join(cacheDir, 'targets.json'), JSON.stringify(await readTargets(database.db)));
    await database.close();
    writeFileSync(path.join(cacheDir, 'complete'), new Date().toISOString());
    generatedIn = `generated in ${((Date.now() - t0) / 1000).toFixed(1)} s (cached as ${path.relative(process.cwd(), cacheDir)})`;
  } else {
    generatedIn = `from cache ${path.relative(process.cwd(), cacheDir)}`;
  }
  const runDir = path.join(TMP, 'run-pglite');
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  cpSync(path.join(cacheDir, 'pglite'), path.join(runDir, 'pglite'), { recursive: true });
  return {
    env: { DATA_DIR: runDir },
    district: JSON.parse(readFileSync(path.join(cacheDir, 'targets.json'), 'utf8')),
    generatedIn,
    cleanup: async () => rmSync(runDir, { recursive: true, force: true }),
  };
}

/** A bench database of its own on the PostgreSQL server, created here and dropped after. */
async function preparePostgres(size: DistrictSize): Promise<Prepared> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`PostgreSQL lane cannot run: ${adminUrl} does not answer (${(err as Error).message})`);
  }
  const pgVersion = (await admin.query('show server_version')).rows[0].server_version as string;
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DB}`;
  const t0 = Date.now();
  const database = await openPostgres(url.toString());
  let district: DistrictTargets;
  try {
    await generateDistrict(database.db, size);
    district = await readTargets(database.db);
  } finally {
    await database.close();
  }
  const runDir = path.join(TMP, 'run-postgres');
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  return {
    env: { DATA_DIR: runDir, DATABASE_URL: url.toString() },
    district,
    generatedIn: `generated in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    pgVersion,
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`).catch(() => {});
      await admin.end();
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** The node arguments `npm start` runs the server with (its V8 flags count for memory). */
function startArgs(): string[] {
  const start: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
  const command = start.split('&&').at(-1)?.trim().split(/\s+/) ?? [];
  if (command[0] !== 'node' || command.at(-1) !== 'dist/server/main.js') {
    throw new Error(`bench: cannot read the server command from npm start: ${start}`);
  }
  return command.slice(1);
}

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
/** Every read's targets, interleaved: one list that touches every read in turn. */
const interleave = <T>(lists: T[][]): T[] => {
  const out: T[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const l of lists) if (i < l.length) out.push(l[i]);
  return out;
};
/** The worst of several runs: the most CPU per request, the fewest per second, the slowest p99. */
const worst = (runs: LoadResult[]): LoadResult => ({
  ...runs.reduce((a, b) => (b.cpuPerRequest > a.cpuPerRequest ? b : a)),
  rate: Math.min(...runs.map((x) => x.rate)),
  p99: Math.max(...runs.map((x) => x.p99)),
  failures: runs.reduce((n, x) => n + x.failures, 0),
  firstFailure: runs.find((x) => x.firstFailure)?.firstFailure,
});
const failureNote = (r: LoadResult) =>
  r.failures ? `; ${r.failures} FAILED requests, first: ${r.firstFailure}` : '';

export async function runLane(
  lane: Lane,
  s: LaneSettings,
  rows: Row[],
): Promise<{ pgVersion?: string; ok: boolean }> {
  const prepared = lane === 'pglite' ? await preparePglite(s.size) : await preparePostgres(s.size);
  const { district } = prepared;
  let ok = true;
  const add = (row: Omit<Row, 'lane'>) => {
    const judged = s.judged ? row.ok : row.ok === false ? false : undefined;
    rows.push({ lane, ...row, ok: judged });
    if (judged === false) ok = false;
    console.log(
      `${judged === undefined ? '    ' : judged ? 'PASS' : 'FAIL'}  [${lane}] ${row.scenario}: ${row.result}`,
    );
  };
  /** Failed requests fail the lane at any scale; budgets only at full scale. */
  const budget = (met: boolean, r?: LoadResult) => (r?.failures ? false : s.judged ? met : undefined);
  /** A row without a budget: FAIL only when requests failed, otherwise information. */
  const info = (r: LoadResult) => (r.failures ? false : undefined);
  const ms = (x: number) => Math.max(200, Math.round(x * s.time));
  const c = district.counts;
  add({
    scenario: 'dataset',
    result: `${c.teachers} teachers, ${c.classes} classes, ${c.students} students, ${c.behaviors} behaviour records; ${prepared.generatedIn}`,
  });

  const servers: ServerProcess[] = [];
  try {
    // ---- floors: the same rows through the same driver, no app around them ----
    const floor = track(
      await startServer({
        args: ['--import', 'tsx', 'bench/floor-server.ts'],
        env: prepared.env,
        port: PORTS[lane].floor,
        readyPath: '/floor/empty',
        logFile: path.join(TMP, 'logs', `floor-${lane}.log`),
      }),
    );
    servers.push(floor);
    const closed = (targets: LoadTarget[], server: ServerProcess, connections = 20) =>
      runLoad(server, { mode: 'closed', targets, connections, warmupMs: ms(2000), durationMs: ms(6000) });
    /**
     * A fresh process first compiles PGlite's WebAssembly to optimised code (on background
     * threads, counted in its CPU time) and fills its caches: every read runs for a while, unmeasured,
     * before the first measured phase.
     */
    const warmUp = (server: ServerProcess, targets: LoadTarget[]) =>
      runLoad(server, { mode: 'closed', targets, connections: 20, durationMs: ms(8000) });
    await warmUp(
      floor,
      interleave(READS.map((r) => r.targets(district).map((t) => ({ path: t.floorPath })))),
    );
    const empty = await closed([{ path: '/floor/empty' }], floor);
    add({
      scenario: 'floor: empty Fastify route (closed loop, 20 connections)',
      result: `${f0(empty.rate)} req/s, server CPU ${f0(empty.cpuPerRequest)} µs/req${failureNote(empty)}`,
      ok: info(empty),
    });
    const floors = new Map<string, LoadResult>();
    for (const read of READS) {
      floors.set(
        read.key,
        await closed(
          read.targets(district).map((t) => ({ path: t.floorPath })),
          floor,
        ),
      );
    }
    await floor.stop();

    // ---- the app: production build, request log at info to a file ----
    const app = track(
      await startServer({
        args: startArgs(),
        env: {
          ...prepared.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          AUTH_RATE_LIMIT: '1000000',
        },
        port: PORTS[lane].app,
        readyPath: '/api/health',
        logFile: path.join(TMP, 'logs', `app-${lane}.log`),
      }),
    );
    const startedMiB = app.peakMiB();
    servers.push(app);
    await warmUp(
      app,
      interleave(READS.map((r) => r.targets(district).map((t) => ({ path: t.path, cookie: t.cookie })))),
    );
    for (const read of READS) {
      if (!runsPart('reads')) break;
      const targets = read.targets(district).map((t) => ({ path: t.path, cookie: t.cookie }));
      // RUNS runs; the worst (most CPU per request, fewest requests per second) is judged.
      const all: LoadResult[] = [];
      for (let i = 0; i < RUNS; i++) all.push(await closed(targets, app));
      const r = worst(all);
      const fl = floors.get(read.key) as LoadResult;
      const ratio = r.cpuPerRequest / fl.cpuPerRequest;
      add({
        scenario: `${read.name}: capacity vs floor (closed loop, 20 connections, worst of ${RUNS})`,
        result: `app ${f0(r.rate)} req/s, ${f0(r.cpuPerRequest)} µs CPU/req (runs: ${all.map((x) => f0(x.cpuPerRequest)).join(', ')} µs); floor ${f0(fl.rate)} req/s, ${f0(fl.cpuPerRequest)} µs CPU/req; ratio ${ratio.toFixed(2)}x${failureNote(r)}${failureNote(fl)}`,
        budget: `CPU/req ≤ ${BUDGETS.floorRatio}x floor`,
        ok: budget(ratio <= BUDGETS.floorRatio, r.failures ? r : fl),
      });
      if (read.key === ROSTER_READ) {
        const need = BUDGETS.rosterRate[lane];
        add({
          scenario: `${read.name}: capacity (worst of ${RUNS})`,
          result: `${f0(r.rate)} req/s (runs: ${all.map((x) => f0(x.rate)).join(', ')}; p50 ${f1(r.p50)} ms, p99 ${f1(r.p99)} ms at saturation)`,
          budget: `≥ ${need} req/s`,
          ok: budget(r.rate >= need, r),
        });
      }
      const p = await runLoad(app, {
        mode: 'paced',
        targets,
        connections: 20,
        pacingMs: 200,
        warmupMs: ms(1000),
        durationMs: ms(10000),
      });
      add({
        scenario: `${read.name}: paced 100 req/s (20 clients, one request each per 200 ms)`,
        result: `p50 ${f1(p.p50)} ms, p99 ${f1(p.p99)} ms, max ${f1(p.max)} ms from the intended send time (${p.count} requests)${failureNote(p)}`,
        ok: info(p),
      });
    }

    // Where the peak was reached: VmHWM after each part of the lane.
    const peaks = [`start ${f0(startedMiB)}`, `reads ${f0(app.peakMiB())}`];

    // ---- award to a class of 30 (one batch call), paced: RUNS runs, the worst p99 judged ----
    if (runsPart('awards')) {
      const allAwards = awardTargets(shuffled(district.classes, 777), 30);
      const runs: LoadResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(
          await runLoad(app, {
            mode: 'paced',
            targets: allAwards,
            connections: 20,
            pacingMs: 500,
            warmupMs: ms(4000),
            durationMs: ms(20000),
          }),
        );
      }
      const award = worst(runs);
      add({
        scenario: `award to a class of 30 (POST /api/behaviors/batch), 20 paced clients, one each per 500 ms (worst of ${RUNS})`,
        result: `p50 ${f1(award.p50)} ms, p99 ${f1(award.p99)} ms (runs: ${runs.map((x) => f1(x.p99)).join(', ')}), max ${f1(award.max)} ms from the intended send time; ${f0(award.cpuPerRequest)} µs CPU/award (${award.count} awards)${failureNote(award)}`,
        budget: `p99 < ${BUDGETS.awardP99Ms} ms`,
        ok: budget(award.p99 < BUDGETS.awardP99Ms, award),
      });
      const awardCap = await closed(allAwards, app);
      add({
        scenario: 'award to a class of 30: capacity (closed loop, 20 connections)',
        result: `${f0(awardCap.rate)} awards/s, ${f0(awardCap.cpuPerRequest)} µs CPU/award, p99 ${f1(awardCap.p99)} ms at saturation${failureNote(awardCap)}`,
        ok: info(awardCap),
      });
    }

    // ---- the award's cost: 20 students, against the last committed figure ----
    if (runsPart('award-cost')) {
      const { warmUp: costWarmUp, runs } = await measureAwardCost(app, district, RUNS, ms);
      const cost = worst(runs);
      // Compared only with a figure measured on the same processor (decision 0113).
      const cpu = cpuModel();
      const before = readBaseline()[lane]?.[cpu];
      const limit = before ? before.cpuPerAwardUs * (1 + AWARD_REGRESSION) : Number.POSITIVE_INFINITY;
      add({
        scenario: `award's cost: ${AWARD_SIZE} students (POST /api/behaviors/batch), closed loop, 20 connections, worst of ${RUNS}`,
        result: `${f0(cost.cpuPerRequest)} µs CPU/award, ${f0(cost.cpuPerRequest / AWARD_SIZE)} µs per awarded student (runs: ${runs.map((x) => f0(x.cpuPerRequest)).join(', ')} µs, after a warm-up run of ${f0(costWarmUp.cpuPerRequest)} µs not judged); ${f0(cost.rate)} awards/s; ${before ? `committed figure ${before.cpuPerAwardUs} µs on this processor (${before.commit}, ${before.date})` : `no committed figure for ${cpu} in ${AWARD_COST_FILE} yet: this run's is kept`}${failureNote(cost)}`,
        budget: `≤ committed figure + ${AWARD_REGRESSION * 100}%`,
        ok: budget(cost.cpuPerRequest <= limit, cost),
      });
      // The figure the next run compares with: kept when measured at full scale (commit it). Only
      // a passing figure that is a real improvement replaces it (nextBaseline says why).
      const next = nextBaseline(before?.cpuPerAwardUs, cost.cpuPerRequest);
      if (s.judged && !cost.failures && cost.cpuPerRequest <= limit && next !== undefined)
        writeBaseline(lane, cpu, next);
    }

    if (runsPart('awards')) peaks.push(`awards ${f0(app.peakMiB())}`);

    // ---- mixed: paced awards while closed-loop roster reads run ----
    if (runsPart('mixed')) await runMixed();
    async function runMixed() {
      const mixedClasses = shuffled(district.classes, 4242).slice(0, 20);
      const roster = ALL_READS.find((r) => r.key === ROSTER_READ);
      const [mixedAward, mixedReads] = await Promise.all([
        runLoad(app, {
          mode: 'paced',
          targets: awardTargets(mixedClasses, 30),
          connections: 20,
          pacingMs: 500,
          warmupMs: ms(1000),
          durationMs: ms(15000),
        }),
        runLoad(app, {
          mode: 'closed',
          targets: (roster?.targets(district) ?? []).map((t) => ({ path: t.path, cookie: t.cookie })),
          connections: 10,
          warmupMs: ms(1000),
          durationMs: ms(15000),
        }),
      ]);
      add({
        scenario:
          'mixed: awards (20 paced clients, 500 ms) while roster reads run (closed loop, 10 connections)',
        result: `awards p50 ${f1(mixedAward.p50)} ms, p99 ${f1(mixedAward.p99)} ms from the intended send time; reads ${f0(mixedReads.rate)} req/s, p99 ${f1(mixedReads.p99)} ms${failureNote(mixedAward)}${failureNote(mixedReads)}`,
        ok: info(mixedAward.failures ? mixedAward : mixedReads),
      });
    }

    if (runsPart('mixed')) peaks.push(`mixed ${f0(app.peakMiB())}`);

    // ---- roster import (judged on PGlite) ----
    if (runsPart('import')) {
      await importRosterAs(app.origin, `rc_session=${benchToken('import')}`, 'warm'); // warm-up
      const imported = await importRosterAs(app.origin, `rc_session=${benchToken('import')}`, 'bench');
      add({
        scenario: `roster import of ${ROSTER_IMPORT_ROWS} rows (POST /api/students/import)`,
        result: `${f0(imported.ms)} ms${imported.failure ? `; FAILED: ${imported.failure}` : ''}`,
        budget: lane === 'pglite' ? `< ${ROSTER_IMPORT_BUDGET_MS} ms` : undefined,
        ok: imported.failure
          ? false
          : lane === 'pglite' && s.judged
            ? imported.ms < ROSTER_IMPORT_BUDGET_MS
            : undefined,
      });
    }

    // ---- thousands of open live-update streams (one light socket each) ----
    if (runsPart('streams')) {
      const st = await measureStreams(app, district);
      const failed = st.failures.length > 0 || st.missed > 0 || st.streams < STREAMS_TOTAL;
      add({
        scenario: `${STREAMS_TOTAL} open live-update streams (${st.classes} classes × teacher, projector, 30 students): memory`,
        result: `${st.streams} open in ${f1(st.openedInS)} s; app RSS ${f0(st.rssBeforeMiB)} → ${f0(st.rssOpenMiB)} MiB, ${f1(st.perStreamKiB)} KiB per stream${st.failures.length ? `; FAILED: ${st.failures.join('; ')}` : ''}`,
        budget: `peak < ${BUDGETS.peakMiB[lane]} MiB (row below)`,
        ok: failed ? false : undefined,
      });
      add({
        scenario: `${STREAMS_TOTAL} open streams: an award of 20 reaching its class's 32 screens (${st.awards} awards, one at a time)`,
        result: `delivery after the answer p50 ${f1(st.deliveryP50)} ms, p99 ${f1(st.deliveryP99)} ms over ${st.awards * 32 - st.missed} deliveries (${st.missed} missed); award p50 ${f1(st.awardP50)} ms, p99 ${f1(st.awardP99)} ms`,
        budget: `delivery p99 < ${BUDGETS.streamDeliveryP99Ms} ms, none missed`,
        ok: st.missed > 0 ? false : budget(st.deliveryP99 < BUDGETS.streamDeliveryP99Ms),
      });
      peaks.push(`streams ${f0(app.peakMiB())}`);
    }

    // ---- a term of awards written through the API: what grows ----
    if (runsPart('term')) {
      const before = { rss: rssMiBOf(app.pid), ...memoryMapOf(app.pid) };
      const term = await writeTerm(app, district);
      add({
        scenario: `a term written through the API: ${term.records} records by awards of ${AWARD_SIZE}, a roster read after every 4th (20 connections)`,
        result: `${f1(term.seconds)} s (${f0(term.awards / term.seconds)} awards/s); app RSS ${f0(before.rss)} → ${f0(term.rssMiB)} MiB (WebAssembly ${f0(before.wasmMiB)} → ${f0(term.wasmMiB)}, the rest ${f0(before.otherMiB)} → ${f0(term.otherMiB)}), peak so far ${f0(term.peakMiB)} MiB${term.failures ? `; ${term.failures} FAILED requests, first: ${term.firstFailure}` : ''}`,
        budget: `peak < ${BUDGETS.peakMiB[lane]} MiB (row below)`,
        ok: term.failures ? false : undefined,
      });
      peaks.push(`term ${f0(app.peakMiB())}`);
    }

    const peak = app.peakMiB();
    add({
      scenario: 'server peak memory (VmHWM of the app process over the whole lane)',
      result: `${f0(peak)} MiB (after each part: ${peaks.join(', ')}, end ${f0(peak)})`,
      budget: `< ${BUDGETS.peakMiB[lane]} MiB`,
      ok: s.judged ? peak < BUDGETS.peakMiB[lane] : undefined,
    });
    await app.stop();
  } catch (err) {
    add({ scenario: 'lane', result: `could not run: ${(err as Error).message}`, ok: false });
  } finally {
    for (const server of servers) await server.stop();
    await prepared.cleanup();
  }
  return { pgVersion: prepared.pgVersion, ok };
}
