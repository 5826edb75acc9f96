import type { FastifyPluginAsync } from 'fastify';
import { sessionRoutes } from './accounts/session-routes';
import { teacherRoutes } from './accounts/teacher-routes';
import { behaviorRoutes } from './behaviors/routes';
import { classRoutes } from './classes/routes';
import { contractRoutes } from './contracts/routes';
import { eventRoutes } from './events/routes';
import { healthRoutes } from './health/routes';
import { homeworkRoutes } from './homework/routes';
import { leaderboardRoutes } from './leaderboard/routes';
import { questionRoutes } from './questions/routes';
import { skillRoutes } from './skills/routes';
import { studentAccessRoutes } from './students/access-routes';
import { studentRoutes } from './students/routes';

// Every domain's routes, mounted under /api. One line per plugin.
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(teacherRoutes);
  await app.register(studentAccessRoutes);
  await app.register(skillRoutes);
  await app.register(homeworkRoutes);
  await app.register(classRoutes);
  await app.register(studentRoutes);
  await app.register(behaviorRoutes);
  await app.register(leaderboardRoutes);
  await app.register(eventRoutes);
  await app.register(contractRoutes);
  await app.register(questionRoutes);
};
