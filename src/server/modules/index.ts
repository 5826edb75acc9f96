import type { FastifyPluginAsync } from 'fastify';
import type { Sweep } from '../auth/sweeper';
import { oidcRoutes } from './accounts/oidc-routes';
import { passwordRoutes } from './accounts/password-routes';
import { teacherSignedIn } from './accounts/queries';
import { sessionRoutes } from './accounts/session-routes';
import { teacherRoutes } from './accounts/teacher-routes';
import { achievementRoutes } from './achievements/routes';
import { attendanceRoutes } from './attendance/routes';
import { behaviorTypeRoutes } from './behavior-types/routes';
import { behaviorRoutes } from './behaviors/routes';
import { classRoutes } from './classes/routes';
import { contractRoutes } from './contracts/routes';
import { eventRoutes } from './events/routes';
import { reportRoutes } from './exports/report-routes';
import { fullExportRoutes } from './exports/routes';
import { familyAccountRoutes } from './families/account-routes';
import { sweepFamilies } from './families/commands';
import { familySignedIn } from './families/queries';
import { familyTeacherRoutes } from './families/teacher-routes';
import { healthRoutes } from './health/routes';
import { homeworkRoutes } from './homework/routes';
import { sweepIdempotencyKeys } from './idempotency/idempotency';
import { leaderboardRoutes } from './leaderboard/routes';
import { lessonPlanRoutes } from './lesson-plans/routes';
import { lessonSectionRoutes } from './lesson-plans/section-routes';
import { loginCardRoutes } from './login-cards/routes';
import { pickRoutes } from './picks/routes';
import { questionRoutes } from './questions/routes';
import { rosterRoutes } from './roster/routes';
import { skillRoutes } from './skills/routes';
import { studentAccessRoutes } from './students/access-routes';
import { joinRequestRoutes } from './students/join-request-routes';
import { studentSignedIn } from './students/queries';
import { studentRoutes } from './students/routes';
import { timerRoutes } from './timer/routes';
import { uploadRoutes } from './uploads/routes';

// Every domain's routes, mounted under /api. One line per plugin.
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  // Every kind of session answers GET /auth/me through its own module's lookup.
  await app.register(
    sessionRoutes({ teacher: teacherSignedIn, student: studentSignedIn, family: familySignedIn }),
  );
  await app.register(teacherRoutes);
  await app.register(passwordRoutes);
  await app.register(oidcRoutes);
  await app.register(studentAccessRoutes);
  await app.register(skillRoutes);
  await app.register(homeworkRoutes);
  await app.register(classRoutes);
  await app.register(rosterRoutes);
  await app.register(studentRoutes);
  await app.register(joinRequestRoutes);
  await app.register(behaviorRoutes);
  await app.register(behaviorTypeRoutes);
  await app.register(leaderboardRoutes);
  await app.register(eventRoutes);
  await app.register(fullExportRoutes);
  await app.register(reportRoutes);
  await app.register(achievementRoutes);
  await app.register(lessonPlanRoutes);
  await app.register(lessonSectionRoutes);
  await app.register(uploadRoutes);
  await app.register(contractRoutes);
  await app.register(questionRoutes);
  await app.register(timerRoutes);
  await app.register(attendanceRoutes);
  await app.register(pickRoutes);
  await app.register(familyTeacherRoutes);
  await app.register(familyAccountRoutes);
  await app.register(loginCardRoutes);
};

// What the modules clean up on the core's sweep (src/server/auth/sweeper.ts), in this order.
export const moduleSweeps: readonly Sweep[] = [
  // Idempotency keys' answers are kept 24 hours (decision 0096).
  sweepIdempotencyKeys,
  // Family accounts with no child left for 30 days (docs/decisions/0101).
  sweepFamilies,
];
