import { PublicLayout } from '@client/components/layout/public-layout';
import { ClosedToFamily, FamilyPublicOnly, RequireFamily } from '@client/features/families/family-guards';
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
// The family's pages (docs/decisions/0106-family-pages-apart-from-the-classroom.md).
const FamilyJoinPage = lazyPage(
  () => import('@client/features/families/family-auth-pages'),
  'FamilyJoinPage',
);
const FamilySignInPage = lazyPage(
  () => import('@client/features/families/family-auth-pages'),
  'FamilySignInPage',
);
const FamilyForgotPage = lazyPage(
  () => import('@client/features/families/family-auth-pages'),
  'FamilyForgotPage',
);
const FamilyResetPage = lazyPage(
  () => import('@client/features/families/family-auth-pages'),
  'FamilyResetPage',
);
const FamilyVerifyEmailPage = lazyPage(
  () => import('@client/features/families/email-confirmation'),
  'FamilyVerifyEmailPage',
);
const FamilyShell = lazyPage(() => import('@client/features/families/family-shell'), 'FamilyShell');
const FamilyHomePage = lazyPage(
  () => import('@client/features/families/family-child-page'),
  'FamilyHomePage',
);
const FamilyChildPage = lazyPage(
  () => import('@client/features/families/family-child-page'),
  'FamilyChildPage',
);
const AddChildPage = lazyPage(() => import('@client/features/families/add-child-page'), 'AddChildPage');
const FamilySettingsPage = lazyPage(
  () => import('@client/features/families/family-settings-page'),
  'FamilySettingsPage',
);
const LoginCardsPage = lazyPage(
  () => import('@client/features/login-cards/login-cards-page'),
  'LoginCardsPage',
);
const InvitationsPage = lazyPage(
  () => import('@client/features/families/invitations-page'),
  'InvitationsPage',
);
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');
const AppShell = lazyPage(() => import('@client/app/app-shell'), 'AppShell');
const RoleShell = lazyPage(() => import('@client/app/role-shell'), 'RoleShell');
const TeacherFrame = lazyPage(() => import('./session-frames'), 'TeacherFrame');
const StudentFrame = lazyPage(() => import('./session-frames'), 'StudentFrame');

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
        {/* A login card's QR code (/student/login?card=…): before the teacher's student/:id. */}
        <Route path="student/login" element={<StudentLoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      {/* Pages that choose their frame from the session ('Not Authenticated', 'No student data found'). */}
      <Route element={<ClosedToFamily />}>
        <Route element={<TeacherFrame />}>
          <Route path="account-settings" element={<AccountSettingsPage />} />
        </Route>
        <Route element={<StudentFrame />}>
          <Route path="student-dashboard" element={<StudentDashboardPage />} />
        </Route>
        <Route element={<RequireStudentSession />}>
          <Route path="student-portal" element={<StudentPortalPage />} />
        </Route>
      </Route>

      {/* Family pages: signed out (sign up with the letter's code, sign in, reset) and signed in. */}
      <Route element={<FamilyPublicOnly />}>
        <Route element={<PublicLayout />}>
          <Route path="family/join" element={<FamilyJoinPage />} />
          <Route path="family/signin" element={<FamilySignInPage />} />
          <Route path="family/forgot" element={<FamilyForgotPage />} />
          <Route path="family/reset-password" element={<FamilyResetPage />} />
        </Route>
      </Route>
      {/* The mailed confirmation link works signed in or not, in any browser. */}
      <Route element={<PublicLayout />}>
        <Route path="family/verify-email" element={<FamilyVerifyEmailPage />} />
      </Route>
      <Route element={<RequireFamily />}>
        <Route element={<FamilyShell />}>
          <Route path="family" element={<FamilyHomePage />} />
          <Route path="family/children/:id" element={<FamilyChildPage />} />
          <Route path="family/add-child" element={<AddChildPage />} />
          <Route path="family/settings" element={<FamilySettingsPage />} />
        </Route>
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
          <Route path="family-invitations" element={<InvitationsPage />} />
          <Route path="login-cards" element={<LoginCardsPage />} />
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
