import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  awardPanel,
  cardMenu,
  notification,
  openCardSkills,
  openSection,
  openWithTrialClass,
  roster,
  toast,
} from './dashboard-helpers';
import { expect, expectAccessible, holdResponses, test, useTheme } from './fixtures';

// Skills and homework on the dashboard: the skill sheet, the class-wide award and its
// undo, the card's skill buttons, the Homework Quick Check card and the profile dialog.

interface RosterStudent {
  id: number;
  firstName: string;
  lastName: string;
  hwScore: number;
  skills: { skillId: number; points: number; skill: { name: string } }[];
}

async function classStudents(request: APIRequestContext, page: Page): Promise<RosterStudent[]> {
  const classId = await page.getByLabel('Current class').inputValue();
  const res = await request.get(`/api/students?classId=${classId}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

const pointsIn = (s: RosterStudent, skill: string) =>
  s.skills.find((k) => k.skill.name === skill)?.points ?? 0;
const cardName = async (card: Locator) => ((await card.getByRole('heading').textContent()) ?? '').trim();

test('skill sheet sets points, the class-wide award and its undo, card skill buttons', async ({ page }) => {
  await openWithTrialClass(page);
  const [first, second] = [roster(page).nth(0), roster(page).nth(1)];
  const [firstName, secondName] = [await cardName(first), await cardName(second)];

  // Skill sheet: skill → students → value. A bad number is refused and changes nothing.
  await openSection(page, 'Skills');
  await page.getByRole('button', { name: /^Critical Thinking/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Critical Thinking' });
  await sheet.getByLabel(firstName).check();
  await sheet.getByLabel(secondName).check();
  await expect(sheet.getByText('2 of 20 selected')).toBeVisible();
  await sheet.getByLabel('Custom points').fill('-4');
  await sheet.getByRole('button', { name: /^Set to .+ for / }).click();
  await expect(toast(page, 'Invalid Points')).toBeVisible();
  await expect(sheet.getByText('Please enter a valid number (0 or higher)').first()).toBeVisible();
  expect((await classStudents(page.request, page)).every((s) => pointsIn(s, 'Critical Thinking') === 0)).toBe(
    true,
  );

  // The sheet sets an absolute value, and its quick values say so.
  await expect(sheet.getByRole('group', { name: /^Set to/ })).toBeVisible();
  for (const quick of [1, 3, 5]) {
    await expect(sheet.getByRole('button', { name: `Set to ${quick}`, exact: true })).toBeVisible();
  }
  await sheet.getByRole('button', { name: 'Set to 3', exact: true }).click();
  await sheet.getByRole('button', { name: 'Set to 3 for 2 students' }).click();
  await expect(toast(page, 'Skills Updated')).toBeVisible();
  await expect(sheet).toBeHidden();
  // A student's first skills show in the award panel their card opens.
  await openSection(page, 'Students');
  for (const card of [first, second]) {
    await card.locator('button[data-card-button]').click();
    await expect(awardPanel(page).getByRole('list', { name: 'Skills' })).toContainText('Critical Thinking3');
    await page.keyboard.press('Escape');
    await expect(awardPanel(page)).toBeHidden();
  }
  await openSection(page, 'Skills');
  let students = await classStudents(page.request, page);
  expect(students.filter((s) => pointsIn(s, 'Critical Thinking') === 3)).toHaveLength(2);

  // Reopening the sheet starts with nobody selected.
  await page.getByRole('button', { name: /^Critical Thinking/ }).click();
  await expect(sheet.getByText('0 of 20 selected')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // Class-wide: +2 Collaboration for all 20 in one call, then Undo reverses it.
  await openSection(page, 'Class-wide');
  await page.getByLabel('Skill for the whole class').selectOption({ label: 'Collaboration' });
  // The class-wide award adds (its options are signed: '+2').
  await page.getByLabel('Add to each', { exact: true }).selectOption({ label: '+2' });
  await page.getByRole('button', { name: 'Award Skill Points' }).click();
  await expect(toast(page, 'Class-wide Skill Update')).toBeVisible();
  students = await classStudents(page.request, page);
  expect(students.map((s) => pointsIn(s, 'Collaboration'))).toEqual(Array(20).fill(2));
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(toast(page, 'Action Undone')).toBeVisible();
  await expect
    .poll(async () => (await classStudents(page.request, page)).map((s) => pointsIn(s, 'Collaboration')))
    .toEqual(Array(20).fill(0));

  // The card's buttons (in its award panel): minus disabled at 0, +5, -1, undo, set to 0.
  await openSection(page, 'Students');
  await openCardSkills(page, first);
  const menu = page.getByRole('dialog', { name: `Skills of ${firstName}` });
  const communication = menu.getByRole('region', { name: 'Communication' });
  await expect(communication.getByRole('button', { name: '-1 point: Communication' })).toBeDisabled();
  // The buttons that add read '+1' …; the one that sets reads 'Set to 0' (not '=0').
  await expect(communication.getByRole('button', { name: '+1 point: Communication' })).toHaveText('+1');
  await expect(communication.getByRole('button', { name: 'Set to 0: Communication' })).toHaveText('Set to 0');
  await communication.getByRole('button', { name: '+5 points: Communication' }).click();
  await expect(toast(page, 'Skill Updated')).toBeVisible();
  await expect(page.getByText(`Added +5 points to Communication for ${firstName}`).first()).toBeVisible();
  await expect(communication.getByText('5 pts')).toBeVisible();
  await communication.getByRole('button', { name: '-1 point: Communication' }).click();
  await expect(communication.getByText('4 pts')).toBeVisible();
  // The panel is modal (the page behind it, the notification too, is hidden from the
  // accessibility tree), but the notification's Undo takes a click.
  await notification(page).locator('button', { hasText: 'Undo' }).click();
  await expect(toast(page, 'Action Undone')).toBeVisible();
  // The click on Undo was outside the popover and the panel, which closed them.
  await expect(menu).toBeHidden();
  await openCardSkills(page, first);
  await expect(communication.getByText('5 pts')).toBeVisible();
  await communication.getByRole('button', { name: 'Set to 0: Communication' }).click();
  await expect(communication.getByText('0 pts')).toBeVisible();
  await expect(communication.getByRole('button', { name: '-1 point: Communication' })).toBeDisabled();
  students = await classStudents(page.request, page);
  expect(pointsIn(students[0], 'Communication')).toBe(0);
  // Escape closes the topmost layer first: the open toast, then the popover.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden({ timeout: 500 });
  }).toPass();
});

test('a failed skill change is rolled back with Update Failed', async ({ page, guard }) => {
  guard.allow(/500/);
  await openWithTrialClass(page);
  const first = roster(page).nth(0);
  const name = await cardName(first);
  // The failure is held until the early display has been seen.
  const release = await holdResponses(page, '**/api/skills/changes', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Database unavailable"}',
    }),
  );
  await openCardSkills(page, first);
  const creativity = page
    .getByRole('dialog', { name: `Skills of ${name}` })
    .getByRole('region', { name: 'Creativity' });
  await creativity.getByRole('button', { name: '+3 points: Creativity' }).click();
  await expect(creativity.getByText('3 pts')).toBeVisible();
  release();
  await expect(toast(page, 'Update Failed')).toBeVisible();
  await expect(page.getByText('Database unavailable', { exact: true })).toBeVisible();
  await expect(creativity.getByText('0 pts')).toBeVisible();
});

test('homework quick check on the dashboard and the profile dialog from a card', async ({ page }) => {
  await openWithTrialClass(page);
  await openSection(page, 'Homework');
  const homework = page.locator('#homework');
  await expect(homework.getByText('20 of 20 students left to check')).toBeVisible();
  await expect(homework.getByRole('link', { name: 'Full Page' })).toHaveAttribute('href', '/homework');
  await homework
    .getByRole('button', { name: /Complete/ })
    .first()
    .click();
  await expect(toast(page, 'Homework Updated')).toBeVisible();
  await expect(homework.getByText('19 of 20 students left to check')).toBeVisible();
  // The first student in last-name order got +2, nobody else anything.
  const students = await classStudents(page.request, page);
  expect(students.map((s) => s.hwScore)).toEqual([2, ...Array(19).fill(0)]);
  const graded = `${students[0].firstName} ${students[0].lastName}`;

  // The profile dialog opens from the card's menu without leaving the dashboard.
  await openSection(page, 'Students');
  const card = roster(page)
    .filter({ hasText: graded.split(' ')[0] })
    .first();
  await cardMenu(page, card, `Profile of ${graded}`);
  const profile = page.getByRole('dialog', { name: graded });
  await expect(profile.getByText('Homework Score')).toBeVisible();
  await expect(profile.getByText('Skills Progress')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the skill sheet and skill buttons pass axe in ${theme}`, async ({ page }) => {
    await useTheme(page, theme);
    await openWithTrialClass(page);
    await openSection(page, 'Skills');
    await page.getByRole('button', { name: /^Creativity/ }).click();
    await expect(page.getByRole('dialog', { name: 'Creativity' })).toBeVisible();
    await expectAccessible(page, `skill sheet ${theme}`);
    await page.keyboard.press('Escape');
    await openSection(page, 'Students');
    await openCardSkills(page, roster(page).first());
    await expect(page.getByRole('dialog', { name: /^Skills of/ })).toBeVisible();
    await expectAccessible(page, `skill buttons ${theme}`);
  });
}
