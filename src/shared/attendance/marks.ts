// The marks of a day's attendance besides "present" (docs/decisions/0146). Plain TypeScript: the
// database schema imports it too.

/** How a student's day is marked; a student with no mark was present. */
export const ATTENDANCE_MARKS = ['absent', 'late', 'left_early'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** Marks whose students are in the room now: the picker may call on them (late, not left early). */
export const MARKS_AWAY_NOW: readonly AttendanceMark[] = ['absent', 'left_early'];
