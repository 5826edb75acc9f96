import { eq } from 'drizzle-orm';
import { FIGURE_TOPICS, type StudentFigures } from '../../../shared/events/figures';
import type { Db } from '../../db/client';
import { familyLinks, students } from '../../db/schema';
import type { ChangeEvent } from '../../realtime/bus';
import type { StreamAudience } from './stream';

// A family's stream (decision 0100): only the figures of its own children travel on it.
// Events without figures (a class renamed, a classmate added, a question asked) say nothing a
// parent needs and would tell them about the class, so they are never sent. The children are
// read at connect time and again whenever a 'sessions' event concerns them (a link removed, a
// child deleted or moved), so a removed link stops the figures at once.

export interface FamilyChildren {
  studentIds: Set<number>;
  classIds: Set<number>;
}

export async function familyChildren(db: Db, familyId: number): Promise<FamilyChildren> {
  const rows = await db
    .select({ studentId: familyLinks.studentId, classId: students.classId })
    .from(familyLinks)
    .innerJoin(students, eq(students.id, familyLinks.studentId))
    .where(eq(familyLinks.familyId, familyId));
  return {
    studentIds: new Set(rows.map((r) => r.studentId)),
    classIds: new Set(rows.map((r) => r.classId)),
  };
}

/** The figures of this family's children in the event, or null when it carries none of theirs. */
export function familyFigures(event: ChangeEvent, children: FamilyChildren): StudentFigures[] | null {
  if (!FIGURE_TOPICS.has(event.topic) || !event.students) return null;
  const theirs = event.students.filter((f) => children.studentIds.has(f.id));
  return theirs.length ? theirs : null;
}

/** The `data` of one message to a family stream. */
export const familyMessage = (event: ChangeEvent, figures: StudentFigures[]) =>
  JSON.stringify({ topic: event.topic, classId: event.classId, students: figures });

/** Whether a 'sessions' event may change what this family's stream may hear. */
export const concernsFamily = (event: ChangeEvent, familyId: number, children: FamilyChildren) =>
  event.familyId === familyId ||
  (event.studentId !== undefined && children.studentIds.has(event.studentId)) ||
  (event.classId !== null && children.classIds.has(event.classId));

export const sameChildren = (a: FamilyChildren, b: FamilyChildren) =>
  a.studentIds.size === b.studentIds.size && [...a.studentIds].every((id) => b.studentIds.has(id));

/** A family's stream: its children's figures only; a change of children makes the page refetch. */
export async function familyStream(db: Db, familyId: number): Promise<StreamAudience> {
  let children = await familyChildren(db, familyId);
  return {
    concerns: (event) => concernsFamily(event, familyId, children),
    async follow(now) {
      if (!now) return 'ended';
      const next = await familyChildren(db, familyId);
      const changed = !sameChildren(children, next);
      children = next;
      return changed ? 'moved' : 'same';
    },
    deliver(event, send) {
      const figures = familyFigures(event, children);
      if (figures) send(familyMessage(event, figures));
    },
  };
}
