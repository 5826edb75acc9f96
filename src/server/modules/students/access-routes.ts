import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, studentAccessBody, studentAuthResponse } from '../../../shared/accounts/schemas';
import { errorBody } from '../../../shared/common/schemas';
import { createAccountLimiter } from '../../auth/account-limit';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { signIn } from '../../auth/plugin';
import { classes, students } from '../../db/schema';
import { conflict, notFound, unauthorized } from '../../errors';
import { presentStudent } from './presenters';

const tags = ['students'];
const classSummary = { id: classes.id, name: classes.name, classCode: classes.classCode };

export const studentAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus, config } = app.deps;
  const limited = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };
  const accountLimiter = createAccountLimiter();

  app.post(
    '/students/access',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Join a class with its code (or claim the roster entry with this email) and sign in',
        description:
          'The class code is case-insensitive. If the class has an unregistered student with this email (imported by the teacher), that record is claimed; a registered one may sign in again here with the same password (a wrong one answers 409 and counts towards the per-account limit shared with /students/login).',
        body: studentAccessBody,
        response: {
          201: studentAuthResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const [klass] = await db
        .select(classSummary)
        .from(classes)
        .where(eq(classes.classCode, b.classCode))
        .limit(1);
      if (!klass) throw notFound('No class has that code. Check it with your teacher.');
      const [existing] = await db
        .select()
        .from(students)
        .where(and(eq(students.classId, klass.id), sql`lower(${students.email}) = ${b.email}`))
        .limit(1);
      let student: typeof students.$inferSelect;
      if (existing?.passwordHash) {
        // Joining twice with the right password simply signs in; anyone else is refused. This
        // checks a password, so it shares the per-account failure limit with /students/login:
        // otherwise it would be a way round that limit.
        const key = `student:${b.email}`;
        accountLimiter.check(key);
        if (!(await verifyPassword(existing.passwordHash, b.password))) {
          accountLimiter.fail(key);
          throw conflict(
            'A student with this email has already joined this class. Log in with your email instead.',
            'ALREADY_JOINED',
          );
        }
        accountLimiter.succeed(key);
        student = existing;
      } else {
        const passwordHash = await hashPassword(b.password);
        if (existing) {
          // The teacher's roster names stay; the student only adds a password (and a nickname).
          [student] = await db
            .update(students)
            .set({
              passwordHash,
              isRegistered: true,
              ...(b.nickname && !existing.nickname && { nickname: b.nickname }),
            })
            .where(eq(students.id, existing.id))
            .returning();
        } else {
          [student] = await db
            .insert(students)
            .values({
              classId: klass.id,
              firstName: b.firstName,
              lastName: b.lastName,
              nickname: b.nickname,
              email: b.email,
              passwordHash,
              isRegistered: true,
            })
            .returning();
          bus.publish({ topic: 'students', classId: klass.id });
        }
      }
      await signIn(db, reply, { kind: 'student', id: student.id }, config.secureCookies);
      return reply.code(201).send({ student: presentStudent(student), class: klass });
    },
  );

  app.post(
    '/students/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in as a returning student with school email and password',
        body: loginBody,
        response: { 200: studentAuthResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const key = `student:${req.body.email}`;
      accountLimiter.check(key);
      // The same email may be on more than one class's roster; the newest registration whose
      // password matches wins.
      const candidates = await db
        .select({ student: students, klass: classSummary })
        .from(students)
        .innerJoin(classes, eq(classes.id, students.classId))
        .where(and(sql`lower(${students.email}) = ${req.body.email}`, isNotNull(students.passwordHash)))
        .orderBy(desc(students.createdAt))
        .limit(5);
      for (const c of candidates) {
        if (await verifyPassword(c.student.passwordHash, req.body.password)) {
          accountLimiter.succeed(key);
          await signIn(db, reply, { kind: 'student', id: c.student.id }, config.secureCookies);
          return { student: presentStudent(c.student), class: c.klass };
        }
      }
      if (candidates.length === 0) await verifyPassword(null, req.body.password);
      accountLimiter.fail(key);
      throw unauthorized('Invalid email or password');
    },
  );
};
