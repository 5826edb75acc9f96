import type { APIRequestContext, Page } from '@playwright/test';
import { toast } from './dashboard-helpers';
import { expect, joinAsStudent, persistAppState, registerTeacher, test } from './fixtures';

// Homework as a teacher checks it and a student reads it (decisions 0078 and 0079): the day's
// quick-check progress survives a reload, Mark All Present can be undone, a long name is clipped
// at a word, and the student's homework score is in points, not a percent.

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
  await persistAppState(page, { currentClassId: body.class.id });
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
