// `npm run bench`: the budgets (docs/architecture.md#budgets) on a district (docs/decisions/0011, 0040).
// Both lanes (BENCH_LANES=pglite,postgres), each with its floors, capacity, paced latency, awards,
// a mixed scenario and peak memory; then the initial JavaScript of `/`. Prints a table, writes it
// under bench/results/ (full scale) or .tmp/bench/results/ (smoke runs), and exits 1 when a budget
// is missed, a request fails or a lane cannot run. Budgets live here, never in timed tests.
//   BENCH_SCALE=0.05  a smaller district and shorter phases, for smoke runs (budgets not judged)
//   BENCH_TIME=…      multiplies every phase's duration (default 1 at full scale, 0.25 below)
//   BENCH_DATABASE_URL=postgres://…/postgres  the server the PostgreSQL lane creates its bench database on
//   BENCH_PARTS=…      which parts run (bench/lanes.ts lists them; all by default)
//   BENCH_READS=…      which reads (keys in bench/reads.ts; all by default)
//   BENCH_RUNS=3       runs of each budgeted capacity row; the worst is judged
//   BENCH_STREAMS=5000, BENCH_STREAM_AWARDS=60, BENCH_TERM_RECORDS=100000  sizes of the capacity rows
//   `npm run bench:capacity`: only the capacity rows (one student, award cost, streams, a term)
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { districtAt } from './generate';
import { BUDGETS, type Lane, runLane, runsPart } from './lanes';
import { describeLiveUpdates, runLiveUpdatesInProcess } from './live-updates';
import { runLongWrites } from './long-writes';
import { offlineRows, runOfflineMeasure } from './offline';
import { stopAll } from './procs';
import { describeMachine, initialJs, type Row, renderTable } from './report';

const INITIAL_JS_BUDGET = 120 * 1024;

const scale = Number(process.env.BENCH_SCALE ?? 1);
const judged = scale >= 1;
const time = Number(process.env.BENCH_TIME ?? (judged ? 1 : 0.25));
// BENCH_LANES= (empty) runs no lane: only the client parts (e.g. BENCH_PARTS=offline).
const lanes = (process.env.BENCH_LANES ?? 'pglite,postgres')
  .split(',')
  .map((l) => l.trim())
  .filter(Boolean) as Lane[];
const size = districtAt(scale);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopAll().finally(() => process.exit(130)));
}

// The app runs from the production build (npm start's entry); build it when stale.
execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });

const rows: Row[] = [];
let ok = true;
let pgVersion: string | undefined;
for (const lane of lanes) {
  console.log(`\n=== ${lane} (scale ${scale}) ===`);
  try {
    if (lane !== 'pglite' && lane !== 'postgres') throw new Error(`unknown lane '${lane}'`);
    const r = await runLane(lane, { size, judged, time }, rows);
    pgVersion ??= r.pgVersion;
    ok &&= r.ok;
  } catch (err) {
    rows.push({ lane, scenario: 'lane', result: `could not run: ${(err as Error).message}`, ok: false });
    console.log(`FAIL  [${lane}] could not run: ${(err as Error).message}`);
    ok = false;
  } finally {
    await stopAll();
  }
}

// Reads during the largest restore and roster import, each lane (docs/decisions/0045); alone:
// `npx tsx bench/long-writes.ts`.
for (const lane of runsPart('long-writes') ? lanes : []) {
  try {
    const longRows = await runLongWrites(lane);
    rows.push(...longRows);
    ok &&= !judged || longRows.every((r) => r.ok);
  } catch (err) {
    rows.push({
      lane,
      scenario: 'reads during long writes',
      result: `could not run: ${(err as Error).message}`,
      ok: false,
    });
    ok = false;
  }
}

// Live updates: an award with a teacher dashboard, a projector and 30 student dashboards open
// causes at most one request per screen and none on the dashboard (a plain balance change).
if (runsPart('live-updates')) {
  const live = await runLiveUpdatesInProcess();
  console.log(describeLiveUpdates(live));
  rows.push({
    lane: 'pglite',
    scenario: `live updates: ${live.screens} screens open (teacher, projector, ${live.screens - 2} students), ${live.awards} awards`,
    result:
      `${live.requestsPerAward.toFixed(1)} requests per award (${live.requestsPerAwardBefore.toFixed(1)} by refetching), ` +
      `at most ${live.maxPerScreen.toFixed(2)} per screen, dashboard ${live.teacherRequests}; event ${live.deliveryP99.toFixed(1)} ms p99 after the answer` +
      (live.breaches.length ? `; PRIVACY: ${live.breaches.slice(0, 2).join('; ')}` : ''),
    budget: '≤ 1 request per screen, 0 on the dashboard, no privacy breach',
    ok: live.ok,
  });
  ok &&= live.ok;
}

