import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_BATCH_STUDENTS } from '../../../../shared/behaviors/schemas';
import { isoDate } from '../../../../shared/dates';
import { insertBatched } from '../../../db/batches';
import { absences, students } from '../../../db/schema';
import type { ClassIssue, ClassSection } from '../section';

// A class's attendance (docs/decisions/0088): one item per day someone was absent, naming the
// absent students by their ref in the document, as PUT /api/classes/{id}/attendance takes a day.

const item = z.strictObject({
  date: isoDate(),
  absentStudents: z.array(z.string().max(40)).min(1).max(MAX_BATCH_STUDENTS),
});
type Item = z.output<typeof item>;

/** One item per day; each absent student a student of this class, once. */
function check(items: Item[], studentRefs: Set<string>): ClassIssue[] {
  const issues: ClassIssue[] = [];
  const days = new Set<string>();
  items.forEach((day, i) => {
    if (days.has(day.date)) issues.push({ path: [i, 'date'], message: `${day.date} is listed twice` });
    days.add(day.date);
    const seen = new Set<string>();
    day.absentStudents.forEach((ref, j) => {
      if (!studentRefs.has(ref)) {
        issues.push({ path: [i, 'absentStudents', j], message: `'${ref}' is not a student of this class` });
      } else if (seen.has(ref)) {
        issues.push({ path: [i, 'absentStudents', j], message: `'${ref}' is listed twice` });
      }
      seen.add(ref);
    });
  });
  return issues;
}

export const attendanceSection: ClassSection<Item> = {
  key: 'attendance',
  label: 'attendance days',
  item,
  check,
  // One query whatever there is: a constant cost.
  async collect(db, classIds, refs) {
    const out = new Map<number, Item[]>();
    const rows = await db
      .select({ classId: students.classId, studentId: absences.studentId, day: absences.day })
      .from(absences)
      .innerJoin(students, eq(students.id, absences.studentId))
      .where(inArray(students.classId, classIds))
      .orderBy(asc(students.classId), asc(absences.day), asc(absences.studentId));
    for (const r of rows) {
      const ref = refs.student.get(r.studentId);
      if (!ref) continue;
      const list = out.get(r.classId) ?? [];
      const last = list.at(-1);
      if (last?.date === r.day) last.absentStudents.push(ref);
      else list.push({ date: r.day, absentStudents: [ref] });
      out.set(r.classId, list);
    }
    // Students in the document's order (ids differ after a restore; the document must not).
    const order = new Map([...refs.student.values()].map((ref, i) => [ref, i]));
    for (const days of out.values()) {
      for (const day of days) day.absentStudents.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    }
    return out;
  },
  async restore(db, items, refs) {
    // The class's checks passed: every ref is a student of the class, once a day.
    await insertBatched(
      db,
      absences,
      items.flatMap(({ item: day }) =>
        day.absentStudents.map((ref) => ({ studentId: refs.student.get(ref) as number, day: day.date })),
      ),
    );
  },
};
