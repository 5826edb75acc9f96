import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  registerTeacher,
  type TeacherAccount,
  test,
  uniqueEmail,
  useTheme,
} from './fixtures';

// The student's side. A student on a phone watches their dashboard while the teacher
// awards from another browser: the badge, the skill bar and the history arrive live.

const PHONE = { width: 390, height: 844 };

async function joinAsStudent(
  browser: Browser,
  baseURL: string | undefined,
  teacher: TeacherAccount,
  firstName: string,
) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const res = await page.request.post('/api/students/access', {
    data: {
      classCode: teacher.class.classCode,
      firstName,
      lastName: 'Okoro',
      email: uniqueEmail('student'),
      password: 'secret1',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { student } = (await res.json()) as { student: { id: number } };
  return { context, page, studentId: student.id };
}

const achievementsCard = (page: Page) =>
  page.getByRole('heading', { name: 'Achievements', exact: true }).locator('xpath=../..');

test('a student on a phone sees First Steps unlock within 2 s of the teacher’s award, the skill bar and the record', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await registerTeacher(page.request);
  const { context, page: student, studentId } = await joinAsStudent(browser, baseURL, teacher, 'Lena');
  try {
    const stream = student.waitForResponse('**/api/events');
    await student.goto('/student-dashboard');
    await expect(student.getByRole('heading', { name: 'Welcome, Lena!' })).toBeVisible();
    await expect(achievementsCard(student).getByText('0 of 13', { exact: true })).toBeVisible();
    const grid = student.getByRole('list', { name: 'Achievements' });
    await expect(grid.getByRole('listitem', { name: 'First Steps, locked' })).toBeVisible();
    await stream;

    // The teacher, in another browser context, awards one positive behaviour.
    const award = await page.request.post('/api/behaviors/batch', {
      data: { studentIds: [studentId], type: 'Hard Work', points: 2 },
    });
    expect(award.status(), await award.text()).toBe(201);
    // Timed from the award's answer: the write is done, the rest is the live update.
    const started = Date.now();
    await expect(grid.getByRole('listitem', { name: 'First Steps, unlocked' })).toBeVisible({
      timeout: 2_000,
    });
    await expect(student.getByText('Achievement Unlocked!', { exact: true })).toBeVisible({ timeout: 2_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(achievementsCard(student).getByText('1 of 13', { exact: true })).toBeVisible();
    await expect(student.getByRole('list', { name: 'Recent activity' }).getByText('Hard Work')).toBeVisible();
    // Celebrated once: the toast names the badge.
    await expect(student.getByText('You earned First Steps. Keep it up!', { exact: true })).toBeVisible();

    // A skill graded by the teacher shows as a bar (10 points = 100 %).
    const skills = (await (await page.request.get('/api/skills')).json()) as { id: number; name: string }[];
    const graded = await page.request.patch(`/api/students/${studentId}/skills/${skills[0].id}`, {
      data: { points: 3 },
    });
    expect(graded.status(), await graded.text()).toBe(200);
    await student.getByRole('tab', { name: 'Skills' }).click();
    await expect(student.getByRole('progressbar', { name: `${skills[0].name} progress` })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    await expect(student.getByRole('progressbar', { name: `${skills[1].name} progress` })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    await student.getByRole('tab', { name: 'Behaviors' }).click();
    const history = student.getByRole('tabpanel', { name: 'Behaviors' });
    await expect(history.getByText('Hard Work', { exact: true })).toBeVisible();
    await expect(history.getByText('+2', { exact: true })).toBeVisible();

    await student.getByRole('tab', { name: 'Questions' }).click();
    await expect(student.getByRole('link', { name: 'Open the Question Board' })).toHaveAttribute(
      'href',
      '/questions',
    );

    // Nothing overflows the phone's width.
    const overflow = await student.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await context.close();
  }
});

test('the behaviour history pages through many records, newest first', async ({ page, browser, baseURL }) => {
  const teacher = await registerTeacher(page.request);
  const { context, page: student, studentId } = await joinAsStudent(browser, baseURL, teacher, 'Milo');
  try {
    for (let i = 1; i <= 45; i++) {
      const res = await page.request.post('/api/behaviors', {
        data: { studentId, type: `Award ${i}`, points: 1 },
      });
      expect(res.status()).toBe(201);
    }
    await student.goto('/student-dashboard');
    await student.getByRole('tab', { name: 'Behaviors' }).click();
    const panel = student.getByRole('tabpanel', { name: 'Behaviors' });
    await expect(panel.getByText('Showing 1–20 of 45')).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(20);
    await expect(panel.getByRole('listitem').first()).toContainText('Award 45');
    await panel.getByRole('button', { name: 'Older' }).click();
    await panel.getByRole('button', { name: 'Older' }).click();
    await expect(panel.getByText('Showing 41–45 of 45')).toBeVisible();
    await expect(panel.getByRole('listitem').last()).toContainText('Award 1');
    await expect(panel.getByRole('button', { name: 'Older' })).toBeDisabled();
    // 45 positive behaviours: Good Citizen and Behavior Champion unlocked, Exemplary Student not.
    await student.getByRole('tab', { name: 'Overview' }).click();
    const grid = student.getByRole('list', { name: 'Achievements' });
    await expect(grid.getByRole('listitem', { name: 'Behavior Champion, unlocked' })).toBeVisible();
    await expect(grid.getByRole('listitem', { name: 'Exemplary Student, locked' })).toContainText('45 / 50');
  } finally {
    await context.close();
  }
});

test('the student portal shows only the signed-in student, and Back to Home clears the session', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await registerTeacher(page.request);
  const classmate = await joinAsStudent(browser, baseURL, teacher, 'Noor');
  await classmate.context.close();
  const { context, page: student, studentId } = await joinAsStudent(browser, baseURL, teacher, 'Lena');
  try {
    await page.request.post('/api/behaviors', { data: { studentId, type: 'Teamwork', points: 1 } });
    await student.goto('/student-dashboard');
    await expect(student.getByRole('heading', { name: 'Welcome, Lena!' })).toBeVisible();
    await student.evaluate(() => sessionStorage.setItem('userType', 'student'));
    await student.goto('/student-portal');
    await expect(student.getByRole('heading', { name: 'Lena Okoro', level: 1 })).toBeVisible();
    await expect(student.getByText('Noor')).toHaveCount(0);
    await expect(student.getByRole('list', { name: 'Recent activity' }).getByText('Teamwork')).toBeVisible();
    await expect(
      student
        .getByRole('list', { name: 'Achievements' })
        .getByRole('listitem', { name: 'First Steps, unlocked' }),
    ).toBeVisible();
    await student.getByRole('button', { name: 'Back to Home' }).click();
    await expect(student).toHaveURL(/\/$/);
    expect(await student.evaluate(() => sessionStorage.length)).toBe(0);
    // Without the session value the portal sends the visitor home.
    await student.goto('/student-portal');
    await expect(student).toHaveURL(/\/$/);
  } finally {
    await context.close();
  }
});

// One axe pass per test: a pass takes many seconds on a loaded machine.
const STUDENT_VIEWS = ['Overview', 'Skills', 'Behaviors', 'Questions', 'portal'] as const;
for (const theme of ['light', 'dark'] as const) {
  for (const view of STUDENT_VIEWS) {
    test(`the student's ${view} passes axe in the ${theme} theme`, async ({ page, browser, baseURL }) => {
      const teacher = await registerTeacher(page.request);
      const { context, page: student, studentId } = await joinAsStudent(browser, baseURL, teacher, 'Mia');
      await useTheme(student, theme);
      try {
        await page.request.post('/api/behaviors', { data: { studentId, type: 'Teamwork', points: 1 } });
        await page.request.post('/api/behaviors', { data: { studentId, type: 'Disruption', points: -2 } });
        await student.goto('/student-dashboard');
        await expect(
          student
            .getByRole('list', { name: 'Achievements' })
            .getByRole('listitem', { name: 'First Steps, unlocked' }),
        ).toBeVisible();
        if (view === 'portal') {
          await student.evaluate(() => sessionStorage.setItem('userType', 'student'));
          await student.goto('/student-portal');
          await expect(student.getByRole('heading', { name: 'Mia Okoro', level: 1 })).toBeVisible();
          await expect(student.getByRole('list', { name: 'Recent activity' })).toBeVisible();
        } else if (view !== 'Overview') {
          await student.getByRole('tab', { name: view }).click();
          await expect(student.getByRole('tabpanel', { name: view })).toBeVisible();
        }
        await expectAccessible(student, `${view} ${theme}`);
        // Screenshots for review only when asked: a full-page capture is slow on a loaded machine.
        if (process.env.E2E_SHOTS) {
          await student.screenshot({ path: `.tmp/shots/student-${view}-phone-${theme}.png`, fullPage: true });
        }
      } finally {
        await context.close();
      }
    });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`the teacher's /achievements shows progress, Recently Unlocked and the category tabs (${theme})`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    const teacher = await registerTeacher(page.request);
    const created = await page.request.post('/api/students', {
      data: { classId: teacher.class.id, firstName: 'Lena', lastName: 'Okoro' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id: studentId } = (await created.json()) as { id: number };
    const award = await page.request.post('/api/behaviors', {
      data: { studentId, type: 'Teamwork', points: 1 },
    });
    expect(award.status(), await award.text()).toBe(201);
    await page.goto('/achievements');
    await expect(page.getByRole('heading', { name: 'Teacher Achievements', level: 1 })).toBeVisible();
    const overall = page.getByRole('progressbar', { name: 'Overall progress' });
    // Welcome Aboard (the account and its class), First Award, Positive Classroom (1 of 1 above 0).
    await expect(overall).toHaveAttribute('aria-valuenow', '3');
    const recent = page.getByRole('list', { name: 'Recently unlocked' });
    await expect(recent.getByText('First Award')).toBeVisible();
    await expect(recent.getByText('Welcome Aboard')).toBeVisible();
    await expectAccessible(page, `/achievements ${theme}`);
    await page.screenshot({ path: `.tmp/shots/teacher-achievements-desktop-${theme}.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Engagement' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Engagement' });
    await expect(panel.getByRole('progressbar', { name: 'Engagement progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    await expect(panel.getByText('Tip:')).toBeVisible();
    await expect(panel.getByRole('listitem', { name: 'First Award, unlocked' })).toBeVisible();
    await expect(panel.getByRole('listitem', { name: 'Generous Teacher, locked' })).toContainText('1 / 100');
    await expectAccessible(page, `/achievements engagement ${theme}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `.tmp/shots/teacher-achievements-phone-${theme}.png`, fullPage: true });
  });
}