// Offline (decision 0097): tap to balance shown, and reconnect to 20 queued awards sent, in Chromium.
if (runsPart('offline')) {
  try {
    const offline = offlineRows(await runOfflineMeasure(), judged);
    rows.push(...offline);
    ok &&= offline.every((r) => r.ok !== false);
  } catch (err) {
    rows.push({
      lane: 'client',
      scenario: 'offline',
      result: `could not run: ${(err as Error).message}`,
      ok: false,
    });
    ok = false;
  } finally {
    await stopAll();
  }
}

if (runsPart('initial-js')) {
  const js = initialJs();
  rows.push({
    lane: 'client',
    scenario: `initial JavaScript for / (${js.files.length} files index.html loads at once)`,
    result: `${(js.sent / 1024).toFixed(1)} KB as sent (${js.encoding}), ${(js.raw / 1024).toFixed(1)} KB uncompressed`,
    budget: `≤ ${INITIAL_JS_BUDGET / 1024} KB as sent`,
    ok: judged ? js.sent <= INITIAL_JS_BUDGET : undefined,
  });
  if (judged && js.sent > INITIAL_JS_BUDGET) ok = false;
}

const verdictLine = judged
  ? ok
    ? 'All budgets met.'
    : 'Some budgets missed (or a lane could not run): see FAIL rows.'
  : `Smoke run at BENCH_SCALE=${scale}: budgets are judged only at full scale (BENCH_SCALE=1, the default); ` +
    (ok ? 'every lane ran and no request failed.' : 'but a lane failed or requests failed: see FAIL rows.');
const table = renderTable(rows);
const date = new Date().toISOString().slice(0, 10);
let commit = 'unknown';
try {
  commit = execSync('git rev-parse --short HEAD').toString().trim();
} catch {}
const doc = `# Bench ${date}: ${lanes.join(' and ')}${judged ? '' : ` (smoke, scale ${scale})`}

\`npm run bench\` at commit ${commit}, BENCH_SCALE=${scale}, phase durations x${time}${process.env.BENCH_PARTS ? `, only BENCH_PARTS=${process.env.BENCH_PARTS} BENCH_READS=${process.env.BENCH_READS ?? 'all'}` : ''}.
Load generator (worker thread of the bench process), app (\`dist/server/main.js\`, LOG_LEVEL=info
to a file) and database on the same machine. Server CPU per request is the app (or floor)
process's own CPU time over the measured window; on PostgreSQL the database server's CPU is not
in it. Budgets (docs/architecture.md): reads within ${BUDGETS.floorRatio}x of their floor in server CPU per request;
roster ≥ ${BUDGETS.rosterRate.postgres} req/s on PostgreSQL and ≥ ${BUDGETS.rosterRate.pglite} req/s on PGlite; award p99 < ${BUDGETS.awardP99Ms} ms at 20 paced
clients; peak memory < ${BUDGETS.peakMiB.pglite} MiB PGlite, < ${BUDGETS.peakMiB.postgres} MiB PostgreSQL; initial JS ≤ 120 KB as sent; roster import < 2 s on PGlite.
See docs/decisions/0040-district-bench.md.

## Machine

${describeMachine(pgVersion)}

## Results

${table}

${verdictLine}
`;
const dir = judged ? 'bench/results' : '.tmp/bench/results';
mkdirSync(dir, { recursive: true });
const only = process.env.BENCH_PARTS ? '-partial' : '';
const file = path.join(dir, `${date}-${lanes.join('-')}${only}${judged ? '' : `-smoke-${scale}`}.md`);
writeFileSync(file, doc);
// The committed file passes `npm run lint` (biome formats Markdown tables too).
try {
  execSync(`npx biome format --write ${file}`, { stdio: 'ignore' });
} catch {}
console.log(`\n${table}\n\n${verdictLine}\nwritten to ${file}`);
process.exit(ok ? 0 : 1);
