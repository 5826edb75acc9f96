import { and, eq, inArray, sql } from 'drizzle-orm';
import { pairUndos } from '../../../shared/behaviors/undo-pairs';
import type { ExportedStudent, RestoreSummary } from '../../../shared/exports/schemas';
import { fileKeyOf } from '../../../shared/lesson-plans/sections';
import { BATCH_ROWS, insertBatched } from '../../db/batches';
import type { Db } from '../../db/client';
import {
  behaviors,
  classes,
  homeworkEntries,
  lessonPlans,
  skills,
  studentSkills,
  students,
} from '../../db/schema';
import { publishStaging, withStaging } from '../../db/staging';
import { freeClassCodes } from '../classes/codes';
import { checkedFileKeys } from '../uploads/files';
import type { ExportDocument } from './document';
import type { RestoreRefs } from './section';
import { CLASS_SECTIONS, TEACHER_SECTIONS } from './sections';

// POST /api/import/full: the document recreated in the signed-in account with new ids
// (decision 0019), in multi-row batches under a staging account handed over at the end
// (decision 0045). Balances and homework scores are the sums of the restored records, whatever
// the file says. The account itself (name, email, password) is not touched.

/** A section's items in a class or the document (absent: none). */
const sectionOf = (o: object) => o as unknown as Record<string, unknown[] | undefined>;

const sum = (list: { points: number }[]) => list.reduce((a, b) => a + b.points, 0);

/** The lesson plans of a document, as far as the preview reads them. */
type PlanLike = { date: string; title: string; sections: { resources: { url: string }[] }[] };

/** A class name as a teacher would tell two apart: case, outer and doubled spaces ignored. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What of the document this account already has (decision 0083): classes of the same name or
 * code, lesson plans of the same date and title. A second restore of one file finds them all.
 */
async function alreadyPresent(db: Db, teacherId: number, doc: ExportDocument, plans: PlanLike[]) {
  const mine = await db
    .select({ name: classes.name, code: classes.classCode })
    .from(classes)
    .where(eq(classes.teacherId, teacherId));
  const names = new Set(mine.map((k) => nameKey(k.name)));
  const codes = new Set(mine.map((k) => k.code.toUpperCase()));
  const dates = [...new Set(plans.map((p) => p.date))];
  const myPlans =
    dates.length === 0
      ? []
      : await db
          .select({ date: lessonPlans.date, title: lessonPlans.title })
          .from(lessonPlans)
          .where(and(eq(lessonPlans.teacherId, teacherId), inArray(lessonPlans.date, dates)));
  const planKeys = new Set(myPlans.map((p) => `${p.date} ${p.title.trim()}`));
  return {
    classes: doc.classes
      .filter((c) => names.has(nameKey(c.name)) || codes.has(c.classCode.toUpperCase()))
      .map((c) => c.name),
    lessonPlans: plans.filter((p) => planKeys.has(`${p.date} ${p.title.trim()}`)).length,
  };
}

/** What the document holds, counted; the same numbers a restore creates. */
export async function summarize(db: Db, teacherId: number, doc: ExportDocument): Promise<RestoreSummary> {
  const all = doc.classes.flatMap((c) => c.students);
  const names = [...new Set(all.flatMap((s) => s.skills.map((k) => k.skill)))];
  const known =
    names.length === 0
      ? new Set<string>()
      : new Set(
          (await db.select({ name: skills.name }).from(skills).where(inArray(skills.name, names))).map(
            (r) => r.name,
          ),
        );
  const more: Record<string, number> = {};
  for (const s of CLASS_SECTIONS) {
    more[s.label] = doc.classes.reduce((n, c) => n + (sectionOf(c)[s.key]?.length ?? 0), 0);
  }
  for (const s of TEACHER_SECTIONS) more[s.label] = (sectionOf(doc)[s.key] ?? []).length;
  // Uploaded files travel as addresses only (decision 0029): a restore keeps one only where it
  // is this account's own checked upload, the rest are left out. The preview says so.
  const plans = (sectionOf(doc).lessonPlans ?? []) as PlanLike[];
  const fileKeys = plans.flatMap((p) =>
    p.sections.flatMap((s) => s.resources.flatMap((r) => fileKeyOf(r.url) ?? [])),
  );
  const own = await checkedFileKeys(db, teacherId, fileKeys);
  const familyLinks = all.reduce((n, s) => n + (s.families?.length ?? 0), 0);
  return {
    familyLinks,
    familyNote: familyLinks
      ? `Family accounts are not restored: the ${familyLinks === 1 ? 'family linked' : `${familyLinks} families linked`} in this file will need to link again with a new invite code (print new family letters after restoring).`
      : null,
    classes: doc.classes.length,
    students: all.length,
    behaviorRecords: all.reduce((n, s) => n + s.behaviors.length, 0),
    homeworkEntries: all.reduce((n, s) => n + s.homework.length, 0),
    skillScores: all.reduce((n, s) => n + s.skills.filter((k) => known.has(k.skill)).length, 0),
    more,
    unknownSkills: names.filter((n) => !known.has(n)).sort(),
    exportedAt: doc.exportedAt,
    teacherName: doc.teacher.name,
    uploadedFiles: fileKeys.length,
    uploadedFilesLeftOut: fileKeys.filter((k) => !own.has(k)).length,
    alreadyPresent: await alreadyPresent(db, teacherId, doc, plans),
  };
}

