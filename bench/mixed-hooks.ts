// Extra load for the mixed scenario (awards while reads run), e.g. SSE subscribers: a teacher
// dashboard, a projector and student dashboards open on the awarded classes, counting the HTTP
// requests an award causes per screen (docs/architecture.md#budgets). Add a hook to MIXED_HOOKS; bench/run.ts
// starts every hook before the mixed load, stops it after, and prints its rows in the table.
import type { DistrictTargets } from './generate';

export interface MixedContext {
  lane: 'pglite' | 'postgres';
  /** The app's origin, e.g. http://127.0.0.1:3460. */
  origin: string;
  district: DistrictTargets;
  /** The classes the mixed scenario awards to (each with its teacher's session cookie). */
  awardedClasses: { id: number; teacherId: number; studentIds: number[]; cookie: string }[];
  /** Whether budgets are judged in this run (full scale only). */
  judged: boolean;
}

export interface MixedRow {
  scenario: string;
  /** What was measured, in words and figures. */
  result: string;
  /** The budget, if any, and whether it was met (undefined: information only). */
  budget?: string;
  ok?: boolean;
}

export interface MixedHook {
  name: string;
  /** Called before the mixed load starts; resolves once the hook's own load is running. */
  start(ctx: MixedContext): Promise<{ stop(): Promise<MixedRow[]> }>;
}

export const MIXED_HOOKS: MixedHook[] = [];
