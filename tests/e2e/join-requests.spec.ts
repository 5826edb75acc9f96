import { expect, registerTeacher, test, uniqueEmail } from './fixtures';

// A child who joins under the name of a student the teacher already has becomes no second copy:
// they wait until the teacher says who they are, then sign in to their own points
// (docs/decisions/0164).

test('a child who joins as a student the teacher has waits, the teacher links them, and they see their points', async ({
  page,
  browser,
  baseURL,
  guard,
}) => {
  // The child's sign-in before the teacher has decided answers 403 (Chromium logs it).
  guard.allow(/403/);
  const teacherContext = await browser.newContext({ baseURL });
  try {
    const teacher = await registerTeacher(teacherContext.request);
    const added = await teacherContext.request.post('/api/students', {
      data: { classId: teacher.class.id, firstName: 'Ben', lastName: 'Brooks' },
    });
    expect(added.status(), await added.text()).toBe(201);
    const ben = (await added.json()) as { id: number };
    for (const points of [4, 2]) {
      const award = await teacherContext.request.post('/api/behaviors', {
        data: { studentId: ben.id, type: 'Hard Work', points },
      });
      expect(award.status(), await award.text()).toBe(201);
    }

    const dashboard = await teacherContext.newPage();
    const stream = dashboard.waitForResponse(
      (res) => res.url().endsWith('/api/events') && res.status() === 200,
    );
    await dashboard.goto('/dashboard');
    await expect(dashboard.getByText('Ben Brooks').first()).toBeVisible();
    await stream;

    // The child joins with the class's code, typing the name their own way.
    const email = uniqueEmail('ben');
    await page.goto(`/student-auth?code=${teacher.class.classCode}`);
    await page.getByLabel('First Name').fill('ben ');
    await page.getByLabel('Last Name').fill('  BROOKS');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('brooks7');
    await page.getByLabel('Confirm Password').fill('brooks7');
    await page.getByRole('button', { name: 'Join Class' }).click();
    await expect(page.getByRole('heading', { name: "Your teacher will confirm it's you" })).toBeVisible();
    await expect(page.getByText('Your class already has a student called ben BROOKS.')).toBeVisible();

    // Signing in before the teacher has decided says why, kindly.
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/student-login/);
    await page.getByLabel('School Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('brooks7');
    await page.getByRole('button', { name: 'Login to Class Portal' }).click();
    await expect(page.getByText('Waiting for your teacher', { exact: true })).toBeVisible();
    await expect(page.getByText(/Your teacher needs to confirm who you are/)).toBeVisible();

    // The teacher's open dashboard hears of the request without a reload: two taps to link.
    await expect(dashboard.getByText('1 child is waiting to join')).toBeVisible();
    await dashboard.getByRole('button', { name: /Review/ }).click();
    const dialog = dashboard.getByRole('dialog', { name: 'Who is this?' });
    const request = dialog.getByRole('listitem', { name: 'ben BROOKS' });
    await expect(request.getByText(email)).toBeVisible();
    await request.getByRole('button', { name: /This is Ben Brooks/ }).click();
    await expect(dashboard.getByText('Linked to Ben Brooks', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(dashboard.getByText('1 child is waiting to join')).toBeHidden();
    // Still one Ben Brooks on the roster.
    await expect(dashboard.getByRole('heading', { name: 'Ben Brooks' })).toHaveCount(1);

    // Now the child's sign-in opens Ben's own dashboard, with his points.
    await page.getByRole('button', { name: 'Login to Class Portal' }).click();
    await expect(page).toHaveURL(/\/student-dashboard/);
    await expect(page.getByRole('heading', { name: 'Welcome, Ben!' })).toBeVisible();
    await expect(
      page.getByText('Remote Chalk Points', { exact: true }).locator('xpath=../..').getByText('+6'),
    ).toBeVisible();
  } finally {
    await teacherContext.close();
  }
});
