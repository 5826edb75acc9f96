import type { APIRequestContext, Page } from '@playwright/test';
import { applyToWholeClass, openWithTrialClass, toast } from './dashboard-helpers';
import { expect, joinAsStudent, registerTeacher, test } from './fixtures';

// Issue 23 item 5, the defects a new teacher's walk-through found: homework progress lost on a
// reload, 'Homework Score 2%', class-wide actions without a way back, two trial classes, a
// theme that ignored the device, pages without a link, password rules only after submitting,
// names cut mid-word.

interface Student {
  id: number;
  firstName: string;
  lastName: string;
}

/** A new teacher whose current class is a 20-student trial class made through the API. */
async function teacherWithTrialClass(page: Page) {
  const account = await registerTeacher(page.request);
  const res = await page.request.post('/api/classes/trial');
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { class: { id: number }; students: Student[] };
  await page.addInitScript((classId) => {
    const raw = localStorage.getItem('classroom-storage');
    const parsed = raw ? JSON.parse(raw) : { state: {}, version: 0 };
    parsed.state = { ...parsed.state, currentClassId: classId };
    localStorage.setItem('classroom-storage', JSON.stringify(parsed));
  }, body.class.id);
  return { account, ...body };
}

async function hwScore(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/students/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { hwScore: number }).hwScore;
}

const name = (s: Student) => `${s.firstName} ${s.lastName}`;

test('homework quick check: the day’s progress survives a reload and a trip to another page; Show All Students Again resets it', async ({
  page,
}) => {
  const { students } = await teacherWithTrialClass(page);
  const [first, second] = students;
  const row = (s: Student) => page.getByRole('group', { name: `Homework for ${name(s)}` });

  await page.goto('/homework');
  await expect(page.getByText('20 of 20 students left to check')).toBeVisible();
  await row(first)
    .getByRole('button', { name: /Complete/ })
    .click();
  await row(second)
    .getByRole('button', { name: /Missing/ })
    .click();
  await expect(page.getByText('18 of 20 students left to check')).toBeVisible();
  await expect.poll(() => hwScore(page.request, first.id)).toBe(2);

  await page.reload();
  await expect(page.getByText('18 of 20 students left to check')).toBeVisible();
  await expect(row(first)).toHaveCount(0);
  await expect(row(second)).toHaveCount(0);

  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/homework');
  await expect(page.getByText('18 of 20 students left to check')).toBeVisible();

  await page.getByRole('button', { name: 'Show All Students Again' }).click();
  await expect(page.getByText('20 of 20 students left to check')).toBeVisible();
  await page.reload();
  await expect(page.getByText('20 of 20 students left to check')).toBeVisible();
  await expect(row(first)).toBeVisible();
});

test('Mark All Present offers the 10-s undo, which takes every +2 back and returns the students to the list', async ({
  page,
}) => {
  const { students } = await teacherWithTrialClass(page);
  await page.goto('/homework');
  await expect(page.getByText('20 of 20 students left to check')).toBeVisible();
  await page.getByRole('button', { name: /Mark All Present/ }).click();
  await expect(page.getByText('Every student has been checked.')).toBeVisible();
  await expect.poll(() => hwScore(page.request, students[5].id)).toBe(2);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(toast(page, 'Action Undone')).toBeVisible();
  await expect(page.getByText('20 of 20 students left to check')).toBeVisible();
  await expect.poll(() => hwScore(page.request, students[5].id)).toBe(0);
});

test('Apply to All clears the chosen behaviour and can be undone; Trial Class clicked again opens the same class', async ({
  page,
}) => {
  await openWithTrialClass(page);
  const classes = async () =>
    ((await (await page.request.get('/api/classes')).json()) as { id: number; name: string }[]).filter(
      (c) => c.name === 'Remote Chalk Trial class',
    );
  const [trial] = await classes();
  const balances = async () =>
    (
      (await (await page.request.get(`/api/students?classId=${trial.id}`)).json()) as { balance: number }[]
    ).map((s) => s.balance);

  const select = await applyToWholeClass(page, 'Hard Work (+2)');
  await expect(toast(page, 'Class-wide Behavior Applied')).toBeVisible();
  await expect(select).toHaveValue('');
  await expect.poll(balances).toEqual(Array(20).fill(2));

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(toast(page, 'Action Undone')).toBeVisible();
  await expect.poll(balances).toEqual(Array(20).fill(0));

  await page.getByRole('button', { name: 'Trial Class', exact: true }).click();
  await expect(toast(page, 'Opened your Remote Chalk Trial class')).toBeVisible();
  expect(await classes()).toHaveLength(1);
});

