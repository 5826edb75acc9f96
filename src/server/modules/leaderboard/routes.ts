import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, ownerResponses } from '../../../shared/common/schemas';
import {
  classAveragesResponse,
  LEADERBOARD_MAX,
  leaderboardQuery,
  leaderboardResponse,
  projectorQuery,
  projectorResponse,
} from '../../../shared/leaderboard/schemas';
import { ownedClass } from '../../auth/ownership';
import { requirePrincipal, requireTeacher } from '../../auth/plugin';
import { notFound } from '../../errors';
import { type ClassScope, classAverages, projectorAll, projectorTop, topStudents } from './queries';

const tags = ['leaderboard'];

export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  /**
   * A teacher's read of one class costs one query when it has rows: ownership is checked only
   * when the scoped query came back empty, to tell "your empty class" (200) from "not your
   * class" (404). The scoped queries themselves never return another teacher's rows.
   */
  const ensureOwnedIfEmpty = async (scope: ClassScope, empty: boolean) => {
    if (empty && scope.teacherId !== undefined && scope.classId !== undefined) {
      await ownedClass(db, scope.teacherId, scope.classId);
    }
  };

  app.get(
    '/leaderboard',
    {
      schema: {
        operationId: 'getLeaderboard',
        tags,
        summary: 'Top students of the teacher’s classes, or of one of them, by total score',
        description: [
          'Teachers only. Without `classId`: across all of the caller’s classes; with it: that class (another teacher’s class answers 404).',
          'Total score = balance + hwScore + skillPoints (the sum of the student’s skill points).',
          'Ranked by totalScore, highest first; equal totals share `rank` (standard competition ranking: 1, 1, 1, 4) and are listed by lastName, then firstName, then id.',
          `\`limit\`: 1 to ${LEADERBOARD_MAX}, default 10. See docs/decisions/0007-leaderboard-ranking.md.`,
        ].join(' '),
        querystring: leaderboardQuery,
        response: ownerResponses(leaderboardResponse),
      },
    },
    async (req) => {
      const scope: ClassScope = { teacherId: requireTeacher(req), classId: req.query.classId };
      const rows = await topStudents(db, scope, req.query.limit);
      await ensureOwnedIfEmpty(scope, rows.length === 0);
      return rows;
    },
  );

  app.get(
    '/leaderboard/classes',
    {
      schema: {
        operationId: 'getClassStandings',
        tags,
        summary: 'Average behaviour balance of each of the teacher’s classes, highest first',
        description:
          'Teachers only. `averageBalance` is the unrounded mean of the students’ balances (the client shows one decimal). Classes without students have no average and are not listed. Equal averages are ordered by class name.',
        response: { 200: classAveragesResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (req) => classAverages(db, { teacherId: requireTeacher(req) }),
  );

  app.get(
    '/projector',
    {
      schema: {
        operationId: 'getProjector',
        tags,
        summary:
          'What the projector shows: top performers, class standings and all students, never a negative',
        description: [
          'A teacher: one own class (`classId`; another teacher’s answers 404) or, without it, all of their classes.',
          'A student: their own class only (any other `classId` answers 404).',
          'Filtered on the server: only students with balance ≥ 0 and classes whose average balance is ≥ 0; no emails.',
          'topPerformers: the 10 highest balances with `rank` (equal balances share a place: 1, 1, 3), ties listed by lastName, firstName. The projector ranks by behaviour balance, the number it shows; the teacher leaderboard ranks by total score.',
          'classStandings: average balance over all of the class’s students, highest first. allStudents: by lastName, firstName.',
        ].join(' '),
        querystring: projectorQuery,
        response: { 200: projectorResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      const p = requirePrincipal(req);
      const requested = req.query.classId;
      let scope: ClassScope;
      if (p.kind === 'teacher') {
        scope = { teacherId: p.teacherId, classId: requested };
      } else {
        if (requested !== undefined && requested !== p.classId) throw notFound('Class not found');
        scope = { classId: p.classId };
      }
      const [topPerformers, classStandings, allStudents] = await Promise.all([
        projectorTop(db, scope),
        classAverages(db, scope, { nonNegative: true }),
        projectorAll(db, scope),
      ]);
      await ensureOwnedIfEmpty(scope, allStudents.length === 0 && classStandings.length === 0);
      return { topPerformers, classStandings, allStudents };
    },
  );
};