export async function restoreExport(db: Db, teacherId: number, doc: ExportDocument) {
  const summary = await summarize(db, teacherId, doc);
  return withStaging(db, teacherId, 'restore', async (stagingId) => {
    const refs: RestoreRefs = {
      student: new Map(),
      klass: new Map(),
      teacherId: stagingId,
      restoringTeacherId: teacherId,
    };
    const created = await writeClasses(db, doc, refs);
    await writeStudents(db, doc, refs);
    for (const section of CLASS_SECTIONS) {
      const items = doc.classes.flatMap((c) =>
        (sectionOf(c)[section.key] ?? []).map((item) => ({
          classId: refs.klass.get(c.ref) as number,
          item,
        })),
      );
      if (items.length > 0) await section.restore(db, items, refs);
    }
    for (const section of TEACHER_SECTIONS) {
      const items = sectionOf(doc)[section.key] ?? [];
      if (items.length > 0) await section.restore(db, items, refs);
    }
    await publishStaging(db, stagingId, teacherId);
    return { summary, createdClasses: created.map((k) => ({ ...k, teacherId })) };
  });
}

async function writeClasses(db: Db, doc: ExportDocument, refs: RestoreRefs) {
  const codes = await freeClassCodes(
    db,
    doc.classes.map((c) => c.classCode.toUpperCase()),
  );
  const created =
    doc.classes.length === 0
      ? []
      : await db
          .insert(classes)
          .values(
            doc.classes.map((c, i) => ({
              name: c.name,
              classCode: codes[i],
              teacherId: refs.teacherId,
              createdAt: new Date(c.createdAt),
            })),
          )
          .returning();
  for (const [i, c] of doc.classes.entries()) refs.klass.set(c.ref, created[i].id);
  return created;
}

async function writeStudents(db: Db, doc: ExportDocument, refs: RestoreRefs) {
  const docStudents = doc.classes.flatMap((c) => c.students.map((s) => ({ s, classRef: c.ref })));
  const ids = await insertBatched(
    db,
    students,
    docStudents.map(({ s, classRef }) => ({
      classId: refs.klass.get(classRef) as number,
      firstName: s.firstName,
      lastName: s.lastName,
      nickname: s.nickname,
      email: s.email,
      photoUrl: s.photoUrl,
      bio: s.bio,
      createdAt: new Date(s.createdAt),
      balance: sum(s.behaviors),
      hwScore: sum(s.homework),
    })),
    { returnIds: true },
  );
  for (const [i, { s }] of docStudents.entries()) refs.student.set(s.ref, ids[i]);

  const skillIds = new Map(
    (await db.select({ id: skills.id, name: skills.name }).from(skills)).map((k) => [k.name, k.id] as const),
  );
  const behaviorIds = await insertBatched(
    db,
    behaviors,
    docStudents.flatMap(({ s }, i) =>
      s.behaviors.map((b) => ({
        studentId: ids[i],
        type: b.type,
        points: b.points,
        description: b.description,
        timestamp: new Date(b.timestamp),
      })),
    ),
    { returnIds: true },
  );
  await linkUndos(
    db,
    docStudents.map(({ s }) => s.behaviors),
    behaviorIds,
  );
  await insertBatched(
    db,
    homeworkEntries,
    docStudents.flatMap(({ s }, i) =>
      s.homework.map((h) => ({
        studentId: ids[i],
        points: h.points,
        description: h.description,
        timestamp: new Date(h.timestamp),
      })),
    ),
  );
  await insertBatched(
    db,
    studentSkills,
    docStudents.flatMap(({ s }, i) =>
      s.skills.flatMap((k) => {
        const skillId = skillIds.get(k.skill);
        return skillId === undefined ? [] : [{ studentId: ids[i], skillId, points: k.points }];
      }),
    ),
  );
}

/**
 * Undo links, by position in each student's list (a file from before them: by the rule), set on
 * the records just written, whose ids come in the document's order (docs/decisions/0076).
 */
async function linkUndos(db: Db, lists: ExportedStudent['behaviors'][], ids: number[]) {
  const undo: number[] = [];
  const original: number[] = [];
  let offset = 0;
  for (const list of lists) {
    for (const [i, target] of pairUndos(list).entries()) {
      if (target === null) continue;
      undo.push(ids[offset + i]);
      original.push(ids[offset + target]);
    }
    offset += list.length;
  }
  for (let i = 0; i < undo.length; i += BATCH_ROWS) {
    await db.execute(sql`update ${behaviors} set undoes_id = link.original
      from (select unnest(${`{${undo.slice(i, i + BATCH_ROWS).join(',')}}`}::int[]) as id,
                   unnest(${`{${original.slice(i, i + BATCH_ROWS).join(',')}}`}::int[]) as original) link
      where ${behaviors.id} = link.id`);
  }
}
