import { z } from 'zod';
import { MAX_BATCH_STUDENTS } from '../behaviors/schemas';
import { isoDate } from '../dates';
import { idField } from '../students/schemas';

// Attendance (docs/decisions/0088): per class and day, the students who are absent. A day
// nobody marked is a day everyone was here.

/** ?date=YYYY-MM-DD; without it, today in the server's time zone (TZ). */
export const attendanceQuery = z.object({
  date: isoDate('date must be a real date (YYYY-MM-DD)').optional(),
});

/** PUT: the day's whole list of absent students (an empty list: everyone is here). */
export const attendanceBody = z.strictObject({
  absentStudentIds: z
    .array(idField('Student'), { error: 'absentStudentIds must be a list of student ids' })
    .max(MAX_BATCH_STUDENTS, `At most ${MAX_BATCH_STUDENTS} students`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each student may appear only once'),
});
export type AttendanceBody = z.input<typeof attendanceBody>;

export const attendanceView = z.object({
  /** The day, YYYY-MM-DD. */
  date: z.string(),
  /** Students of the class absent that day, by id ascending. */
  absentStudentIds: z.array(z.number()),
});
export type AttendanceView = z.infer<typeof attendanceView>;

/** GET /api/students/:id/absences: the days the student was marked absent, newest first. */
export const studentAbsencesView = z.object({ dates: z.array(z.string()) });
export type StudentAbsencesView = z.infer<typeof studentAbsencesView>;
