import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, ownerResponses } from '../../../shared/common/schemas';
import { IDEMPOTENCY_DESCRIPTION } from '../../../shared/idempotency/schemas';
import {
  CLASS_AWARD_LIMIT,
  classSkillAwardBody,
  classSkillAwardResponse,
  SKILL_CHANGES_MAX,
  SKILL_POINTS_LIMIT,
  skillChangesBody,
  skillChangesResponse,
  skillListResponse,
  skillPathParams,
  skillPointsBody,
  skillPointsResult,
  studentSkillListResponse,
} from '../../../shared/skills/schemas';
import { ownedClass, ownedStudent, readableStudent } from '../../auth/ownership';
import { requirePrincipal, requireTeacher } from '../../auth/plugin';
import { publishFigures } from '../../realtime/publish-figures';
import { writeOnce } from '../idempotency/idempotency';
import { skillCatalogue } from './catalogue';
import { awardClassSkill, changeStudentSkill } from './commands';
import { applySkillChanges, findSkill, listSkills, studentSkillList } from './queries';

const tags = ['skills'];

export const skillRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus } = app.deps;
  // Read at start, so no request pays for it: the first roster is one query like the rest.
  await skillCatalogue(db);

  app.get(
    '/skills',
    {
      schema: {
        operationId: 'listSkills',
        tags,
        summary: 'The skill catalogue (any signed-in teacher or student)',
        response: { 200: skillListResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (req) => {
      requirePrincipal(req);
      return listSkills(db);
    },
  );

  app.get(
    '/students/:id/skills',
    {
      schema: {
        operationId: 'listStudentSkills',
        tags,
        summary: "Every catalogue skill with the student's points (0 where none yet)",
        description: "The student's teacher or the student themself; anyone else gets 404.",
        params: skillPathParams.pick({ id: true }),
        response: { 200: studentSkillListResponse, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      const student = await readableStudent(db, req, req.params.id);
      return studentSkillList(db, student.id);
    },
  );

  app.patch(
    '/students/:id/skills/:skillId',
    {
      schema: {
        operationId: 'updateStudentSkill',
        tags,
        summary: "Change one student's points in one skill: by a delta or to an absolute value",
        description: [
          'The body holds exactly one of:',
          `- \`{ "points": n }\`: a **change** (buttons, bulk edit), a whole number from -${SKILL_POINTS_LIMIT} to ${SKILL_POINTS_LIMIT}, added to the current value. Points never go below 0: a larger negative change stops at 0.`,
          `- \`{ "set": n }\`: an **absolute value** (skill sheet, "set to 0"), a whole number from 0 to ${SKILL_POINTS_LIMIT}.`,
          'Both, neither, a negative `set` or a non-integer answer 400. Concurrent changes are applied one after another in the database, so none is lost.',
          'The answer carries the new `points` and `applied`, what actually changed (new minus old); an undo sends `{ "points": -applied }`.',
          "Only the student's teacher; anyone else gets 404 (a student session 403).",
        ].join('\n'),
        params: skillPathParams,
        body: skillPointsBody,
        response: ownerResponses(skillPointsResult),
      },
    },
    async (req) => {
      const teacherId = requireTeacher(req);
      const student = await ownedStudent(db, teacherId, req.params.id);
      const skill = await findSkill(db, req.params.skillId);
      const change = req.body.set !== undefined ? { set: req.body.set } : { points: req.body.points ?? 0 };
      const result = await changeStudentSkill(db, skill.id, student.id, change);
      publishFigures(bus, 'skills', [
        { id: student.id, classId: student.classId, skills: [{ skillId: skill.id, points: result.points }] },
      ]);
      return {
        studentId: student.id,
        skillId: skill.id,
        points: result.points,
        applied: result.applied,
        skill,
      };
    },
  );

  app.post(
    '/classes/:id/skills/:skillId/award',
    {
      schema: {
        operationId: 'awardClassSkill',
        tags,
        summary: 'Award (or deduct) skill points to every student of a class in one call (addition)',
        description: [
          'An addition to the spec, whose client sent one PATCH per student: one transaction, all or nothing.',
          `Body \`{ "points": n }\`: a non-zero whole number from -${CLASS_AWARD_LIMIT} to ${CLASS_AWARD_LIMIT}, added to each student's points; a negative change stops at 0 for each student.`,
          'The answer lists every student with their new `points` and `applied` (what actually changed). To undo exactly, send `PATCH /api/students/{studentId}/skills/{skillId}` `{ "points": -applied }` for each student whose `applied` is not 0; when every `applied` equals the requested points (always so for a positive award), one award of the opposite points does the same.',
          'Students marked absent today (GET /api/classes/{id}/attendance) are skipped; when everyone is absent, 400 NO_ONE_PRESENT.',
          "A class without students answers 400. Only the class's teacher; anyone else gets 404 (a student session 403).",
          IDEMPOTENCY_DESCRIPTION,
        ].join('\n'),
        params: skillPathParams,
        body: classSkillAwardBody,
        response: { ...ownerResponses(classSkillAwardResponse), 422: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const teacherId = requireTeacher(req);
      const klass = await ownedClass(db, teacherId, req.params.id);
      const skill = await findSkill(db, req.params.skillId);
      const { points } = req.body;
      // A queued class-wide award (docs/decisions/0096) is applied once.
      const answer = await writeOnce(db, req, teacherId, {
        status: 200,
        inTransaction: (tx) => awardClassSkill(tx, klass.id, skill.id, points),
        present: (results) => ({ classId: klass.id, skill, points, results }),
      });
      if (answer.result) {
        publishFigures(
          bus,
          'skills',
          answer.result.map((r) => ({
            id: r.studentId,
            classId: klass.id,
            skills: [{ skillId: skill.id, points: r.points }],
          })),
        );
      }
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.post(
    '/skills/changes',
    {
      schema: {
        operationId: 'applySkillChanges',
        tags,
        summary: 'Several skill changes at once, all or nothing (addition)',
        description: [
          'An addition to the spec, whose client sent one PATCH per student and skill (the bulk editor, the skill sheet): one transaction, so a failure never leaves a class half graded.',
          `Body \`{ "changes": [{ "studentId": n, "skillId": n, "points"?: n, "set"?: n }] }\`: 1 to ${SKILL_CHANGES_MAX} changes, each student and skill once, each with exactly one of \`points\` (a change, floored at 0) or \`set\` (an absolute value) as for PATCH /api/students/{id}/skills/{skillId}. The bulk editor sends changes, so points given meanwhile on another device are kept.`,
          'The answer lists `{studentId, skillId, points, applied}` per change in the order sent; an undo sends `{ "points": -applied }` for each change whose `applied` is not 0.',
          "Every student must be one of the caller's and every skill must exist; otherwise 404 and nothing is written (a student session 403).",
          IDEMPOTENCY_DESCRIPTION,
        ].join('\n'),
        body: skillChangesBody,
        response: { ...ownerResponses(skillChangesResponse), 422: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const teacherId = requireTeacher(req);
      // A queued skill change (docs/decisions/0096) is applied once.
      const answer = await writeOnce(db, req, teacherId, {
        status: 200,
        direct: () => applySkillChanges(db, teacherId, req.body.changes),
        inTransaction: (tx) => applySkillChanges(tx, teacherId, req.body.changes),
        present: ({ results }) => ({ results }),
      });
      if (answer.result) publishFigures(bus, 'skills', answer.result.changed);
      return reply.code(answer.status).send(answer.body);
    },
  );
};
