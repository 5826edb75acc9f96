// Puts scores on a student the way the write endpoints would: the records and the cached totals
// together (docs/architecture.md#data-rules), straight into the database.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { behaviors, homeworkEntries, skills, studentSkills, students } from '../../src/server/db/schema';
import { createStudents } from '../../src/server/seed/factories';

export interface Scores {
  balance?: number;
  hwScore?: number;
  /** Points per skill, one entry per skill of the catalogue (in id order). */
  skills?: number[];
  email?: string;
}

export async function scoredStudent(db: Db, classId: number, name: string, scores: Scores = {}) {
  const [firstName, lastName] = name.split(' ');
  const [student] = await createStudents(db, classId, 1, { firstName, lastName, email: scores.email });
  const { balance = 0, hwScore = 0 } = scores;
  if (balance) await db.insert(behaviors).values({ studentId: student.id, type: 'Test', points: balance });
  if (hwScore) await db.insert(homeworkEntries).values({ studentId: student.id, points: hwScore });
  await db.update(students).set({ balance, hwScore }).where(eq(students.id, student.id));
  if (scores.skills?.length) {
    const catalogue = await db.select({ id: skills.id }).from(skills).orderBy(skills.id);
    await db
      .insert(studentSkills)
      .values(
        scores.skills.map((points, i) => ({ studentId: student.id, skillId: catalogue[i].id, points })),
      );
  }
  return { ...student, balance, hwScore };
}
