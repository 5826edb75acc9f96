// How much one restore (POST /api/import/full) may carry: sized from a real teacher's years, not
// from what the server could survive (docs/decisions/0044-restore-and-import-caps.md). The
// per-item rules are the API's own (the sections' schemas reuse the shared fields); these are the
// totals, counted on the raw body before it is validated or anything is written.

export const RESTORE_LIMITS = {
  /** A secondary teacher has 5 to 8 classes a year; several years in one account. */
  classes: 100,
  /** 100 classes of 30. */
  students: 3_000,
  /** 180 students, about one point a school day each, for a year (190 days: 34,200). */
  behaviorRecords: 40_000,
  /** Half a year of one entry per student per school day for 180 students. */
  homeworkEntries: 20_000,
  contracts: 500,
  contractRules: 5_000,
  contractSignatures: 10_000,
  questions: 2_000,
  /** Replies and votes on the whole board. */
  questionReplies: 5_000,
  questionVotes: 5_000,
  /** Every period (up to 8) of every school day of a year. */
  lessonPlans: 1_500,
  lessonSections: 6_000,
  sectionResources: 6_000,
} as const;
export type RestoreLimit = keyof typeof RESTORE_LIMITS;

const LABELS: Record<RestoreLimit, string> = {
  classes: 'classes',
  students: 'students',
  behaviorRecords: 'behaviour records',
  homeworkEntries: 'homework entries',
  contracts: 'contracts',
  contractRules: 'contract rules',
  contractSignatures: 'contract signatures',
  questions: 'questions',
  questionReplies: 'question replies',
  questionVotes: 'question votes',
  lessonPlans: 'lesson plans',
  lessonSections: 'lesson plan sections',
  sectionResources: 'lesson plan resources',
};

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const field = (o: unknown, key: string) => list((o as Record<string, unknown> | null)?.[key]);
const total = (items: unknown[], key: string) => items.reduce<number>((n, o) => n + field(o, key).length, 0);

/**
 * What the document holds, counted without trusting its shape (anything not a list counts 0:
 * the schema refuses it afterwards). Cheap: one pass, no copies of the records.
 */
export function countRestore(body: unknown): Record<RestoreLimit, number> {
  const classes = field(body, 'classes');
  const students = classes.flatMap((c) => field(c, 'students'));
  const contracts = classes.flatMap((c) => field(c, 'contracts'));
  const questions = classes.flatMap((c) => field(c, 'questions'));
  const plans = field(body, 'lessonPlans');
  const sections = plans.flatMap((p) => field(p, 'sections'));
  return {
    classes: classes.length,
    students: students.length,
    behaviorRecords: total(students, 'behaviors'),
    homeworkEntries: total(students, 'homework'),
    contracts: contracts.length,
    contractRules: total(contracts, 'rules'),
    contractSignatures: total(contracts, 'signatures'),
    questions: questions.length,
    questionReplies: total(questions, 'replies'),
    questionVotes: total(questions, 'votes'),
    lessonPlans: plans.length,
    lessonSections: sections.length,
    sectionResources: total(sections, 'resources'),
  };
}

/** The message for the first total over its limit, or null when the document fits. */
export function restoreOverLimit(body: unknown): string | null {
  const counts = countRestore(body);
  for (const key of Object.keys(RESTORE_LIMITS) as RestoreLimit[]) {
    const max = RESTORE_LIMITS[key];
    if (counts[key] > max) {
      const n = (v: number) => v.toLocaleString('en-US');
      return `This file holds ${n(counts[key])} ${LABELS[key]}; a restore takes at most ${n(max)}. Export a smaller account or ask your administrator.`;
    }
  }
  return null;
}
