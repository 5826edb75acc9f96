import { z } from 'zod';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportedClass,
  exportedTeacher,
} from '../../../shared/exports/schemas';
import { CLASS_SECTIONS, TEACHER_SECTIONS } from './sections';

// The whole document's schema: the shared core plus each registered section, an empty list when
// a file from an older version lacks it. Every field follows the API's own rules, and the rules
// that span items (unique refs, one unified contract a class, signers of the class) are checked
// here, so a restore stores nothing the API would refuse.

// Typed as adding nothing: sections are read by key (their items typed by each section).
const sectionFields = (sections: { key: string; item: z.ZodType }[]) =>
  Object.fromEntries(sections.map((s) => [s.key, z.array(s.item).default([])])) as Record<never, never>;

export const exportClassSchema = exportedClass.extend(sectionFields(CLASS_SECTIONS)).strict();

const head = {
  format: z.literal(EXPORT_FORMAT, {
    error: `This is not a Remote Chalk export (format must be '${EXPORT_FORMAT}')`,
  }),
  version: z.literal(EXPORT_VERSION, {
    error: `This file is of a version this server cannot read (expected version ${EXPORT_VERSION})`,
  }),
  exportedAt: z.iso.datetime({ offset: true }),
  teacher: exportedTeacher,
};

/** The document as the API describes it (OpenAPI) and types it. */
export const exportDocument = z
  .object({ ...head, classes: z.array(exportClassSchema) })
  .extend(sectionFields(TEACHER_SECTIONS))
  .strict();

export type ExportDocument = z.output<typeof exportDocument>;

/** The document's top level, its lists not yet looked into: validated in slices (./validate.ts). */
export const documentHead = z
  .object({ ...head, classes: z.array(z.unknown()) })
  .extend(
    Object.fromEntries(TEACHER_SECTIONS.map((s) => [s.key, z.array(z.unknown()).default([])])) as Record<
      never,
      never
    >,
  )
  .strict();

export interface DocumentIssue {
  path: (string | number)[];
  message: string;
}

/** The rules that span items: refs name one thing, skills once a student, each section's class rules. */
export function crossCheck(doc: ExportDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  const seen = new Set<string>();
  const once = (ref: string, path: (string | number)[]) => {
    if (seen.has(ref)) issues.push({ path, message: `ref '${ref}' appears twice` });
    seen.add(ref);
  };
  doc.classes.forEach((c, i) => {
    once(c.ref, ['classes', i, 'ref']);
    const studentRefs = new Set(c.students.map((s) => s.ref));
    c.students.forEach((s, j) => {
      once(s.ref, ['classes', i, 'students', j, 'ref']);
      if (new Set(s.skills.map((k) => k.skill)).size !== s.skills.length) {
        issues.push({ path: ['classes', i, 'students', j, 'skills'], message: 'a skill appears twice' });
      }
    });
    for (const section of CLASS_SECTIONS) {
      const items = (c as unknown as Record<string, unknown[]>)[section.key] ?? [];
      for (const issue of section.check?.(items, studentRefs) ?? []) {
        issues.push({ path: ['classes', i, section.key, ...issue.path], message: issue.message });
      }
    }
  });
  return issues;
}
