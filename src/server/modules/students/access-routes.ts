import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, studentAccessBody, studentAuthResponse } from '../../../shared/accounts/schemas';
import { errorBody } from '../../../shared/common/schemas';
import { joinPendingResponse } from '../../../shared/students/join-requests';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { signIn } from '../../auth/plugin';
import { conflict, notFound, unauthorized } from '../../errors';
import { NO_SESSION } from '../../http/openapi';
import { alreadyJoined, claimRosterEntry, joinClass } from './commands';
import { checkEmailPassword, classByCode, entryByEmail, newestRegistration } from './identity';
import { checkWaitingPassword, joinPending, namesakes, requestJoin, waitingRequest } from './join-requests';
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
          'The class code is case-insensitive. If the class has an entry the teacher made with this email and no password, it is claimed when the first and last name match it (else 409 NAME_MISMATCH); a registered one may sign in again here with the same password (a wrong one answers 409 ALREADY_JOINED). An email registered in another class joins only with that password (else 409 EMAIL_REGISTERED): one email, one student password. A first and last name that a student of the class already has (trimmed, any case, inner spaces as one) creates no student: unless that student is an entry the teacher made with this email (claimed as above), the answer is 202 `{ status: "pending", requestId }` with no session, and the teacher links, adds or refuses the request (`POST /api/join-requests/{id}`); joining again with the same email and password answers the same request. Wrong passwords count towards the per-account limit shared with /students/login.',
        body: studentAccessBody,
        response: {
          201: studentAuthResponse,
          202: joinPendingResponse,
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
        // A request of this email already waits here: joining again finds it (with its password).
        const waiting = existing ? undefined : await waitingRequest(db, klass.id, b.email);
        if (waiting) {
          if (!(await verifyPassword(waiting.passwordHash, b.password))) {
            await accountGuard.fail(source);
            throw alreadyJoined();
          }
          await accountGuard.succeed(source, reply);
          return reply.code(202).send({ status: 'pending' as const, requestId: waiting.id });
        }
        let identity = await checkEmailPassword(db, b.email, b.password);
        if (identity.status === 'new') identity = await checkWaitingPassword(db, b.email, b.password);
        if (identity.status === 'mismatch') {
          await accountGuard.fail(source);
          throw conflict(
            'This email already has a Remote Chalk password from another class. Use that password to join.',
            'EMAIL_REGISTERED',
          );
        }
        const passwordHash = identity.status === 'match' ? identity.hash : await hashPassword(b.password);
        if (!existing && (await namesakes(db, klass.id, b)).length > 0) {
          // The class already has a child of this name: the teacher says whether it is this one
          // (docs/decisions/0164). No session: the child signs in once the teacher has decided.
          const request = await requestJoin(db, klass.id, b, passwordHash);
          await bus.publish({ topic: 'join-requests', classId: klass.id });
          await accountGuard.succeed(source, reply);
          return reply.code(202).send({ status: 'pending' as const, requestId: request.id });
        }
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
        description:
          'A child whose join waits for the teacher (POST /api/students/access answered 202) gets 403 JOIN_PENDING with the right password until the teacher links or adds them; after a refusal the email is unknown again (401).',
        body: loginBody,
        response: {
          200: studentAuthResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (req, reply) => {
      const source = await accountGuard.admit(req, `student:${req.body.email}`);
      // The same email may be in several classes, all with one password (decision 0012): the
      // newest registration with that password is signed in.
      const identity = await checkEmailPassword(db, req.body.email, req.body.password);
      if (identity.status === 'match') {
        const newest = await newestRegistration(db, req.body.email, identity.hash);
        await accountGuard.succeed(source, reply);
        await signIn(db, reply, { kind: 'student', id: newest.student.id }, config.secureCookies);
        return { student: presentStudent(newest.student), class: newest.klass };
      }
      // An email with no student yet may be waiting for its teacher (docs/decisions/0164): the
      // right password hears so (a refused request is gone: unknown, as any other email).
      const waiting =
        identity.status === 'new'
          ? await checkWaitingPassword(db, req.body.email, req.body.password)
          : identity;
      if (waiting.status === 'new') await verifyPassword(null, req.body.password);
      if (waiting.status === 'match') {
        await accountGuard.succeed(source, reply);
        throw joinPending();
      }
      await accountGuard.fail(source);
      throw unauthorized('Invalid email or password');
    },
  );
};
