import type { StudentFigures } from '@shared/events/figures';
import type { QueryClient } from '@tanstack/react-query';
import { figureReads } from './live-registry';

// Patching cached student reads with an event's figures (docs/decisions/0038), so an award seen
// by thirty open screens costs no request. Every read under the prefixes features register as
// holding figures (live-registry.ts: the student reads) that holds a student (the roster of a
// class, all of a teacher's students, one student's record) is a student object or a list of
// them; other reads there (a student's skill progress list) are left alone. Only the figures'
// fields are written: names, order and everything else stay.

interface StudentLike {
  id: number;
  balance: number;
  hwScore: number;
  skills?: { skillId: number; points: number }[];
}

const isStudentLike = (v: unknown): v is StudentLike =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as StudentLike).id === 'number' &&
  typeof (v as StudentLike).balance === 'number' &&
  typeof (v as StudentLike).hwScore === 'number';

/** The student with the figures applied, or null when they cannot be (a skill it has no row for). */
function applied(student: StudentLike, f: StudentFigures): StudentLike | null {
  let next = student;
  if (f.balance !== undefined && f.balance !== next.balance) next = { ...next, balance: f.balance };
  if (f.hwScore !== undefined && f.hwScore !== next.hwScore) next = { ...next, hwScore: f.hwScore };
  if (f.skills) {
    if (!next.skills) return null;
    const skills = [...next.skills];
    for (const change of f.skills) {
      const at = skills.findIndex((s) => s.skillId === change.skillId);
      // A first grade in a skill adds a row with the skill's name: the list is refetched instead.
      if (at < 0) return null;
      if (skills[at].points !== change.points) skills[at] = { ...skills[at], points: change.points };
    }
    if (skills.some((s, i) => s !== next.skills?.[i])) next = { ...next, skills };
  }
  return next;
}

function studentQueries(queryClient: QueryClient) {
  return figureReads().flatMap((queryKey) => queryClient.getQueryCache().findAll({ queryKey }));
}

function eachStudent(data: unknown, visit: (s: StudentLike) => StudentLike | null | undefined): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const list = data.map((item) => {
      if (!isStudentLike(item)) return item;
      const next = visit(item);
      if (next && next !== item) changed = true;
      return next ?? item;
    });
    return changed ? list : data;
  }
  if (isStudentLike(data)) return visit(data) ?? data;
  return data;
}

/**
 * Writes the figures into every cached student read. Returns false when some could not be
 * written (a skill row the cache does not have): the caller refetches the student reads.
 */
export function patchStudentFigures(queryClient: QueryClient, figures: readonly StudentFigures[]): boolean {
  const byId = new Map(figures.map((f) => [f.id, f]));
  let complete = true;
  for (const query of studentQueries(queryClient)) {
    const data = query.state.data;
    const next = eachStudent(data, (s) => {
      const f = byId.get(s.id);
      if (!f) return undefined;
      const patched = applied(s, f);
      if (!patched) complete = false;
      return patched;
    });
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
  return complete;
}

/** Whether every cached student read already shows these figures (nothing to write). */
export function figuresShown(queryClient: QueryClient, figures: readonly StudentFigures[]): boolean {
  const byId = new Map(figures.map((f) => [f.id, f]));
  let shown = true;
  for (const query of studentQueries(queryClient)) {
    eachStudent(query.state.data, (s) => {
      const f = byId.get(s.id);
      if (f && applied(s, f) !== s) shown = false;
      return undefined;
    });
  }
  return shown;
}
