import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, studentAccessBody, studentAuthResponse } from '../../../shared/accounts/schemas';
import { errorBody } from '../../../shared/common/schemas';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { signIn } from '../../auth/plugin';
import { conflict, notFound, unauthorized } from '../../errors';
import { NO_SESSION } from '../../http/openapi';
import { alreadyJoined, claimRosterEntry, joinClass } from './commands';
import { checkEmailPassword, classByCode, entryByEmail, newestRegistration } from './identity';
import { presentStudent, type StudentRow } from './presenters';

const tags = ['students'];

export const studentAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus, config, accountGuard } = app.deps;
  const limited = { authLimited: true };

  app.post(
    '/students/access',
    {
      config: limited,
      schema: {
        operationId: 'joinClass',
        security: NO_SESSION,
        tags,
        summary: 'Join a class with its code (or claim the roster entry with this email) and sign in',
        description:
          'The class code is case-insensitive. If the class has an entry the teacher made with this email and no password, it is claimed when the first and last name match it (else 409 NAME_MISMATCH); a registered one may sign in again here with the same password (a wrong one answers 409 ALREADY_JOINED). An email registered in another class joins only with that password (else 409 EMAIL_REGISTERED): one email, one student password. Wrong passwords count towards the per-account limit shared with /students/login.',
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
      const klass = await classByCode(db, b.classCode);
      if (!klass) throw notFound('No class has that code. Check it with your teacher.');
      const existing = await entryByEmail(db, klass.id, b.email);
      let student: StudentRow;
      // Every branch checks a password, so all share the per-account failure limit with
      // /students/login: otherwise joining would be a way round that limit. The account is the
      // email: one email, one student password, whatever the class (decision 0012).
      const source = await accountGuard.admit(req, `student:${b.email}`);
      if (existing?.passwordHash) {
        // Joining twice with the right password simply signs in; anyone else is refused.
        if (!(await verifyPassword(existing.passwordHash, b.password))) {
          await accountGuard.fail(source);
          throw alreadyJoined();
        }
        student = existing;
      } else {
        const identity = await checkEmailPassword(db, b.email, b.password);
        if (identity.status === 'mismatch') {
          await accountGuard.fail(source);
          throw conflict(
            'This email already has a Remote Chalk password from another class. Use that password to join.',
            'EMAIL_REGISTERED',
          );
        }
        const passwordHash = identity.status === 'match' ? identity.hash : await hashPassword(b.password);
        student = existing
          ? await claimRosterEntry(db, existing, b, passwordHash)
          : await joinClass(db, klass.id, b, passwordHash);
        bus.publish({ topic: 'students', classId: klass.id });
      }
      await accountGuard.succeed(source, reply);
      await signIn(db, reply, { kind: 'student', id: student.id }, config.secureCookies);
      return reply.code(201).send({ student: presentStudent(student), class: klass });
    },
  );

  app.post(
    '/students/login',
    {
      config: { authLimited: 'password' },
      schema: {
        operationId: 'signInStudent',
        security: NO_SESSION,
        tags,
        summary: 'Sign in as a returning student with school email and password',
        body: loginBody,
        response: { 200: studentAuthResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const source = await accountGuard.admit(req, `student:${req.body.email}`);
      // The same email may be in several classes, all with one password (decision 0012): the
      // newest registration with that password is signed in.
      const identity = await checkEmailPassword(db, req.body.email, req.body.password);
      if (identity.status === 'new') await verifyPassword(null, req.body.password);
      if (identity.status === 'match') {
        const newest = await newestRegistration(db, req.body.email, identity.hash);
        await accountGuard.succeed(source, reply);
        await signIn(db, reply, { kind: 'student', id: newest.student.id }, config.secureCookies);
        return { student: presentStudent(newest.student), class: newest.klass };
      }
      await accountGuard.fail(source);
      throw unauthorized('Invalid email or password');
    },
  );
};
