import { z } from 'zod';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportedClass,
  exportedTeacher,
} from '../../../shared/exports/schemas';
import { CLASS_SECTIONS, TEACHER_SECTIONS } from './sections';

// The whole document's schema: the shared core plus each registered section, an empty list when
// a file from an older version lacks it.

// Typed as adding nothing: sections are read by key (their items typed by each section).
const sectionFields = (sections: { key: string; item: z.ZodType }[]) =>
  Object.fromEntries(sections.map((s) => [s.key, z.array(s.item).default([])])) as Record<never, never>;

export const exportClassSchema = exportedClass.extend(sectionFields(CLASS_SECTIONS)).strict();

export const exportDocument = z
  .object({
    format: z.literal(EXPORT_FORMAT, {
      error: `This is not a Remote Chalk export (format must be '${EXPORT_FORMAT}')`,
    }),
    version: z.literal(EXPORT_VERSION, {
      error: `This file is of a version this server cannot read (expected version ${EXPORT_VERSION})`,
    }),
    exportedAt: z.iso.datetime({ offset: true }),
    teacher: exportedTeacher,
    classes: z.array(exportClassSchema),
  })
  .extend(sectionFields(TEACHER_SECTIONS))
  .strict()
  .superRefine((doc, ctx) => {
    // Refs tie rows together inside the document: each must name one thing.
    const seen = new Set<string>();
    const once = (ref: string, path: (string | number)[]) => {
      if (seen.has(ref)) ctx.addIssue({ code: 'custom', path, message: `ref '${ref}' appears twice` });
      seen.add(ref);
    };
    doc.classes.forEach((c, i) => {
      once(c.ref, ['classes', i, 'ref']);
      c.students.forEach((s, j) => {
        once(s.ref, ['classes', i, 'students', j, 'ref']);
        const skills = new Set(s.skills.map((k) => k.skill));
        if (skills.size !== s.skills.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['classes', i, 'students', j, 'skills'],
            message: 'a skill appears twice',
          });
        }
      });
    });
  });

export type ExportDocument = z.output<typeof exportDocument>;
export type ExportClass = z.output<typeof exportClassSchema>;
