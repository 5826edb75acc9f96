import { PublicLayout } from '@client/components/layout/public-layout';
import { Route, Routes } from 'react-router';
import { RequireSignedIn, RequireStudentSession, RequireTeacher } from './guards';
import { lazyPage } from './lazy-page';

// Every route of the product (docs/product.md#screens). Each page — and the teacher and student
// shells — is its own lazily loaded chunk, so the first visit to / downloads only the router,
// the public frame and the landing page. (Declarative routes rather than a data router: the
// data comes from TanStack Query, and this keeps ~17 KB gzip out of the first download.)

const LandingPage = lazyPage(() => import('@client/features/accounts/landing-page'), 'LandingPage');
const TeacherAuthPage = lazyPage(
  () => import('@client/features/accounts/teacher-auth-page'),
  'TeacherAuthPage',
);
const TeacherSignupPage = lazyPage(
  () => import('@client/features/accounts/teacher-signup-page'),
  'TeacherSignupPage',
);
const AccountSettingsPage = lazyPage(
  () => import('@client/features/accounts/account-settings-page'),
  'AccountSettingsPage',
);
const ClassCodeDisplayPage = lazyPage(
  () => import('@client/features/classes/class-code-display-page'),
  'ClassCodeDisplayPage',
);
const DashboardPage = lazyPage(() => import('@client/features/dashboard/dashboard-page'), 'DashboardPage');
const StudentAuthPage = lazyPage(
  () => import('@client/features/student-portal/student-auth-page'),
  'StudentAuthPage',
);
const StudentLoginPage = lazyPage(
  () => import('@client/features/student-portal/student-login-page'),
  'StudentLoginPage',
);
const StudentDashboardPage = lazyPage(
  () => import('@client/features/student-portal/student-dashboard-page'),
  'StudentDashboardPage',
);
const StudentPortalPage = lazyPage(
  () => import('@client/features/student-portal/student-portal-page'),
  'StudentPortalPage',
);
const StudentsPage = lazyPage(() => import('@client/features/students/students-page'), 'StudentsPage');
const StudentDetailPage = lazyPage(
  () => import('@client/features/students/student-detail-page'),
  'StudentDetailPage',
);
const LeaderboardPage = lazyPage(
  () => import('@client/features/leaderboard/leaderboard-page'),
  'LeaderboardPage',
);
const ProjectorPage = lazyPage(() => import('@client/features/leaderboard/projector-page'), 'ProjectorPage');
const AchievementsPage = lazyPage(
  () => import('@client/features/achievements/achievements-page'),
  'AchievementsPage',
);
const HomeworkPage = lazyPage(() => import('@client/features/homework/homework-page'), 'HomeworkPage');
const QuestionsPage = lazyPage(() => import('@client/features/questions/questions-page'), 'QuestionsPage');
const SocialContractPage = lazyPage(
  () => import('@client/features/contracts/social-contract-page'),
  'SocialContractPage',
);
const LessonPlansPage = lazyPage(
  () => import('@client/features/lesson-plans/lesson-plans-page'),
  'LessonPlansPage',
);
const AddContentPage = lazyPage(
  () => import('@client/features/lesson-plans/add-content-page'),
  'AddContentPage',
);
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');
const AppShell = lazyPage(() => import('@client/app/app-shell'), 'AppShell');
const RoleShell = lazyPage(() => import('@client/app/role-shell'), 'RoleShell');

export function AppRoutes() {
  return (
    <Routes>
      {/* Public pages. */}
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="teacher-auth" element={<TeacherAuthPage />} />
        <Route path="teacher-signup" element={<TeacherSignupPage />} />
        <Route path="class-code-display" element={<ClassCodeDisplayPage />} />
        <Route path="student-auth" element={<StudentAuthPage />} />
        <Route path="student-login" element={<StudentLoginPage />} />
        <Route path="student" element={<StudentLoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      {/* Pages that choose their frame from the session ('Not Authenticated', 'No student data found'). */}
      <Route path="account-settings" element={<AccountSettingsPage />} />
      <Route path="student-dashboard" element={<StudentDashboardPage />} />
      <Route element={<RequireStudentSession />}>
        <Route path="student-portal" element={<StudentPortalPage />} />
      </Route>

      {/* Teacher pages. */}
      <Route element={<RequireTeacher />}>
        <Route element={<AppShell />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="leaderboard" element={<LeaderboardPage />} />
          <Route path="students" element={<StudentsPage />} />
          <Route path="student/:id" element={<StudentDetailPage />} />
          <Route path="achievements" element={<AchievementsPage />} />
          <Route path="homework" element={<HomeworkPage />} />
          <Route path="lesson-plans" element={<LessonPlansPage />} />
          <Route path="add-content" element={<AddContentPage />} />
        </Route>
      </Route>

      {/* Pages for teachers and students alike. */}
      <Route element={<RequireSignedIn />}>
        <Route path="projector" element={<ProjectorPage />} />
        <Route path="display" element={<ProjectorPage />} />
        <Route element={<RoleShell />}>
          <Route path="questions" element={<QuestionsPage />} />
          <Route path="social-contract" element={<SocialContractPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
