import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  holdResponses,
  persistAppState,
  registerTeacher,
  test,
  useTheme,
} from './fixtures';

// The homework quick check, the student detail page, the student profile dialog and /students,
// each against a trial class made through the API.

interface Student {
  id: number;
  firstName: string;
  lastName: string;
  nickname: string | null;
}

/** Signs the page in as a new teacher with a trial class of 20 students and makes it current. */
async function trialClass(page: Page, { makeCurrent = true } = {}) {
  await registerTeacher(page.request);
  const res = await page.request.post('/api/classes/trial');
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { class: { id: number; name: string }; students: Student[] };
  if (makeCurrent) await persistAppState(page, { currentClassId: body.class.id });
  return body;
}

const name = (s: Student) => `${s.firstName} ${s.lastName}`;

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const hwScore = async (request: APIRequestContext, id: number) =>
  (await getJson<{ hwScore: number }>(request, `/api/students/${id}`)).hwScore;

/** A student with a little history: three behaviours, two homework entries, one skill. */
async function seedHistory(request: APIRequestContext, student: Student) {
  for (const [type, points] of [
    ['Hard Work', 2],
    ['Disruption', -2],
    ['Leadership', 3],
  ] as const) {
    const res = await request.post('/api/behaviors/batch', {
      data: { studentIds: [student.id], type, points },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  for (const points of [2, 1]) {
    const res = await request.patch(`/api/students/${student.id}/homework`, {
      data: { points, description: 'Homework: Reading log' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const skills = await getJson<{ id: number; name: string }[]>(request, '/api/skills');
  await request.patch(`/api/students/${student.id}/skills/${skills[0].id}`, { data: { set: 4 } });
  return skills;
}

test('homework quick check: grades leave the list, undo, Mark All Present gives +2, Show All Students Again resets it', async ({
  page,
}) => {
  const { students } = await trialClass(page, { makeCurrent: false });
  const [complete, partial, missing] = students;

  await page.goto('/homework');
  await expect(page.getByRole('heading', { name: 'Homework Assessment' })).toBeVisible();
  // The teacher's first class is current; the trial class is chosen from the page.
  await page.getByLabel('Class', { exact: true }).selectOption({ label: 'Remote Chalk Trial class' });
  await expect(page.getByText('20 of 20 students left to check')).toBeVisible();

  const row = (s: Student) => page.getByRole('group', { name: `Homework for ${name(s)}` });
  await row(complete)
    .getByRole('button', { name: /Complete/ })
    .click();
  await expect(page.getByText('Homework Updated', { exact: true })).toBeVisible();
  await expect(row(complete)).toHaveCount(0);
  await row(partial)
    .getByRole('button', { name: /Partial/ })
    .click();
  await expect(row(partial)).toHaveCount(0);
  // Undo sends the negative points and brings the student back.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('Action Undone', { exact: true })).toBeVisible();
  await expect(row(partial)).toBeVisible();
  await expect.poll(() => hwScore(page.request, partial.id)).toBe(0);
  await row(partial)
    .getByRole('button', { name: /Partial/ })
    .click();
  await expect(row(partial)).toHaveCount(0);
  await row(missing)
    .getByRole('button', { name: /Missing/ })
    .click();
  await expect(row(missing)).toHaveCount(0);
  await expect(page.getByText('17 of 20 students left to check')).toBeVisible();

  await page.getByRole('button', { name: /Mark All Present/ }).click();
  await expect(page.getByText('Every student has been checked.')).toBeVisible();
  await expect(page.getByText('Homework Updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Mark All Present/ })).toBeDisabled();

  // The scores are the sums of the entries: +2, +1, 0 (a Missing is still recorded), +2 for the rest.
  await expect.poll(() => hwScore(page.request, complete.id)).toBe(2);
  expect(await hwScore(page.request, partial.id)).toBe(1);
  expect(await hwScore(page.request, missing.id)).toBe(0);
  for (const s of students.slice(3)) expect(await hwScore(page.request, s.id)).toBe(2);
  const missingEntries = await getJson<{ points: number }[]>(
    page.request,
    `/api/homework?studentId=${missing.id}`,
  );
  expect(missingEntries.map((e) => e.points)).toEqual([0]);

  await page.getByRole('button', { name: 'Show All Students Again' }).click();
  await expect(page.getByText('20 of 20 students left to check')).toBeVisible();
  await expect(row(complete).getByText('Complete')).toBeVisible();
});

test('Mark All Present is all or nothing: when it fails, every student is back on the list and nothing is recorded', async ({
  page,
  guard,
}) => {
  guard.allow(/503/);
  const { students } = await trialClass(page);
  // The failure is held until the early display (everyone checked) has been seen.
  const release = await holdResponses(page, '**/api/homework/batch', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The database is busy, try again' }),
    }),
  );
  await page.goto('/homework');
  await expect(page.getByText('20 of 20 students left to check')).toBeVisible();
  await page.getByRole('button', { name: /Mark All Present/ }).click();
  await expect(page.getByText('Every student has been checked.')).toBeVisible();
  await expect(page.getByText('0 of 20 students left to check')).toBeVisible();
  release();
  await expect(page.getByText('The database is busy, try again', { exact: true })).toBeVisible();
  await expect(page.getByText('20 of 20 students left to check')).toBeVisible();
  for (const s of students.slice(0, 3)) expect(await hwScore(page.request, s.id)).toBe(0);

  // Once the server answers again, one click grades everyone.
  await page.unroute('**/api/homework/batch');
  await page.getByRole('button', { name: /Mark All Present/ }).click();
  await expect(page.getByText('Every student has been checked.')).toBeVisible();
  for (const s of students) expect(await hwScore(page.request, s.id)).toBe(2);
});

test('student detail page: tabs with counts, charts, bulk edit and the share report', async ({ page }) => {
  const { students } = await trialClass(page);
  const student = students[0];
  const skills = await seedHistory(page.request, student);

  await page.goto(`/student/${student.id}`);
  await expect(page.getByRole('heading', { name: name(student), level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Behaviors (3)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Homework (2)' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Leadership')).toBeVisible();
  await page.getByRole('tab', { name: 'Homework (2)' }).click();
  await expect(page.getByRole('tabpanel').getByText('Homework: Reading log')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Skills Progress' }).click();
  await expect(page.getByRole('tabpanel').getByText(skills[1].name)).toBeVisible();

  // The lazily loaded charts.
  await expect(page.getByText('Balance over time')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByText('2 records')).toBeVisible();

  // Skills Overview: 4 points in one of the six skills.
  const overview = page.getByRole('region', { name: 'Skills Overview' });
  const stat = (label: string) => overview.locator('dl > div').filter({ hasText: label });
  await expect(stat('Skills Started')).toContainText('1');
  await expect(stat('Total Skills')).toContainText(String(skills.length));
  await expect(stat('Average')).toContainText('0.7');

  await page.getByRole('button', { name: 'Bulk Edit' }).click();
  await page.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page.getByText('No Changes', { exact: true })).toBeVisible();

  await page.getByRole('slider', { name: skills[1].name }).fill('6');
  await page.getByRole('slider', { name: skills[0].name }).fill('9');
  // Meanwhile another device gives +2 in the second skill: the editor sends changes (4 → 6 is
  // +2), so those points are kept, not overwritten.
  const elsewhere = await page.request.patch(`/api/students/${student.id}/skills/${skills[1].id}`, {
    data: { points: 2 },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await page.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page.getByText('Bulk Update', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bulk Edit' })).toBeVisible();
  const saved = await getJson<{ skillId: number; points: number }[]>(
    page.request,
    `/api/students/${student.id}/skills`,
  );
  expect(saved.find((s) => s.skillId === skills[0].id)?.points).toBe(9);
  expect(saved.find((s) => s.skillId === skills[1].id)?.points).toBe(8);
  expect(saved.find((s) => s.skillId === skills[2].id)?.points).toBe(0);
  await expect(stat('Total Points')).toContainText('17');

  await page.getByRole('button', { name: 'Share Report' }).click();
  const share = page.getByRole('dialog', { name: 'Share Report' });
  const href = await share.getByRole('link', { name: 'Open Email Draft' }).getAttribute('href');
  expect(href).toMatch(/^mailto:/);
  const draft = decodeURIComponent(href ?? '');
  expect(draft).toContain(`subject=Progress Report: ${name(student)}`);
  expect(draft).toContain('Leadership (+3)');
  expect(draft).toContain('Disruption (-2)');
});

test('a missing student shows Student Not Found with a way back', async ({ page, guard }) => {
  await trialClass(page);
  guard.allow(/404/);
  await page.goto('/student/987654');
  await expect(page.getByRole('heading', { name: 'Student Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/students: pick a student, open the profile, edit the balance, a skill and the profile', async ({
  page,
}) => {
  const { students } = await trialClass(page);
  const student = students[1];
  await page.request.post('/api/behaviors/batch', {
    data: { studentIds: [student.id], type: 'Hard Work', points: 2 },
  });

  await page.goto('/students');
  await page
    .getByLabel('Student', { exact: true })
    .selectOption({ label: `${student.lastName}, ${student.firstName}` });
  await expect(page.getByRole('heading', { name: name(student), level: 2 })).toBeVisible();
  await expect(page.getByText(`Student ID: ${student.id}`)).toBeVisible();
  await expect(page.getByText('Remote Chalk Points')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skill Progress' })).toBeVisible();

  await page.getByRole('button', { name: 'Open Profile' }).click();
  const profile = page.getByRole('dialog', { name: name(student) });
  await expect(profile.getByText('Current Balance')).toBeVisible();
  await expect(profile.getByText('Hard Work')).toBeVisible();

  // Edit Balance: from +2 to 7 records a +5 adjustment with the reason.
  await profile.getByRole('button', { name: 'Edit Balance' }).click();
  const editBalance = page.getByRole('dialog', { name: 'Edit Balance' });
  await editBalance.getByRole('textbox', { name: 'New balance' }).fill('7');
  await editBalance.getByRole('button', { name: 'Save Balance' }).click();
  await expect(editBalance.getByText('Please give a reason for the change')).toBeVisible();
  await editBalance.getByLabel('Reason').fill('Points from the science fair');
  await editBalance.getByRole('button', { name: 'Save Balance' }).click();
  await expect(page.getByText('Behavior Applied', { exact: true })).toBeVisible();
  await expect(editBalance).toHaveCount(0);
  await expect(profile.getByText('+7', { exact: true })).toBeVisible();
  await expect(profile.getByRole('listitem').filter({ hasText: 'Balance Adjustment' })).toContainText('+5');
  const after = await getJson<{ balance: number }>(page.request, `/api/students/${student.id}`);
  expect(after.balance).toBe(7);
  const records = await getJson<{ type: string; points: number; description: string }[]>(
    page.request,
    `/api/behaviors?studentId=${student.id}`,
  );
  expect(records[0]).toMatchObject({
    type: 'Balance Adjustment',
    points: 5,
    description: 'Points from the science fair',
  });

  // Skills Progress +2.
  const skills = await getJson<{ name: string }[]>(page.request, '/api/skills');
  await profile.getByRole('button', { name: `Add 2 points to ${skills[0].name}` }).click();
  await expect(page.getByText('Skill Updated', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Added +2 points to ${skills[0].name} for ${name(student)}`, { exact: true }),
  ).toBeVisible();

  // Edit Profile: validation, then a nickname.
  await profile.getByRole('button', { name: 'Edit Profile' }).click();
  const editProfile = page.getByRole('dialog', { name: 'Edit Profile' });
  await editProfile.getByLabel('Email').fill('not-an-email');
  await editProfile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(editProfile.getByText('Please enter a valid email address')).toBeVisible();
  await editProfile.getByLabel('Email').fill('');
  await editProfile.getByLabel('Nickname').fill('Ace');
  await editProfile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Student Updated', { exact: true })).toBeVisible();
  await expect(profile.getByText('“Ace”')).toBeVisible();

  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toHaveCount(0);
  await expect(page.getByLabel('Student', { exact: true }).locator('option:checked')).toHaveText(
    `${student.lastName}, ${student.firstName} (“Ace”)`,
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`student pages pass axe in ${theme} mode`, async ({ page }) => {
    await useTheme(page, theme);
    const { students } = await trialClass(page);
    await seedHistory(page.request, students[0]);

    await page.goto(`/student/${students[0].id}`);
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expectAccessible(page, `/student/:id ${theme}`);

    await page.goto(`/students?student=${students[0].id}`);
    await expect(page.getByText(`Student ID: ${students[0].id}`)).toBeVisible();
    await expectAccessible(page, `/students ${theme}`);
    await page.getByRole('button', { name: 'Open Profile' }).click();
    await expect(page.getByRole('dialog').getByText('Leadership')).toBeVisible();
    await expectAccessible(page, `profile dialog ${theme}`);

    await page.goto('/homework');
    await expect(page.getByText('20 of 20 students left to check')).toBeVisible();
    await expectAccessible(page, `/homework ${theme}`);
  });
}
