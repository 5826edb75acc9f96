import { expect, expectAccessible, registerTeacher, test, uniqueEmail, useTheme } from './fixtures';

const publicPages = [
  '/',
  '/teacher-auth',
  '/teacher-signup',
  '/student-auth',
  '/student-login',
  '/no-such-page',
];

for (const theme of ['light', 'dark'] as const) {
  test(`public account pages have no serious accessibility violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    for (const path of publicPages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(new RegExp(theme === 'dark' ? 'dark' : '^(?!.*dark)'));
      await expect(page.locator('h1, h2').first()).toBeVisible();
      await expectAccessible(page, `${path} ${theme}`);
    }
    await page.goto('/class-code-display?code=ABC234&class=Science&teacher=Ada');
    await expect(page.getByText('ABC234', { exact: true })).toBeVisible();
    await expectAccessible(page, `/class-code-display ${theme}`);
  });

  test(`signed-in teacher and student pages have no serious accessibility violations (${theme})`, async ({
    page,
    browser,
  }) => {
    await useTheme(page, theme);
    const teacher = await registerTeacher(page.request);
    for (const path of ['/dashboard', '/account-settings']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expectAccessible(page, `${path} ${theme}`);
    }

    const context = await browser.newContext();
    const student = await context.newPage();
    await useTheme(student, theme);
    const res = await student.request.post('/api/students/access', {
      data: {
        classCode: teacher.class.classCode,
        firstName: 'Mia',
        lastName: 'Kowalski',
        email: uniqueEmail('student'),
        password: 'secret1',
      },
    });
    expect(res.status()).toBe(201);
    await student.goto('/student-dashboard');
    await expect(student.getByText(/Welcome, Mia!/)).toBeVisible();
    await expectAccessible(student, `/student-dashboard ${theme}`);
    await context.close();
  });
}
