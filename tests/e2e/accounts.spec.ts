import { expect, PASSWORD, readMailLink, registerTeacher, test, uniqueEmail } from './fixtures';

test('a teacher signs up, sees the class code, reaches the dashboard, signs out and back in', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/teacher-signup');
  await page.getByLabel('Teacher Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel('Class Name').fill('Robotics');
  await page.getByLabel('Period').fill('4');
  await expect(page.getByText('Strong')).toBeVisible();
  await page.getByRole('button', { name: /create/i }).click();

  await expect(page).toHaveURL(/\/class-code-display/);
  const code = new URL(page.url()).searchParams.get('code');
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await expect(page.getByText(code!, { exact: true })).toBeVisible();
  await expect(page.getByText('Robotics - Period 4')).toBeVisible();

  await page.goto('/dashboard');
  // The first visit says 'Welcome'; the next ones 'Welcome back' (decision 0153).
  await expect(page.getByText('Welcome, Grace Hopper!')).toBeVisible();
  await expect(page.getByText('Classroom Management Dashboard')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();

  // Signed out, the dashboard sends the visitor to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/teacher-auth/);
  await page
    .getByRole('button', { name: /^Sign In/ })
    .first()
    .click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByText('Welcome back, Grace Hopper!')).toBeVisible();
});

test('a student joins with the class code and lands on the student dashboard', async ({ page, request }) => {
  const teacher = await registerTeacher(request);
  await page.goto('/');
  // Families have a way in from here too, not only the letter's link (decision 0153).
  const families = page.getByRole('navigation', { name: 'Families' });
  await expect(families.getByRole('link', { name: 'Family sign in' })).toHaveAttribute(
    'href',
    '/family/signin',
  );
  await expect(families.getByRole('link', { name: 'Join with the code from your letter' })).toHaveAttribute(
    'href',
    '/family/join',
  );
  await page.getByRole('button', { name: /Enter Class Code/ }).click();
  await expect(page).toHaveURL(/\/student-auth/);
  await page.getByLabel('Class Code').fill(teacher.class.classCode.toLowerCase());
  await page.getByLabel('First Name').fill('Lin');
  await page.getByLabel('Last Name').fill('Zhou');
  await page.getByLabel('Email').fill(uniqueEmail('student'));
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm Password').fill('secret1');
  await page.getByRole('button', { name: /join|enter|access/i }).click();
  await expect(page).toHaveURL(/\/student-dashboard/);
  await expect(page.getByText(/Welcome, Lin!/)).toBeVisible();
  await expect(page.getByText(teacher.class.name).first()).toBeVisible();
});

test('a returning student logs in; a wrong password shows the error under the field', async ({
  page,
  request,
  guard,
}) => {
  const teacher = await registerTeacher(request);
  const email = uniqueEmail('student');
  const join = await request.post('/api/students/access', {
    data: {
      classCode: teacher.class.classCode,
      firstName: 'Ola',
      lastName: 'Nordmann',
      email,
      password: 'secret1',
    },
  });
  expect(join.status()).toBe(201);
  await request.post('/api/auth/logout');

  guard.allow(/401/);
  await page.goto('/student-login');
  await page.getByLabel('School Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-one');
  await page.getByRole('button', { name: 'Login to Class Portal' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByRole('button', { name: 'Login to Class Portal' }).click();
  await expect(page).toHaveURL(/\/student-dashboard/);
  await expect(page.getByText(/Welcome, Ola!/)).toBeVisible();
});

test('forgot password: the mailed link sets a new password that signs in', async ({ page, request }) => {
  const teacher = await registerTeacher(request, 'Katherine Johnson');
  await request.post('/api/auth/logout');
  await page.goto('/teacher-auth');
  await page.getByRole('button', { name: /Forgot Password/ }).click();
  await page.getByLabel('Email').fill(teacher.email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText(/on its way|check your email/i).first()).toBeVisible();

  const link = await readMailLink(teacher.email, '/teacher-auth?reset=');
  await page.goto(new URL(link).pathname + new URL(link).search);
  const newPassword = 'NewPassw0rd';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: /password/i }).click();
  await expect(page.getByText(/password (reset|changed|updated)/i).first()).toBeVisible();

  const res = await request.post('/api/teachers/login', {
    data: { email: teacher.email, password: newPassword },
  });
  expect(res.status()).toBe(200);
});
