// The capacity rows: what an award of 20 costs the server (compared with the last
// committed figure in bench/award-cost.json), and the app's memory after a term of awards written
// through the API (docs/decisions/0058, 0059).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BEHAVIORS } from '../src/shared/behaviors/catalogue';
import { benchToken, type DistrictTargets } from './generate';
import { type LoadResult, type LoadTarget, runLoad } from './load';
import { memoryMapOf, rssMiBOf, type ServerProcess } from './procs';
import { shuffled } from './reads';

/** The award a school-size harness measured: 20 students of one class in one batch. */
export const AWARD_SIZE = 20;
/** A regression of the award's CPU over this fraction of the committed figure fails the bench. */
export const AWARD_REGRESSION = 0.1;
export const AWARD_COST_FILE = 'bench/award-cost.json';
/** Records a term writes through the API (BENCH_TERM_RECORDS), by awards of AWARD_SIZE. */
export const TERM_RECORDS = Number(process.env.BENCH_TERM_RECORDS ?? 100_000);

export interface AwardFigure {
  cpuPerAwardUs: number;
  commit: string;
  date: string;
}
/**
 * lane → processor model → the figure measured on it. CPU time measured on another processor
 * says nothing about the code: the same commit costs 20–50% more on the Xeon some runs get than
 * on the EPYC others get (docs/decisions/0113).
 */
export type Baseline = Record<string, Record<string, AwardFigure>>;

export function awardTargets(classes: DistrictTargets['classes'], size = AWARD_SIZE): LoadTarget[] {
  return classes.map((k, i) => ({
    method: 'POST',
    path: '/api/behaviors/batch',
    cookie: `rc_session=${benchToken(k.teacherId)}`,
    body: {
      studentIds: k.studentIds.slice(0, size),
      type: BEHAVIORS[i % BEHAVIORS.length].name,
      points: BEHAVIORS[i % BEHAVIORS.length].points,
      description: 'bench',
    },
  }));
}

export const readBaseline = (): Baseline =>
  existsSync(AWARD_COST_FILE) ? JSON.parse(readFileSync(AWARD_COST_FILE, 'utf8')) : {};

/** Keeps this lane's figure on this processor for the next run to compare with (committed with
 * the results). */
export function writeBaseline(lane: string, cpu: string, cpuPerAwardUs: number) {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD').toString().trim();
  } catch {}
  const figure = {
    cpuPerAwardUs: Math.round(cpuPerAwardUs),
    commit,
    date: new Date().toISOString().slice(0, 10),
  };
  writeFileSync(
    AWARD_COST_FILE,
    `${JSON.stringify(withFigure(readBaseline(), lane, cpu, figure), null, 2)}\n`,
  );
}

/** `baseline` with this lane's figure on `cpu` replaced: the figures of other processors stay. */
export const withFigure = (baseline: Baseline, lane: string, cpu: string, figure: AwardFigure): Baseline => ({
  ...baseline,
  [lane]: { ...baseline[lane], [cpu]: figure },
});

/**
 * `runs` closed-loop runs of awards of 20, after one run of the same length that is reported but
 * not judged. The first run after the reads was the worst of three in 10 of the 11 runs in
 * bench/results (e.g. 637, 487, 413 µs): it pays for the award path's first compilations, the
 * 250 teachers' first session lookups and a heap that has not yet grown to the award's working
 * set, which a school pays once per start, not per award (docs/decisions/0108).
 */
export async function measureAwardCost(
  app: ServerProcess,
  district: DistrictTargets,
  runs: number,
  ms: (x: number) => number,
): Promise<{ warmUp: LoadResult; runs: LoadResult[] }> {
  const targets = awardTargets(shuffled(district.classes, 2828));
  const once = () =>
    runLoad(app, { mode: 'closed', targets, connections: 20, warmupMs: ms(2000), durationMs: ms(6000) });
  const warmUp = await once();
  const results: LoadResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await once());
  return { warmUp, runs: results };
}

/**
 * The figure the next run compares with. A passing run replaces it only when it is cheaper by
 * more than twice the allowed regression: the worst of three runs of one commit on one processor
 * differs by noise alone by up to 15% (PostgreSQL on the Xeon: 483 and 558 µs at 6237f82), and a
 * reference that followed a lucky run down would fail the next honest run of the same code
 * (docs/decisions/0108, 0113).
 */
export function nextBaseline(committed: number | undefined, worst: number): number | undefined {
  if (committed === undefined) return worst;
  return worst < committed * (1 - 2 * AWARD_REGRESSION) ? worst : undefined;
}

export interface TermResult {
  records: number;
  awards: number;
  reads: number;
  seconds: number;
  failures: number;
  firstFailure?: string;
  peakMiB: number;
  rssMiB: number;
  wasmMiB: number;
  otherMiB: number;
}

/**
 * A term of awards through the API: TERM_RECORDS records by awards of 20, over every class in
 * turn, with a class roster read after every fourth award (20 closed-loop connections), so the
 * database grows by what a school writes, not by generated rows.
 */
export async function writeTerm(app: ServerProcess, district: DistrictTargets): Promise<TermResult> {
  const awards = Math.ceil(TERM_RECORDS / AWARD_SIZE);
  const awardList = awardTargets(shuffled(district.classes, 5151));
  const reads = shuffled(district.classes, 6161).map((c) => ({
    path: `/api/students?classId=${c.id}`,
    cookie: `rc_session=${benchToken(c.teacherId)}`,
  }));
  const targets: LoadTarget[] = [];
  for (let i = 0; i < awards; i++) {
    targets.push(awardList[i % awardList.length]);
    if (i % 4 === 3) targets.push(reads[i % reads.length]);
  }
  const t0 = Date.now();
  const r = await runLoad(app, {
    mode: 'closed',
    targets,
    connections: 20,
    durationMs: 0,
    count: targets.length,
  });
  return {
    records: awards * AWARD_SIZE,
    awards,
    reads: targets.length - awards,
    seconds: (Date.now() - t0) / 1000,
    failures: r.failures,
    firstFailure: r.firstFailure,
    peakMiB: app.peakMiB(),
    rssMiB: rssMiBOf(app.pid),
    ...memoryMapOf(app.pid),
  };
}
