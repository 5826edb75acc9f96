import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponse } from '../../../shared/accounts/schemas';
import { errorBody, messageBody } from '../../../shared/common/schemas';
import { announceSessions, clearSessionCookie, principalOf } from '../../auth/plugin';
import { deleteSession, SESSION_COOKIE } from '../../auth/sessions';
import { classes, families, students } from '../../db/schema';
import { SESSION_IF_ANY } from '../../http/openapi';
import { presentStudent } from '../students/presenters';
import { presentTeacher } from './presenters';
import { findTeacher } from './queries';

const tags = ['accounts'];

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // 200 with kind 'none' rather than 401: the client asks this on every page load, and a
  // signed-out visitor is a normal state, not an error.
  app.get(
    '/auth/me',
    {
      schema: {
        operationId: 'getSession',
        security: SESSION_IF_ANY,
        tags,
        summary: 'Who is signed in: a teacher, a student, a family, or nobody',
        response: { 200: meResponse },
      },
    },
    async (req) => {
      const p = req.principal;
      if (p?.kind === 'teacher') {
        const teacher = await findTeacher(db, p.teacherId);
        if (teacher) return { kind: 'teacher' as const, teacher: presentTeacher(teacher) };
      }
      if (p?.kind === 'student') {
        const [row] = await db
          .select({
            student: students,
            klass: { id: classes.id, name: classes.name, classCode: classes.classCode },
          })
          .from(students)
          .innerJoin(classes, eq(classes.id, students.classId))
          .where(eq(students.id, p.studentId));
        if (row) return { kind: 'student' as const, student: presentStudent(row.student), class: row.klass };
      }
      if (p?.kind === 'family') {
        const [family] = await db
          .select({ id: families.id, name: families.name })
          .from(families)
          .where(eq(families.id, p.familyId));
        if (family) return { kind: 'family' as const, family };
      }
      return { kind: 'none' as const };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        operationId: 'signOut',
        security: SESSION_IF_ANY,
        tags,
        summary: 'Sign out: the session is deleted on the server',
        response: { 200: messageBody, 400: errorBody },
      },
    },
    async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      const p = req.principal;
      // This device's live-update stream ends with its session.
      if (p) announceSessions(app, principalOf(p));
      clearSessionCookie(reply);
      return { message: 'Signed out' };
    },
  );
};
