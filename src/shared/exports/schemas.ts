import { z } from 'zod';
import { classView } from '../accounts/schemas';
import { behaviorPointsField, behaviorTypeField } from '../behaviors/schemas';
import { optionalText, text } from '../common/schemas';
import { HOMEWORK_DESCRIPTION_MAX, homeworkBody } from '../homework/schemas';
import { createStudentBody } from '../students/schemas';

// The full export (GET /api/export) and its restore (POST /api/import/full): one versioned JSON
// document with everything a teacher owns (decision 0019). This file holds the
// core every version has; areas such as contracts or lesson plans add their own part on the
// server (src/server/modules/exports/sections), so the document grows without touching this.

export const EXPORT_FORMAT = 'remote-chalk-export' as const;
export const EXPORT_VERSION = 1 as const;

/** Building blocks for the sections areas add on the server (src/server/modules/exports/sections). */
export const name = (label: string, max: number) =>
  text(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
export const instant = z.iso.datetime({ offset: true, error: 'must be an ISO date and time' });

/** Records as the API writes them: the same fields and limits as awarding one. */
export const exportedBehavior = z.strictObject({
  type: behaviorTypeField,
  points: behaviorPointsField,
  description: optionalText(500),
  timestamp: instant,
  /**
   * An undo: the position (from 0) in this student's list of the record it cancels, always an
   * earlier one (docs/decisions/0076). Files from before the link leave it out: a restore then
   * pairs 'Undo: …' records by the rule.
   */
  undoes: z.number().int().min(0).nullable().optional(),
});
export const exportedHomework = z.strictObject({
  points: homeworkBody.shape.points,
  description: optionalText(HOMEWORK_DESCRIPTION_MAX),
  timestamp: instant,
});
/** Skills are matched by name on restore: ids differ from server to server. */
export const exportedSkill = z.strictObject({
  skill: name('Skill', 100),
  points: z.number().int().min(0).max(100_000),
});

/**
 * A family account linked to the student, for the school's records: name and email,
 * never a password hash. A restore does not recreate family accounts (decision 0101).
 */
export const exportedFamilyLink = z.strictObject({
  name: text().max(200),
  email: text().max(320),
  linkedSince: instant,
});

const profile = createStudentBody.shape;
export const exportedStudent = z.strictObject({
  /** Names this student inside the document (e.g. a contract signature points at it). */
  ref: text().min(1).max(40),
  firstName: name('First name', 100),
  lastName: name('Last name', 100),
  nickname: profile.nickname.transform((v) => v ?? null),
  email: profile.email.transform((v) => v ?? null),
  photoUrl: profile.photoUrl.transform((v) => v ?? null),
  bio: profile.bio.transform((v) => v ?? null),
  createdAt: instant,
  /** For readers of the file; a restore recomputes both from the records. */
  balance: z.number().int(),
  hwScore: z.number().int(),
  behaviors: z.array(exportedBehavior).superRefine((list, ctx) => {
    const seen = new Set<number>();
    for (const [i, b] of list.entries()) {
      if (b.undoes === undefined || b.undoes === null) continue;
      if (b.undoes >= i || seen.has(b.undoes)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'undoes'],
          message: 'must name an earlier record of the same student, undone once',
        });
      }
      seen.add(b.undoes);
    }
  }),
  homework: z.array(exportedHomework),
  skills: z.array(exportedSkill),
  /** Absent in files from before families. */
  families: z.array(exportedFamilyLink).max(100).optional(),
});
export type ExportedStudent = z.output<typeof exportedStudent>;

export const exportedClass = z.object({
  ref: text().min(1).max(40),
  name: name('Class name', 200),
  /** Kept on restore when no other class on that server has it; otherwise a new one. */
  classCode: text().max(12),
  createdAt: instant,
  students: z.array(exportedStudent),
});

export const exportedTeacher = z.object({
  name: z.string(),
  email: z.string(),
  schoolName: z.string().nullable(),
});

/** What a restore would create (dry run) or created. */
export const restoreSummary = z.object({
  classes: z.number(),
  students: z.number(),
  behaviorRecords: z.number(),
  homeworkEntries: z.number(),
  skillScores: z.number(),
  /** Counts of the areas added by later versions (contracts, questions, lesson plans …). */
  more: z.record(z.string(), z.number()),
  /** Skill names this server does not have: their points are left out. */
  unknownSkills: z.array(z.string()),
  exportedAt: z.string(),
  teacherName: z.string(),
  /**
   * Lesson-plan resources that are uploaded files. The export carries their address, not their
   * bytes: `uploadedFilesLeftOut` of them are not restored (not this account's files, or gone).
   */
  uploadedFiles: z.number(),
  uploadedFilesLeftOut: z.number(),
  /**
   * What this account already has of the file (decision 0083): its classes by name or code and
   * its lesson plans by date and title. A restore adds them again beside the existing ones.
   */
  alreadyPresent: z.object({ classes: z.array(z.string()), lessonPlans: z.number() }),
  /**
   * Family links in the file. A restore does not recreate family accounts: the
   * families link again with a new invite code (`familyNote` says so; null without links).
   */
  familyLinks: z.number(),
  familyNote: z.string().nullable(),
});
export type RestoreSummary = z.infer<typeof restoreSummary>;

export const restoreResponse = restoreSummary.extend({ createdClasses: z.array(classView) });
export type RestoreResponse = z.infer<typeof restoreResponse>;

export const restoreQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: "dryRun must be 'true' or 'false'" })
    .optional()
    .transform((v) => v === 'true'),
});
