import type { APIRequestContext, Page } from '@playwright/test';
import { balanceOf, cardMenu, roster, toast } from './dashboard-helpers';
import { expect, registerTeacher, test } from './fixtures';

// A child on the roster twice (added by the teacher, then joined again): the teacher merges one
// card into the other from the card's menu, and one card remains with the points of both.
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 20_000 };

async function addStudent(request: APIRequestContext, classId: number, firstName: string, lastName: string) {
  const res = await request.post('/api/students', { data: { classId, firstName, lastName } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function award(request: APIRequestContext, studentId: number, points: number) {
  const res = await request.post('/api/behaviors', { data: { studentId, type: 'Helping Others', points } });
  expect(res.status(), await res.text()).toBe(201);
}

/** A teacher's class with Amy Adams and two Ben Brooks cards, +6 and +2. */
async function twoBenBrooks(page: Page) {
  const account = await registerTeacher(page.request);
  const classId = account.class.id;
  await addStudent(page.request, classId, 'Amy', 'Adams');
  const kept = await addStudent(page.request, classId, 'Ben', 'Brooks');
  const copy = await addStudent(page.request, classId, 'Ben', 'Brooks');
  await award(page.request, kept, 3);
  await award(page.request, kept, 3);
  await award(page.request, copy, 2);
  await page.goto('/dashboard');
  await expect(roster(page)).toHaveCount(3, slow);
  return { kept, copy };
}

const bens = (page: Page) => roster(page).filter({ hasText: 'Ben Brooks' });

test('merging a duplicate card leaves one card with the points of both', async ({ page }) => {
  const { kept, copy } = await twoBenBrooks(page);
  await expect(bens(page)).toHaveCount(2);
  const copyCard = roster(page).filter({ has: page.locator(`[data-student-id="${copy}"]`) });
  await expect(balanceOf(copyCard)).toHaveText('+2');

  await cardMenu(page, copyCard, 'Merge into…');
  const dialog = page.getByRole('dialog', { name: 'Merge Student' });
  await expect(dialog).toBeVisible();
  // The one namesake is chosen already; the dialog says what moves before anything does.
  await expect(dialog.getByLabel('Keep this card')).toHaveValue(String(kept));
  await expect(dialog.getByText(/1 behavior record, 0 homework marks and 0 skills/)).toBeVisible(slow);
  await expect(dialog.getByText(/who will have \+8/)).toBeVisible();
  await expect(dialog.getByText('This card is removed. Merging cannot be undone.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(toast(page, 'Students Merged')).toBeVisible(slow);
  await expect(dialog).toBeHidden();
  await expect(bens(page)).toHaveCount(1, slow);
  await expect(roster(page)).toHaveCount(2);
  await expect(balanceOf(bens(page))).toHaveText('+8');
  await expect(page.locator(`[data-student-id="${copy}"]`)).toHaveCount(0);

  // After a reload too: the server kept one Ben with every point.
  await page.reload();
  await expect(roster(page)).toHaveCount(2, slow);
  await expect(balanceOf(bens(page))).toHaveText('+8');
});
