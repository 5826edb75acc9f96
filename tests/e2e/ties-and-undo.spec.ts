import type { APIRequestContext, Page } from '@playwright/test';
import { projectorName } from '../../src/shared/leaderboard/display';
import { expect, joinAsStudent, registerTeacher, test, useTheme } from './fixtures';

// Equal scores share a place and a medal on the leaderboard and the
// projector, and the headings say which score ranks (decision 0075); an undone award leaves no
// mark on a child: gone from their history and from the report summary, one struck line for the
// teacher (decision 0076). Data is set up through the API, as the dashboard would send it.

interface Student {
  id: number;
  firstName: string;
  lastName: string;
  nickname: string | null;
}

async function trialClass(request: APIRequestContext) {
  const res = await request.post('/api/classes/trial');
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { class: { id: number; classCode: string }; students: Student[] };
}

async function award(request: APIRequestContext, students: { id: number }[], points: number, type: string) {
  const res = await request.post('/api/behaviors/batch', {
    data: { studentIds: students.map((s) => s.id), type, points },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const byName = (a: Student, b: Student) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id;
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

for (const theme of ['light', 'dark'] as const) {
  test(`ties share a place and a medal on the leaderboard and the projector (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await registerTeacher(page.request);
    const trial = await trialClass(page.request);
    // Two students tie at 5, one follows at 3: places 1, 1, 3 — the tie listed by name.
    const tied = [trial.students[4], trial.students[11]].sort(byName);
    const third = trial.students[7];
    await award(page.request, tied, 5, 'Hard Work');
    await award(page.request, [third], 3, 'Hard Work');

    await page.goto(`/leaderboard?classId=${trial.class.id}`);
    await expect(page.getByRole('heading', { name: 'Top 10 Students · by total score' })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Top 10 Students' }).getByRole('listitem');
    await expect(rows).toHaveCount(10);
    for (const [i, s] of tied.entries()) {
      await expect(rows.nth(i)).toContainText(`${s.firstName} ${s.lastName}`);
      await expect(rows.nth(i).getByRole('img', { name: '1st place' })).toBeVisible();
    }
    await expect(rows.nth(2)).toContainText(`${third.firstName} ${third.lastName}`);
    await expect(rows.nth(2).getByRole('img', { name: '3rd place' })).toBeVisible();
    await expect(page.getByRole('img', { name: '2nd place' })).toHaveCount(0);
    // Everyone else is on 0: they share 4th place.
    await expect(rows.nth(3).getByText('4th place')).toBeAttached();
    await expect(rows.nth(9).getByText('4th place')).toBeAttached();
    await shot(page, `leaderboard-ties-${page.viewportSize()?.width}-${theme}`);

    await page.goto('/projector');
    await page.getByLabel('Class', { exact: true }).selectOption(String(trial.class.id));
    await expect(page.getByRole('heading', { name: 'Class Leaderboard · by behavior points' })).toBeVisible();
    const top = page.getByRole('list', { name: 'Top Performers' }).getByRole('listitem');
    await expect(top).toHaveCount(10);
    for (const [i, s] of tied.entries()) {
      await expect(top.nth(i)).toContainText(projectorName(s));
      await expect(top.nth(i).getByRole('img', { name: '1st place' })).toBeVisible();
    }
    await expect(top.nth(2)).toContainText(projectorName(third));
    await expect(top.nth(2).getByRole('img', { name: '3rd place' })).toBeVisible();
    await expect(top.nth(3).getByText('4th place')).toBeAttached();
    await shot(page, `projector-ties-${page.viewportSize()?.width}-${theme}`);
  });
}

test('an undone award is gone from the student’s history and the report summary, struck for the teacher', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await registerTeacher(page.request);
  const studentContext = await browser.newContext({ baseURL });
  try {
    const student = await joinAsStudent(studentContext.request, teacher.class.classCode);

    // An award and its undo, as the dashboard's Undo sends it, then a real one.
    await award(page.request, [student], -1, 'Excessive Talking');
    await award(page.request, [student], 1, 'Undo: Excessive Talking');
    await award(page.request, [student], 2, 'Teamwork');

    const kid = await studentContext.newPage();
    await kid.goto('/student-dashboard');
    await expect(kid.getByRole('heading', { name: 'Welcome, Lena!' })).toBeVisible();
    await kid.getByRole('tab', { name: 'Behaviors' }).click();
    const history = kid.getByRole('tabpanel');
    await expect(history.getByText('Teamwork')).toBeVisible();
    await expect(history.getByText(/Excessive Talking/)).toHaveCount(0);
    await expect(kid.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);

    // The summary counts neither the award nor its undo.
    const summary = await page.request.get('/api/export/class-summary');
    expect(summary.status()).toBe(200);
    const text = await summary.text();
    expect(text).toContain('Top behaviors: Teamwork (1)');
    expect(text).not.toContain('Excessive Talking');
    expect(text).toContain('Negative behaviors: 0');

    // The teacher sees the original once, struck through and marked undone; no 'Undo:' line.
    await page.goto(`/student/${student.id}`);
    await expect(page.getByRole('tab', { name: 'Behaviors (2)' })).toBeVisible();
    const records = page.getByRole('tabpanel');
    const struck = records.getByRole('listitem').filter({ hasText: 'Excessive Talking' });
    await expect(struck).toHaveCount(1);
    await expect(struck.getByText('Undone', { exact: true })).toBeVisible();
    await expect(struck.getByText('Excessive Talking')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(records.getByText(/^Undo:/)).toHaveCount(0);
  } finally {
    await studentContext.close();
  }
});
