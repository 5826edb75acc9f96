import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teacherFiguresView } from '../../../shared/achievements/schemas';
import { errorBody } from '../../../shared/common/schemas';
import { requireTeacher } from '../../auth/plugin';
import { teacherFigures } from './queries';

const tags = ['achievements'];

export const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/achievements',
    {
      schema: {
        operationId: 'getTeacherAchievements',
        tags,
        summary: 'The figures behind the teacher’s achievements (teachers only)',
        description: [
          'Counts over the caller’s own classes: classes, students, positive awards and points awarded, active days, homework checks, graded skills, contracts, signatures, lesson plans, questions.',
          'Each counter carries `reachedAt`: for every threshold the rules use (src/shared/achievements/teacher-achievements.ts), when the count reached it (null: not yet).',
          'One database query whatever the number of students. A student gets 403.',
        ].join(' '),
        response: { 200: teacherFiguresView, 401: errorBody, 403: errorBody },
      },
    },
    async (req) => teacherFigures(db, requireTeacher(req)),
  );
};