test('the theme follows the device (live) until the teacher chooses; the choice then wins and is kept', async ({
  page,
}) => {
  const html = page.locator('html');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);

  // The teacher picks light on a dark device: light stays, through a reload and device changes.
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveClass(/\bdark\b/);
});

test('the account menu leads to /students and /achievements', async ({ page }) => {
  await registerTeacher(page.request);
  // A teacher page that has settled (its data loaded) before the menu opens.
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Students' }).click();
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
  await expect(page.getByText('Look up any student of your class.')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Achievements' }).click();
  await expect(page).toHaveURL(/\/achievements$/);
  await expect(page.getByRole('heading', { name: 'Teacher Achievements', level: 1 })).toBeVisible();
});

const rules = (page: Page) => page.getByRole('list', { name: 'Password rules' }).getByRole('listitem');

test('password rules show under the field and tick as the teacher types; "abc" is Weak (sign-up and settings)', async ({
  page,
}) => {
  await page.goto('/teacher-signup');
  const password = page.getByLabel('Password', { exact: true });
  await expect(rules(page)).toHaveText([
    'At least 8 characters: not yet',
    'An uppercase letter: not yet',
    'A lowercase letter: not yet',
    'A number: not yet',
  ]);
  await password.fill('abc');
  await expect(rules(page)).toHaveText([
    'At least 8 characters: not yet',
    'An uppercase letter: not yet',
    'A lowercase letter: met',
    'A number: not yet',
  ]);
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await password.fill('Abcdefgh');
  await expect(page.getByText('Password strength: Fair')).toBeVisible();
  await password.fill('Abcdefg1');
  await expect(rules(page)).toHaveText([
    'At least 8 characters: met',
    'An uppercase letter: met',
    'A lowercase letter: met',
    'A number: met',
  ]);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();

  await registerTeacher(page.request);
  await page.goto('/account-settings');
  await page.getByLabel('New Password', { exact: true }).fill('short1');
  await expect(rules(page)).toHaveText([
    'At least 8 characters: not yet',
    'An uppercase letter: not yet',
    'A lowercase letter: met',
    'A number: met',
  ]);
});

test('the student dashboard shows the homework score in points, not as a percent', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await registerTeacher(page.request);
  const context = await browser.newContext({ baseURL });
  const student = await context.newPage();
  try {
    const me = await joinAsStudent(student.request, teacher.class.classCode);
    const graded = await page.request.patch(`/api/students/${me.id}/homework`, { data: { points: 2 } });
    expect(graded.status()).toBe(200);

    await student.goto('/student-dashboard');
    await expect(student.getByRole('heading', { name: 'Welcome, Lena!' })).toBeVisible();
    await expect(student.getByText('2 points', { exact: true })).toBeVisible();
    await expect(student.getByText('2%')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a 100-character name is clipped after a whole word in the homework list, never mid-word', async ({
  page,
}) => {
  const { class: klass } = await teacherWithTrialClass(page);
  const firstName = 'Alexandrina Maximiliana Theodora';
  const lastName = 'Wilhelmina Bartholomew-Montgomery Fitzgerald-Worthington Smythe-Hollingsworth';
  const res = await page.request.post('/api/students', { data: { classId: klass.id, firstName, lastName } });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto('/homework');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('group', { name: /Alexandrina/ }) });
  const shown = row.getByTitle(`${firstName} ${lastName}`);
  await expect(shown).toContainText('Alexandrina Maximiliana Theodora Wilhelmina…');
});
