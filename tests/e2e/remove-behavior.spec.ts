import type { APIRequestContext, Page } from '@playwright/test';
import { balanceOf, cardMenu, roster } from './dashboard-helpers';
import { expect, joinAsStudent, registerTeacher, test, useTheme } from './fixtures';

// Decision 0145: the teacher removes any earlier award from the child's
// history, not only the last one within 10 s. The record stays for the teacher, struck through;
// the balance moves back everywhere, and the child's own screen loses it live.

async function award(request: APIRequestContext, studentId: number, points: number, type: string) {
  const res = await request.post('/api/behaviors', { data: { studentId, type, points } });
  expect(res.status(), await res.text()).toBe(201);
}

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const [width, height, theme] of [
  [1440, 900, 'light'],
  [390, 844, 'dark'],
] as const) {
  test(`a teacher removes an award three back from the history (${width}×${height}, ${theme})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    await useTheme(page, theme);
    const teacher = await registerTeacher(page.request);
    const childContext = await browser.newContext({ baseURL });
    try {
      const kid = await joinAsStudent(childContext.request, teacher.class.classCode);
      await award(page.request, kid.id, 2, 'Hard Work');
      await award(page.request, kid.id, 1, 'Teamwork');
      await award(page.request, kid.id, -1, 'Off Task');

      // The child's own screen, open while the teacher removes.
      const child = await childContext.newPage();
      await child.goto('/student-dashboard');
      await child.getByRole('tab', { name: 'Behaviors' }).click();
      const childHistory = child.getByRole('tabpanel');
      await expect(childHistory.getByText('Hard Work')).toBeVisible();

      await page.goto('/dashboard');
      const card = roster(page).filter({ hasText: 'Lena' });
      await expect(balanceOf(card)).toHaveText('+2');
      await cardMenu(page, card, /^Profile of/);
      const profile = page.getByRole('dialog');
      await expect(
        profile.getByText('Current Balance', { exact: true }).locator('..').locator('dd').first(),
      ).toHaveText('+2');
      const row = profile.getByRole('listitem').filter({ hasText: 'Hard Work' });
      await expect(row).toBeVisible();

      // A stray tap asks first; Keep changes nothing.
      await row.getByRole('button', { name: 'Remove Hard Work (+2)' }).click();
      await row.getByRole('button', { name: 'Keep' }).click();
      await expect(row.getByRole('button', { name: 'Remove Hard Work (+2)' })).toBeVisible();
      await expect(row.getByText('Undone', { exact: true })).toHaveCount(0);

      await row.getByRole('button', { name: 'Remove Hard Work (+2)' }).click();
      await shot(page, `remove-confirm-${width}-${theme}`);
      await row.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(row.getByText('Undone', { exact: true })).toBeVisible();
      await expect(row.getByText('Hard Work')).toHaveCSS('text-decoration-line', 'line-through');
      await expect(row.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
      const balance = profile
        .getByText('Current Balance', { exact: true })
        .locator('..')
        .locator('dd')
        .first();
      await expect(balance).toHaveText('0');
      await shot(page, `remove-done-${width}-${theme}`);

      // Gone from the child's screen, live; the other two stay.
      await expect(childHistory.getByText('Hard Work')).toHaveCount(0);
      await expect(childHistory.getByText('Teamwork')).toBeVisible();

      await profile.getByRole('button', { name: 'Close' }).click();
      await expect(profile).toBeHidden();
      await expect(balanceOf(card)).toHaveText('0');

      // The full history on the student's page: a deduction removed gives the point back.
      await page.goto(`/student/${kid.id}`);
      const records = page.getByRole('tabpanel');
      const offTask = records.getByRole('listitem').filter({ hasText: 'Off Task' });
      await offTask.getByRole('button', { name: 'Remove Off Task (-1)' }).click();
      await offTask.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(offTask.getByText('Undone', { exact: true })).toBeVisible();
      await expect(records.getByText('Undone', { exact: true })).toHaveCount(2);
      await expect(childHistory.getByText('Off Task')).toHaveCount(0);
      const res = await page.request.get(`/api/students/${kid.id}`);
      expect((await res.json()).balance).toBe(1);
    } finally {
      await childContext.close();
    }
  });
}
