import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, messageBody } from '../../../shared/common/schemas';
import {
  createStudentBody,
  mergeStudentBody,
  mergeStudentResponse,
  studentListQuery,
  studentListResponse,
  studentView,
  studentWithSkillsView,
  transferStudentBody,
  transferStudentResponse,
  updateStudentBody,
} from '../../../shared/students/schemas';
import { announceSessions, requirePrincipal, requireTeacher } from '../../auth/plugin';
import { publishFigures } from '../../realtime/publish-figures';
import { mergeStudents } from './merge';
import { presentStudent, presentStudentWithSkills } from './presenters';
import {
  createStudent,
  deleteStudent,
  listOwnStudent,
  listTeacherStudents,
  readableStudentWithSkills,
  transferStudent,
  updateStudent,
} from './queries';

const tags = ['students'];
const denied = { 401: errorBody, 403: errorBody };

export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus } = app.deps;
  const changed = (classId: number) => bus.publish({ topic: 'students', classId });
  // Signed-in callers only, before their input is even validated.
  app.addHook('onRequest', async (req) => void requirePrincipal(req));

  app.get(
    '/students',
    {
      schema: {
        operationId: 'listClassStudents',
        tags,
        summary: 'Students with their skills, sorted by last name then first name',
        description:
          "A teacher gets their own students (of one class with ?classId=; another teacher's class is 404). A student gets only themself.",
        querystring: studentListQuery,
        response: {
          200: studentListResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (req) => {
      const p = requirePrincipal(req);
      const { classId } = req.query;
      const rows =
        p.kind === 'teacher'
          ? await listTeacherStudents(db, p.teacherId, classId)
          : await listOwnStudent(db, p.studentId, classId);
      return rows.map(presentStudentWithSkills);
    },
  );

  app.get(
    '/students/:id',
    {
      schema: {
        operationId: 'getStudent',
        tags,
        summary: 'One student with their skills (their teacher, or the student themself)',
        params: idParam,
        response: {
          200: studentWithSkillsView,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (req) =>
      presentStudentWithSkills(await readableStudentWithSkills(db, requirePrincipal(req), req.params.id)),
  );

  app.post(
    '/students',
    {
      schema: {
        operationId: 'addStudent',
        tags,
        summary: 'Add a student to one of your classes',
        description:
          'balance and hwScore start at 0; they change only through behaviour and homework records.',
        body: createStudentBody,
        response: { 201: studentView, 400: errorBody, ...denied, 404: errorBody },
      },
    },
    async (req, reply) => {
      const student = await createStudent(db, requireTeacher(req), req.body);
      changed(student.classId);
      return reply.code(201).send(presentStudent(student));
    },
  );

  app.patch(
    '/students/:id',
    {
      schema: {
        operationId: 'updateStudent',
        tags,
        summary: "Edit a student's profile",
        description:
          "Only firstName, lastName, nickname, email, photoUrl and bio; null or '' clears an optional field. Sending balance, hwScore or classId is a 400: balance and hwScore are sums of records, and a class change is a transfer.",
        params: idParam,
        body: updateStudentBody,
        response: { 200: studentView, 400: errorBody, ...denied, 404: errorBody },
      },
    },
    async (req) => {
      const { firstName, lastName, nickname, email, photoUrl, bio } = req.body;
      const student = await updateStudent(db, requireTeacher(req), req.params.id, {
        firstName,
        lastName,
        nickname,
        email,
        photoUrl,
        bio,
      });
      changed(student.classId);
      return presentStudent(student);
    },
  );

  app.delete(
    '/students/:id',
    {
      schema: {
        operationId: 'deleteStudent',
        tags,
        summary: 'Delete a student with their behaviour, homework and skill records (cannot be undone)',
        params: idParam,
        response: { 200: messageBody, 400: errorBody, ...denied, 404: errorBody },
      },
    },
    async (req) => {
      const { classId } = await deleteStudent(db, requireTeacher(req), req.params.id);
      changed(classId);
      announceSessions(app, { studentId: req.params.id });
      return { message: 'Student deleted' };
    },
  );

  app.patch(
    '/students/:id/transfer',
    {
      schema: {
        operationId: 'transferStudent',
        tags,
        summary: 'Move a student to another of your classes',
        description:
          'Answers the moved student and previousClassId; the client undoes by transferring back. A class that is not yours is 404 and nothing changes.',
        params: idParam,
        body: transferStudentBody,
        response: { 200: transferStudentResponse, 400: errorBody, ...denied, 404: errorBody },
      },
    },
    async (req) => {
      const { student, previousClassId } = await transferStudent(
        db,
        requireTeacher(req),
        req.params.id,
        req.body.classId,
      );
      changed(previousClassId);
      if (student.classId !== previousClassId) {
        changed(student.classId);
        // The student's open streams follow them to the new class.
        announceSessions(app, { studentId: student.id });
      }
      return { student: presentStudent(student), previousClassId };
    },
  );

  app.post(
    '/students/:id/merge',
    {
      schema: {
        operationId: 'mergeStudent',
        tags,
        summary: 'Merge a duplicate student into another student of the same class',
        description:
          "For a child who is on the roster twice. In one transaction every record of the student in the path (behaviours, homework, skill points, attendance, question votes, contract signatures, family links and invite, picks) moves to `intoStudentId`, whose balance and homework score become the sums of their records; the student in the path is then deleted and signed out. When only that student has an account (a password or Google sign-in), the account moves to `intoStudentId`; when both have one the answer is 409 BOTH_REGISTERED and nothing changes. Both must be your students (another teacher's is 404) and in the same class (400 DIFFERENT_CLASS); merging a student into themself is 400. What happens when both have a row only one may have (the same day's attendance, a vote on the same question) is in docs/decisions/0167.",
        params: idParam,
        body: mergeStudentBody,
        response: { 200: mergeStudentResponse, 400: errorBody, ...denied, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      const fromId = req.params.id;
      const { student, moved, accountMoved } = await mergeStudents(
        db,
        requireTeacher(req),
        fromId,
        req.body.intoStudentId,
      );
      const { classId } = student;
      // The duplicate's sessions are gone: its streams end and the next request is a 401; a
      // family linked to it follows the link to the kept student.
      await announceSessions(app, { studentId: fromId });
      changed(classId);
      publishFigures(bus, 'behaviors', [{ id: student.id, classId, balance: student.balance }]);
      publishFigures(bus, 'homework', [{ id: student.id, classId, hwScore: student.hwScore }]);
      for (const topic of ['skills', 'attendance', 'questions', 'contracts', 'picks']) {
        bus.publish({ topic, classId });
      }
      return { student: presentStudent(student), mergedStudentId: fromId, moved, accountMoved };
    },
  );
};
