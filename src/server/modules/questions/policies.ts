import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { studentAuthorName } from '../../../shared/questions/schemas';
import { requirePrincipal } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { classes, questions, students } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * The question, if the caller may take part in its board: the class's teacher or a student of
 * the class. Anyone else gets "not found".
 */
export async function reachableQuestion(db: Db, req: FastifyRequest, questionId: number) {
  const p = requirePrincipal(req);
  const [row] = await db
    .select({ question: questions })
    .from(questions)
    .innerJoin(classes, eq(classes.id, questions.classId))
    .where(
      and(
        eq(questions.id, questionId),
        p.kind === 'teacher' ? eq(classes.teacherId, p.teacherId) : eq(classes.id, p.classId),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Question not found');
  return row.question;
}

/**
 * The name a post is made under. A teacher writes the name they choose (prefilled with their
 * own); a student always posts under their own name, whatever the body says, so a child cannot
 * post as a classmate or as the teacher (decision 0024), and no nickname is a classmate's name
 * (decision 0050).
 */
export async function postingName(db: Db, req: FastifyRequest, requested: string) {
  const p = requirePrincipal(req);
  if (p.kind === 'teacher') return requested;
  const [student] = await db
    .select({ firstName: students.firstName, lastName: students.lastName, nickname: students.nickname })
    .from(students)
    .where(eq(students.id, p.studentId))
    .limit(1);
  if (!student) throw notFound('Student not found');
  return studentAuthorName(student);
}

/** Who casts a vote: the account, which decides "Already voted", and the name shown for it. */
export interface Voter {
  name: string;
  studentId: number | null;
  teacherId: number | null;
}

/**
 * A vote belongs to the student or teacher who cast it, not to a name: two accounts that go by
 * the same name each have their vote, and a teacher votes once, whatever name they write
 * (decision 0050).
 */
export async function voterOf(db: Db, req: FastifyRequest, requested: string): Promise<Voter> {
  const p = requirePrincipal(req);
  const name = await postingName(db, req, requested);
  return p.kind === 'teacher'
    ? { name, studentId: null, teacherId: p.teacherId }
    : { name, studentId: p.studentId, teacherId: null };
}
