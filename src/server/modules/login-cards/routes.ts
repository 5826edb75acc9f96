import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentAuthResponse } from '../../../shared/accounts/schemas';
import { errorBody, idParam } from '../../../shared/common/schemas';
import { isCardCode, normalizeCardCode } from '../../../shared/login-cards/card-code';
import { cardSignInBody, issueLoginCardsBody, loginCardsView } from '../../../shared/login-cards/schemas';
import { ownedClass } from '../../auth/ownership';
import { announceSessions, requireTeacher, signIn } from '../../auth/plugin';
import { unauthorized } from '../../errors';
import { NO_SESSION } from '../../http/openapi';
import { presentStudent } from '../students/presenters';
import { loadCardKeys } from './card-keys';
import { currentCards, issueCards } from './commands';
import { studentByCard } from './queries';

const tags = ['login-cards'];
const denied = { 401: errorBody, 403: errorBody, 404: errorBody };

// Login cards (docs/decisions/0161-login-cards.md): the teacher prints a card per child; the child
// signs in with its QR code or its typed code, and is then a student session like any other.
export const loginCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const keys = await loadCardKeys(db);

  app.get(
    '/classes/:id/login-cards',
    {
      schema: {
        operationId: 'listLoginCards',
        tags,
        summary: "The class's login cards, one per student (a reprint keeps every code)",
        description:
          'Sorted by first name. A student without a card yet gets one on this listing; every existing code is kept, so printing again matches the cards already handed out. `code` is 10 characters without the dash (printed ABCDE-FGHJK).',
        params: idParam,
        response: { 200: loginCardsView, 400: errorBody, ...denied },
      },
    },
    async (req) => {
      const klass = await ownedClass(db, requireTeacher(req), req.params.id);
      return { classId: klass.id, className: klass.name, cards: await currentCards(db, keys, klass.id) };
    },
  );

  app.post(
    '/classes/:id/login-cards',
    {
      schema: {
        operationId: 'createLoginCards',
        tags,
        summary: 'New login cards for the listed students (the whole class when studentIds is absent)',
        description:
          "Answers the new cards. Each listed student's previous code stops working at once, and the student's open sessions end (a lost card may have been used). A student of another class, or an unknown id, is 404 and nothing changes.",
        params: idParam,
        body: issueLoginCardsBody,
        response: { 200: loginCardsView, 400: errorBody, ...denied },
      },
    },
    async (req) => {
      const klass = await ownedClass(db, requireTeacher(req), req.params.id);
      const { cards, retired } = await issueCards(db, keys, klass.id, req.body?.studentIds);
      await Promise.all(retired.map((studentId) => announceSessions(app, { studentId })));
      return { classId: klass.id, className: klass.name, cards };
    },
  );

  app.post(
    '/students/login-card',
    {
      config: { authLimited: true },
      schema: {
        operationId: 'signInStudentWithCard',
        security: NO_SESSION,
        tags: ['students', ...tags],
        summary:
          "Sign in as a student with the code of their login card (the card's QR code opens a page that calls this)",
        description:
          'Case, spaces and dashes are ignored. Answers exactly as POST /api/students/login. A wrong or retired code is 401; failures count against the network like other sign-ins (429 with Retry-After past the limit).',
        body: cardSignInBody,
        response: { 200: studentAuthResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const code = normalizeCardCode(req.body.code);
      const found = isCardCode(code) ? await studentByCard(db, keys.lookup(code)) : undefined;
      if (!found) throw unauthorized('That card code does not work. Ask your teacher for your card.');
      await signIn(db, reply, { kind: 'student', id: found.student.id }, config.secureCookies);
      return { student: presentStudent(found.student), class: found.klass };
    },
  );
};
