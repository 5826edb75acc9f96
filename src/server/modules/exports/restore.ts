import { inArray } from 'drizzle-orm';
import type { RestoreSummary } from '../../../shared/exports/schemas';
import type { Db, Tx } from '../../db/client';
import { behaviors, classes, homeworkEntries, skills, studentSkills, students } from '../../db/schema';
import { uniqueClassCode } from '../accounts/queries';
import type { ExportDocument } from './document';
import type { RestoreRefs } from './section';
import { CLASS_SECTIONS, TEACHER_SECTIONS } from './sections';

// POST /api/import/full: the document recreated in the signed-in account with new ids, in one
// transaction (decision 0019). Balances and homework scores are the sums of the restored
// records, whatever the file says. The account itself (name, email, password) is not touched.

const CHUNK = 4000;
async function insertChunked<T extends Record<string, unknown>>(
  tx: Tx,
  table: typeof behaviors | typeof homeworkEntries | typeof studentSkills,
  rows: T[],
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // biome-ignore lint/suspicious/noExplicitAny: the rows match the table they are written to.
    await tx.insert(table).values(rows.slice(i, i + CHUNK) as any);
  }
}

/** A section's items in a class or the document (absent: none). */
const sectionOf = (o: object) => o as unknown as Record<string, unknown[] | undefined>;

const sum = (list: { points: number }[]) => list.reduce((a, b) => a + b.points, 0);

/** What the document holds, counted; the same numbers a restore creates. */
export async function summarize(db: Db | Tx, doc: ExportDocument): Promise<RestoreSummary> {
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
  return {
    classes: doc.classes.length,
    students: all.length,
    behaviorRecords: all.reduce((n, s) => n + s.behaviors.length, 0),
    homeworkEntries: all.reduce((n, s) => n + s.homework.length, 0),
    skillScores: all.reduce((n, s) => n + s.skills.filter((k) => known.has(k.skill)).length, 0),
    more,
    unknownSkills: names.filter((n) => !known.has(n)).sort(),
    exportedAt: doc.exportedAt,
    teacherName: doc.teacher.name,
  };
}

export function restoreExport(db: Db, teacherId: number, doc: ExportDocument) {
  return db.transaction(async (tx) => {
    const summary = await summarize(tx, doc);
    const refs: RestoreRefs = { student: new Map(), klass: new Map(), teacherId };

    // A class keeps its code when no class on this server has it (restoring on a new server:
    // the students' code still works); otherwise it gets a new one.
    const codes = doc.classes.map((c) => c.classCode.toUpperCase());
    const taken = new Set(
      codes.length === 0
        ? []
        : (
            await tx
              .select({ code: classes.classCode })
              .from(classes)
              .where(inArray(classes.classCode, codes))
          ).map((r) => r.code),
    );
    const createdClasses: (typeof classes.$inferSelect)[] = [];
    for (const c of doc.classes) {
      const code = c.classCode.toUpperCase();
      const usable = /^[A-Z0-9]{6,12}$/.test(code) && !taken.has(code);
      taken.add(code);
      const [klass] = await tx
        .insert(classes)
        .values({
          name: c.name,
          classCode: usable ? code : await uniqueClassCode(tx),
          teacherId,
          createdAt: new Date(c.createdAt),
        })
        .returning();
      createdClasses.push(klass);
      refs.klass.set(c.ref, klass.id);
    }

    const studentValues = doc.classes.flatMap((c) =>
      c.students.map((s) => ({
        classId: refs.klass.get(c.ref) as number,
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
    );
    const docStudents = doc.classes.flatMap((c) => c.students);
    for (let i = 0; i < studentValues.length; i += 2000) {
      const rows = await tx
        .insert(students)
        .values(studentValues.slice(i, i + 2000))
        .returning({ id: students.id });
      for (const [j, r] of rows.entries()) refs.student.set(docStudents[i + j].ref, r.id);
    }

    const skillIds = new Map(
      (await tx.select({ id: skills.id, name: skills.name }).from(skills)).map(
        (k) => [k.name, k.id] as const,
      ),
    );
    const idOf = (ref: string) => refs.student.get(ref) as number;
    await insertChunked(
      tx,
      behaviors,
      docStudents.flatMap((s) =>
        s.behaviors.map((b) => ({
          studentId: idOf(s.ref),
          type: b.type,
          points: b.points,
          description: b.description,
          timestamp: new Date(b.timestamp),
        })),
      ),
    );
    await insertChunked(
      tx,
      homeworkEntries,
      docStudents.flatMap((s) =>
        s.homework.map((h) => ({
          studentId: idOf(s.ref),
          points: h.points,
          description: h.description,
          timestamp: new Date(h.timestamp),
        })),
      ),
    );
    await insertChunked(
      tx,
      studentSkills,
      docStudents.flatMap((s) =>
        s.skills
          .filter((k) => skillIds.has(k.skill))
          .map((k) => ({
            studentId: idOf(s.ref),
            skillId: skillIds.get(k.skill) as number,
            points: k.points,
          })),
      ),
    );

    for (const section of CLASS_SECTIONS) {
      const items = doc.classes.flatMap((c) =>
        (sectionOf(c)[section.key] ?? []).map((item) => ({
          classId: refs.klass.get(c.ref) as number,
          item,
        })),
      );
      if (items.length > 0) await section.restore(tx, items, refs);
    }
    for (const section of TEACHER_SECTIONS) {
      const items = sectionOf(doc)[section.key] ?? [];
      if (items.length > 0) await section.restore(tx, items, refs);
    }
    return { summary, createdClasses };
  });
}
