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

export type Baseline = Record<string, { cpuPerAwardUs: number; commit: string; date: string }>;

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

/** Keeps this lane's figure for the next run to compare with (committed with the results). */
export function writeBaseline(lane: string, cpuPerAwardUs: number) {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD').toString().trim();
  } catch {}
  const all = readBaseline();
  all[lane] = {
    cpuPerAwardUs: Math.round(cpuPerAwardUs),
    commit,
    date: new Date().toISOString().slice(0, 10),
  };
  writeFileSync(AWARD_COST_FILE, `${JSON.stringify(all, null, 2)}\n`);
}

/** The worst of `runs` closed-loop runs of awards of 20 (highest CPU per award). */
export async function measureAwardCost(
  app: ServerProcess,
  district: DistrictTargets,
  runs: number,
  ms: (x: number) => number,
): Promise<LoadResult[]> {
  const targets = awardTargets(shuffled(district.classes, 2828));
  const results: LoadResult[] = [];
  for (let i = 0; i < runs; i++) {
    results.push(
      await runLoad(app, {
        mode: 'closed',
        targets,
        connections: 20,
        warmupMs: ms(2000),
        durationMs: ms(6000),
      }),
    );
  }
  return results;
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
