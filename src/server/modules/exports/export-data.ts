import { asc, eq, inArray } from 'drizzle-orm';
import { groupBy } from '../../../shared/common/group-by';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../../shared/exports/schemas';
import type { Db } from '../../db/client';
import {
  behaviors,
  classes,
  families,
  familyLinks,
  homeworkEntries,
  skills,
  studentSkills,
  students,
  teachers,
} from '../../db/schema';
import type { ExportRefs } from './section';
import { CLASS_SECTIONS, TEACHER_SECTIONS } from './sections';

// GET /api/export: everything the teacher owns, nothing of anyone else, no secret. A constant
// number of queries whatever the size (one per table, one per section), in a stable order so
// that two exports of the same data are the same document.

const iso = (d: Date) => d.toISOString();

export async function buildExport(db: Db, teacherId: number, now = new Date()) {
  const [teacher] = await db
    .select({ name: teachers.name, email: teachers.email, schoolName: teachers.schoolName })
    .from(teachers)
    .where(eq(teachers.id, teacherId));
  const classRows = await db
    .select()
    .from(classes)
    .where(eq(classes.teacherId, teacherId))
    .orderBy(asc(classes.id));
  const classIds = classRows.map((c) => c.id);
  const studentRows =
    classIds.length === 0
      ? []
      : await db
          .select()
          .from(students)
          .where(inArray(students.classId, classIds))
          .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  const ids = studentRows.map((s) => s.id);
  const [behaviorRows, homeworkRows, skillRows, familyRows] =
    ids.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          db
            .select()
            .from(behaviors)
            .where(inArray(behaviors.studentId, ids))
            .orderBy(asc(behaviors.timestamp), asc(behaviors.id)),
          db
            .select()
            .from(homeworkEntries)
            .where(inArray(homeworkEntries.studentId, ids))
            .orderBy(asc(homeworkEntries.timestamp), asc(homeworkEntries.id)),
          db
            .select({ studentId: studentSkills.studentId, skill: skills.name, points: studentSkills.points })
            .from(studentSkills)
            .innerJoin(skills, eq(skills.id, studentSkills.skillId))
            .where(inArray(studentSkills.studentId, ids))
            .orderBy(asc(skills.name)),
          // Linked family accounts: name and email only (decision 0101).
          db
            .select({
              studentId: familyLinks.studentId,
              name: families.name,
              email: families.email,
              linkedSince: familyLinks.createdAt,
            })
            .from(familyLinks)
            .innerJoin(families, eq(families.id, familyLinks.familyId))
            .where(inArray(familyLinks.studentId, ids))
            .orderBy(asc(familyLinks.createdAt), asc(families.id)),
        ]);

  const refs: ExportRefs = { student: new Map(), klass: new Map() };
  for (const [i, c] of classRows.entries()) refs.klass.set(c.id, `c${i + 1}`);
  // Refs follow the document's order (class, then name), so they survive a round trip.
  const byClass = groupBy(studentRows, (s) => s.classId);
  let n = 0;
  for (const c of classRows) for (const s of byClass.get(c.id) ?? []) refs.student.set(s.id, `s${++n}`);

  const behaviorsOf = groupBy(behaviorRows, (b) => b.studentId);
  const homeworkOf = groupBy(homeworkRows, (h) => h.studentId);
  const skillsOf = groupBy(skillRows, (s) => s.studentId);
  const familiesOf = groupBy(familyRows, (f) => f.studentId);
  const classSections = await Promise.all(CLASS_SECTIONS.map((s) => s.collect(db, classIds, refs)));
  const teacherSections = await Promise.all(TEACHER_SECTIONS.map((s) => s.collect(db, teacherId, refs)));

  return {
    format: EXPORT_FORMAT as typeof EXPORT_FORMAT,
    version: EXPORT_VERSION as typeof EXPORT_VERSION,
    exportedAt: iso(now),
    teacher: { name: teacher.name, email: teacher.email, schoolName: teacher.schoolName },
    classes: classRows.map((c) => ({
      ref: refs.klass.get(c.id) as string,
      name: c.name,
      classCode: c.classCode,
      createdAt: iso(c.createdAt),
      students: (byClass.get(c.id) ?? []).map((s) => ({
        ref: refs.student.get(s.id) as string,
        firstName: s.firstName,
        lastName: s.lastName,
        nickname: s.nickname,
        email: s.email,
        photoUrl: s.photoUrl,
        bio: s.bio,
        createdAt: iso(s.createdAt),
        balance: s.balance,
        hwScore: s.hwScore,
        behaviors: exportedBehaviors(behaviorsOf.get(s.id) ?? []),
        homework: (homeworkOf.get(s.id) ?? []).map((h) => ({
          points: h.points,
          description: h.description,
          timestamp: iso(h.timestamp),
        })),
        skills: (skillsOf.get(s.id) ?? []).map((k) => ({ skill: k.skill, points: k.points })),
        families: (familiesOf.get(s.id) ?? []).map((f) => ({
          name: f.name,
          email: f.email,
          linkedSince: iso(f.linkedSince),
        })),
      })),
      ...Object.fromEntries(
        CLASS_SECTIONS.map((section, i) => [section.key, classSections[i].get(c.id) ?? []]),
      ),
    })),
    ...Object.fromEntries(TEACHER_SECTIONS.map((section, i) => [section.key, teacherSections[i]])),
  };
}

/** One student's records, oldest first; an undo names its original by position (decision 0076). */
function exportedBehaviors(rows: (typeof behaviors.$inferSelect)[]) {
  const position = new Map(rows.map((b, i) => [b.id, i]));
  return rows.map((b) => {
    const undoes = b.undoesId === null ? undefined : position.get(b.undoesId);
    return {
      type: b.type,
      points: b.points,
      description: b.description,
      timestamp: iso(b.timestamp),
      ...(undoes === undefined ? {} : { undoes }),
    };
  });
}
