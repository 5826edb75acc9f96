import { z } from 'zod';
import { classView, studentView } from '../accounts/schemas';
import { text } from '../common/schemas';
import { createStudentBody } from '../students/schemas';
import { classKey } from './import-plan';

/** A roster import takes at most this many students at once (a large school's year group). */
export const MAX_IMPORT_ROWS = 5000;
/** Different class names in one import: a teacher's classes several times over. */
export const MAX_IMPORT_CLASSES = 100;
/** The dialog's preview shows this many rows. */
export const IMPORT_PREVIEW_ROWS = 5;

/**
 * One student of a roster import ('CSV import row'): the same field rules as
 * adding one student, with the class named instead of chosen. `row` is the row of the file it
 * came from, so a message can point the teacher at the right line.
 */
export const importRowSchema = createStudentBody.omit({ classId: true, bio: true }).extend({
  className: text('Missing class name')
    .trim()
    .min(1, 'Missing class name')
    .max(200, 'Class name must be at most 200 characters'),
  row: z.number().int().positive().optional(),
});
export type ImportRow = z.output<typeof importRowSchema>;
export type ImportRowInput = z.input<typeof importRowSchema>;

const rowLabel = (i: number, value: unknown) => {
  const row = (value as { row?: unknown } | null)?.row;
  return `Row ${typeof row === 'number' && Number.isInteger(row) && row > 0 ? row : i + 1}`;
};

/**
 * POST /api/students/import. Each row is checked on its own so that the message names it
 * ('Row 7: First name is required'): one bad row refuses the whole file.
 */
export const importBody = z
  .strictObject({
    students: z
      .array(z.unknown(), { error: 'students must be a list' })
      .min(1, 'No Data Found - The file has no students to import.')
      .max(
        MAX_IMPORT_ROWS,
        `A roster import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} students at a time. Split the file and import each part.`,
      ),
  })
  .transform(({ students }, ctx) => {
    const rows: ImportRow[] = [];
    for (const [i, value] of students.entries()) {
      const parsed = importRowSchema.safeParse(value);
      if (parsed.success) {
        rows.push(parsed.data);
        continue;
      }
      const issue = parsed.error.issues[0];
      // 'First name is required' speaks for itself; 'must be at most 100 characters' needs its field.
      const field = issue.path.length > 0 && /^[a-z]/.test(issue.message) ? `${issue.path.join('.')}: ` : '';
      ctx.addIssue({ code: 'custom', message: `${rowLabel(i, value)}: ${field}${issue.message}` });
      return z.NEVER;
    }
    const classNames = new Set(rows.map((r) => classKey(r.className))).size;
    if (classNames > MAX_IMPORT_CLASSES) {
      ctx.addIssue({
        code: 'custom',
        message: `This file names ${classNames} classes; a roster import takes at most ${MAX_IMPORT_CLASSES}. Split the file and import each part.`,
      });
      return z.NEVER;
    }
    return { students: rows };
  });
export type ImportBodyInput = { students: ImportRowInput[] };

/** Why a row of the file was not loaded although it was valid. */
export const skippedRowView = z.object({
  row: z.number().nullable(),
  name: z.string(),
  className: z.string(),
  reason: z.string(),
});
export type SkippedRowView = z.infer<typeof skippedRowView>;

export const importResponse = z.object({
  /** The students added, in the order of the file. */
  students: z.array(studentView),
  /** Classes the import created because no class of the teacher had their name. */
  createdClasses: z.array(classView),
  /** Rows left out because the student is already in that class. */
  skipped: z.array(skippedRowView),
});
export type ImportResponse = z.infer<typeof importResponse>;
