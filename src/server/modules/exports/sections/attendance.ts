import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AttendanceMark } from '../../../../shared/attendance/marks';
import { MAX_BATCH_STUDENTS } from '../../../../shared/behaviors/schemas';
import { isoDate } from '../../../../shared/dates';
import { insertBatched } from '../../../db/batches';
import { absences, students } from '../../../db/schema';
import type { ClassIssue, ClassSection } from '../section';

// A class's attendance (docs/decisions/0088, 0146): one item per day someone was absent, late or
// left early, naming them by their ref in the document, as PUT /api/classes/{id}/attendance
// takes a day. `lateStudents` and `leftEarlyStudents` appear only when not empty, so a file
// without them (older exports) reads as before.

const refList = z.array(z.string().max(40)).max(MAX_BATCH_STUDENTS);
const item = z
  .strictObject({
    date: isoDate(),
    absentStudents: refList,
    lateStudents: refList.min(1).optional(),
    leftEarlyStudents: refList.min(1).optional(),
  })
  .refine(
    (d) => d.absentStudents.length + (d.lateStudents?.length ?? 0) + (d.leftEarlyStudents?.length ?? 0) > 0,
    'a day lists at least one student',
  );
type Item = z.output<typeof item>;

const LISTS = [
  ['absentStudents', 'absent'],
  ['lateStudents', 'late'],
  ['leftEarlyStudents', 'left_early'],
] as const satisfies readonly (readonly [keyof Item, AttendanceMark])[];

/** One item per day; each absent student a student of this class, once. */
function check(items: Item[], studentRefs: Set<string>): ClassIssue[] {
  const issues: ClassIssue[] = [];
  const days = new Set<string>();
  items.forEach((day, i) => {
    if (days.has(day.date)) issues.push({ path: [i, 'date'], message: `${day.date} is listed twice` });
    days.add(day.date);
    const seen = new Set<string>();
    for (const [list] of LISTS) {
      day[list]?.forEach((ref, j) => {
        if (!studentRefs.has(ref)) {
          issues.push({ path: [i, list, j], message: `'${ref}' is not a student of this class` });
        } else if (seen.has(ref)) {
          issues.push({ path: [i, list, j], message: `'${ref}' is listed twice` });
        }
        seen.add(ref);
      });
    }
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
      .select({
        classId: students.classId,
        studentId: absences.studentId,
        day: absences.day,
        mark: absences.mark,
      })
      .from(absences)
      .innerJoin(students, eq(students.id, absences.studentId))
      .where(inArray(students.classId, classIds))
      .orderBy(asc(students.classId), asc(absences.day), asc(absences.studentId));
    for (const r of rows) {
      const ref = refs.student.get(r.studentId);
      if (!ref) continue;
      const list = out.get(r.classId) ?? [];
      let day = list.at(-1);
      if (day?.date !== r.day) {
        day = { date: r.day, absentStudents: [] };
        list.push(day);
      }
      const key = LISTS.find(([, mark]) => mark === r.mark)?.[0] ?? 'absentStudents';
      day[key] = [...(day[key] ?? []), ref];
      out.set(r.classId, list);
    }
    // Students in the document's order (ids differ after a restore; the document must not).
    const order = new Map([...refs.student.values()].map((ref, i) => [ref, i]));
    for (const days of out.values()) {
      for (const day of days)
        for (const [list] of LISTS) day[list]?.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    }
    return out;
  },
  async restore(db, items, refs) {
    // The class's checks passed: every ref is a student of the class, once a day.
    await insertBatched(
      db,
      absences,
      items.flatMap(({ item: day }) =>
        LISTS.flatMap(([list, mark]) =>
          (day[list] ?? []).map((ref) => ({
            studentId: refs.student.get(ref) as number,
            day: day.date,
            mark,
          })),
        ),
      ),
    );
  },
};
