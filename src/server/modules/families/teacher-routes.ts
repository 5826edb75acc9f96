import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, messageBody } from '../../../shared/common/schemas';
import {
  classFamilyInvitesView,
  classFamilySettingsBody,
  classFamilySettingsView,
  familyInviteView,
  studentFamilyLinkParams,
  studentFamilyParams,
  studentFamilyView,
} from '../../../shared/families/schemas';
import { ownedClass, ownedStudent } from '../../auth/ownership';
import { announceSessions, requireTeacher } from '../../auth/plugin';
import { classes, students, teachers } from '../../db/schema';
import { notFound } from '../../errors';
import { createInvite, unlink } from './commands';
import { linkedFamilies, usableInvite } from './queries';

const tags = ['families'];
const denied = { 401: errorBody, 403: errorBody, 404: errorBody };

// The teacher's side of families (decision 0103): invites, who is linked, removing a link, the printed
// letters and the class's weekly-email switch. Every call is about the teacher's own students or
// classes: another teacher's id is 404 (docs/architecture.md#permissions).
export const familyTeacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('onRequest', async (req) => void requireTeacher(req));

  app.post(
    '/students/:studentId/family-invites',
    {
      schema: {
        operationId: 'createFamilyInvite',
        tags,
        summary: "Make the student's family invite code (replaces the previous one)",
        description:
          'A 10-character code without look-alike characters, valid 30 days, usable by up to two family accounts. The previous code of this student stops working; families it linked stay linked.',
        params: studentFamilyParams,
        response: { 201: familyInviteView, 400: errorBody, ...denied },
      },
    },
    async (req, reply) => {
      const student = await ownedStudent(db, requireTeacher(req), req.params.studentId);
      const invite = await createInvite(db, student.id);
      return reply.code(201).send({ code: invite.code, expiresAt: invite.expiresAt.toISOString() });
    },
  );

  app.get(
    '/students/:studentId/family',
    {
      schema: {
        operationId: 'getStudentFamily',
        tags,
        summary: 'The family accounts linked to the student, and the usable invite code',
        params: studentFamilyParams,
        response: { 200: studentFamilyView, 400: errorBody, ...denied },
      },
    },
    async (req) => {
      const student = await ownedStudent(db, requireTeacher(req), req.params.studentId);
      const [invite, linked] = await Promise.all([
        usableInvite(db, student.id),
        linkedFamilies(db, student.id),
      ]);
      return {
        studentId: student.id,
        invite: invite
          ? { code: invite.code, expiresAt: invite.expiresAt.toISOString(), usesLeft: 2 - invite.uses }
          : null,
        families: linked.map((f) => ({ ...f, linkedSince: f.linkedSince.toISOString() })),
      };
    },
  );

  app.delete(
    '/students/:studentId/family/:familyId',
    {
      schema: {
        operationId: 'unlinkFamily',
        tags,
        summary: "End one family account's link to the student, at once (open family pages lose the child)",
        description:
          "The student's invite code is retired with it: no code issued before the removal links the student again (the removed family included). A new code, or the next printed letter, carries a new one.",
        params: studentFamilyLinkParams,
        response: { 200: messageBody, 400: errorBody, ...denied },
      },
    },
    async (req) => {
      const student = await ownedStudent(db, requireTeacher(req), req.params.studentId);
      if (!(await unlink(db, req.params.familyId, student.id))) throw notFound('Family link not found');
      // The family's open streams recheck their children and stop hearing this one; answered once
      // every instance has the event, so no figure of a later award can reach them first.
      await announceSessions(app, { familyId: req.params.familyId });
      return { message: 'Family link removed' };
    },
  );

  app.post(
    '/classes/:id/family-invites',
    {
      schema: {
        operationId: 'createClassFamilyInvites',
        tags,
        summary: 'Invite codes for every student of the class (the printed family letters)',
        description:
          'A student whose code is still valid with a use left keeps it, so printing again does not kill the letters already sent home; the others get a new code.',
        params: idParam,
        response: { 200: classFamilyInvitesView, 400: errorBody, ...denied },
      },
    },
    async (req) => {
      const teacherId = requireTeacher(req);
      const klass = await ownedClass(db, teacherId, req.params.id);
      const [teacher] = await db
        .select({ name: teachers.name })
        .from(teachers)
        .where(eq(teachers.id, teacherId));
      const roster = await db
        .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
        .from(students)
        .where(eq(students.classId, klass.id))
        .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
      const invites = await db.transaction(async (tx) => {
        const out = [];
        for (const s of roster) {
          const invite = (await usableInvite(tx, s.id)) ?? (await createInvite(tx, s.id));
          out.push({
            studentId: s.id,
            firstName: s.firstName,
            lastName: s.lastName,
            code: invite.code,
            expiresAt: invite.expiresAt.toISOString(),
          });
        }
        return out;
      });
      return { classId: klass.id, className: klass.name, teacherName: teacher?.name ?? '', invites };
    },
  );

  app.get(
    '/classes/:id/family-settings',
    {
      schema: {
        operationId: 'getFamilySettings',
        tags,
        summary: "Whether the class's families may get the weekly email",
        params: idParam,
        response: { 200: classFamilySettingsView, 400: errorBody, ...denied },
      },
    },
    async (req) => {
      const klass = await ownedClass(db, requireTeacher(req), req.params.id);
      return { classId: klass.id, familyDigest: klass.familyDigest };
    },
  );

  app.patch(
    '/classes/:id/family-settings',
    {
      schema: {
        operationId: 'updateFamilySettings',
        tags,
        summary: "Turn the families' weekly email on or off for the class",
        description:
          'Off: no weekly email mentions a child of this class (a family with children in other classes still gets theirs). On by default; each family also chooses for itself.',
        params: idParam,
        body: classFamilySettingsBody,
        response: { 200: classFamilySettingsView, 400: errorBody, ...denied },
      },
    },
    async (req) => {
      const klass = await ownedClass(db, requireTeacher(req), req.params.id);
      await db.update(classes).set({ familyDigest: req.body.familyDigest }).where(eq(classes.id, klass.id));
      return { classId: klass.id, familyDigest: req.body.familyDigest };
    },
  );
};
