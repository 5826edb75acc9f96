import { z } from 'zod';
import { MAX_BATCH_STUDENTS } from '../behaviors/schemas';
import { isoDate } from '../dates';
import { idField } from '../students/schemas';

// Attendance (docs/decisions/0088, 0146): per class and day, the students who are absent, late
// or left early. A day nobody marked is a day everyone was here.

/** ?date=YYYY-MM-DD; without it, today in the server's time zone (TZ). */
export const attendanceQuery = z.object({
  date: isoDate('date must be a real date (YYYY-MM-DD)').optional(),
});

const studentIdList = (field: string) =>
  z
    .array(idField('Student'), { error: `${field} must be a list of student ids` })
    .max(MAX_BATCH_STUDENTS, `At most ${MAX_BATCH_STUDENTS} students`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each student may appear only once');

/**
 * PUT: the day's whole attendance: who is absent, late and left early (decision 0146); everyone
 * else is present. The two newer lists may be left out (nobody late, nobody left early).
 */
export const attendanceBody = z
  .strictObject({
    absentStudentIds: studentIdList('absentStudentIds'),
    lateStudentIds: studentIdList('lateStudentIds').default([]),
    leftEarlyStudentIds: studentIdList('leftEarlyStudentIds').default([]),
  })
  .refine((b) => {
    const all = [...b.absentStudentIds, ...b.lateStudentIds, ...b.leftEarlyStudentIds];
    return new Set(all).size === all.length;
  }, 'A student can be in only one list: absent, late or left early')
  .refine(
    (b) =>
      b.absentStudentIds.length + b.lateStudentIds.length + b.leftEarlyStudentIds.length <=
      MAX_BATCH_STUDENTS,
    `At most ${MAX_BATCH_STUDENTS} students`,
  );

export const attendanceView = z.object({
  /** The day, YYYY-MM-DD. */
  date: z.string(),
  /** Students of the class absent that day, by id ascending. */
  absentStudentIds: z.array(z.number()),
  /** Students who came late that day (present for class-wide awards), by id ascending. */
  lateStudentIds: z.array(z.number()),
  /** Students who left early that day (present for class-wide awards), by id ascending. */
  leftEarlyStudentIds: z.array(z.number()),
});
export type AttendanceView = z.infer<typeof attendanceView>;

/** GET /api/students/:id/absences: the days the student was marked absent, newest first. */
export const studentAbsencesView = z.object({ dates: z.array(z.string()) });
export type StudentAbsencesView = z.infer<typeof studentAbsencesView>;
