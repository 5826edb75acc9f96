import { balanceOf, roster } from './dashboard-helpers';
import { expect, registerTeacher, test, uniqueEmail } from './fixtures';

// Live updates reach every screen that shows points (issue 5, ARCHITECTURE §6), not only the
// projector: an award made elsewhere shows up on the teacher's dashboard and on the student's
// own dashboard within 2 s, without a reload.

test('an award made elsewhere reaches the teacher dashboard and the student dashboard within 2 s', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await registerTeacher(page.request);
  const studentContext = await browser.newContext({ baseURL });
  try {
    const join = await studentContext.request.post('/api/students/access', {
      data: {
        classCode: teacher.class.classCode,
        firstName: 'Lena',
        lastName: 'Okoro',
        email: uniqueEmail('student'),
        password: 'secret1',
      },
    });
    expect(join.status(), await join.text()).toBe(201);
    const { student } = (await join.json()) as { student: { id: number } };

    const studentPage = await studentContext.newPage();
    const studentStream = studentPage.waitForResponse('**/api/events');
    await studentPage.goto('/student-dashboard');
    await expect(studentPage.getByRole('heading', { name: 'Welcome, Lena!' })).toBeVisible();
    await studentStream;

    const teacherStream = page.waitForResponse('**/api/events');
    await page.goto('/dashboard');
    const card = roster(page).first();
    await expect(balanceOf(card)).toHaveText('0');
    await teacherStream;

    // Awarded through the API: neither page made the change, so only the stream can tell them.
    const started = Date.now();
    const award = await page.request.post('/api/behaviors/batch', {
      data: { studentIds: [student.id], type: 'Hard Work', points: 2 },
    });
    expect(award.status(), await award.text()).toBe(201);
    await expect(balanceOf(card)).toHaveText('+2', { timeout: 2_000 });
    await expect(
      studentPage
        .getByRole('heading', { name: 'Remote Chalk Points' })
        .locator('xpath=../..')
        .getByText('+2'),
    ).toBeVisible({ timeout: 2_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    await studentContext.close();
  }
});
