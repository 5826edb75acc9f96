import {
  awardPanel,
  balanceOf,
  behaviorTile,
  cardMenu,
  openSection,
  openWithTrialClass,
  roster,
  toast,
} from './dashboard-helpers';
import { expect, expectAccessible, holdResponses, registerTeacher, test, useTheme } from './fixtures';

// The teacher dashboard: a lesson's worth of clicks, as a teacher makes them.

test('award, undo, class-wide award, rename, transfer and delete from the dashboard', async ({ page }) => {
  const account = await openWithTrialClass(page);
  await expect(page.getByText('Share this code with students to join')).toBeVisible();
  await expect(page.getByText(/Class Average:\s*0\.0/)).toBeVisible();

  const card = roster(page).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await expect(balanceOf(card)).toHaveText('0');

  // One student in two clicks (card → behaviour); the point shows before the server answers.
  const release = await holdResponses(page, '**/api/behaviors/batch');
  await card.getByRole('button', { name: `Award points to ${name}` }).click();
  await behaviorTile(page, 'Outstanding Question').click();
  await expect(awardPanel(page)).toBeHidden();
  await expect(balanceOf(card)).toHaveText('+3');
  release();
  await expect(toast(page, 'Behavior Applied')).toBeVisible();
  await page.unroute('**/api/behaviors/batch');
  await expect(balanceOf(card)).toHaveText('+3');

  // Undo sends the opposite batch: the balance is back to 0.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(toast(page, 'Action Undone')).toBeVisible();
  await expect(balanceOf(card)).toHaveText('0');

  // Behaviour → student → Apply through the side sheet (the Behaviors tab).
  await openSection(page, 'Behaviors');
  await page.getByRole('button', { name: /Teamwork/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Teamwork' });
  await expect(sheet.getByRole('button', { name: /^Apply/ })).toBeDisabled();
  await sheet.getByRole('checkbox', { name: new RegExp(name) }).check();
  await sheet.getByRole('button', { name: `Apply to ${name}` }).click();
  await expect(sheet).toBeHidden();
  await openSection(page, 'Students');
  await expect(balanceOf(card)).toHaveText('+1');

  // The whole class in three clicks (the Class-wide tab).
  await openSection(page, 'Class-wide');
  await page.getByLabel('Behavior for the whole class').selectOption({ label: 'Hard Work (+2)' });
  await page.getByRole('button', { name: 'Apply to All' }).click();
  await expect(toast(page, 'Class-wide Behavior Applied')).toBeVisible();
  await openSection(page, 'Students');
  await expect(balanceOf(card)).toHaveText('+3');
  await expect(roster(page).filter({ has: page.getByText('+2', { exact: true }) })).toHaveCount(19);
  await expect(page.getByText(/Class Average:\s*2\.1/)).toBeVisible();

  // Rename: Enter saves, Escape cancels.
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Class name').fill('  Period 3 Science  ');
  await page.getByLabel('Class name').press('Enter');
  await expect(page.getByLabel('Current class').locator('option:checked')).toHaveText('Period 3 Science');
  await expect(page.getByRole('button', { name: 'Rename' })).toBeFocused();
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Class name').fill('Not this one');
  await page.getByLabel('Class name').press('Escape');
  await expect(page.getByLabel('Current class').locator('option:checked')).toHaveText('Period 3 Science');

  // Transfer to the sign-up class, then undo.
  await cardMenu(page, card, `Transfer ${name}`);
  const transfer = page.getByRole('dialog', { name: 'Transfer Student' });
  await expect(transfer.getByRole('button', { name: 'Transfer', exact: true })).toBeDisabled();
  await transfer.getByLabel('Move to class').selectOption({ label: account.class.name });
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(toast(page, 'Student Transferred')).toBeVisible();
  await expect(roster(page)).toHaveCount(19);
  await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(toast(page, 'Action Undone')).toBeVisible();
  await expect(roster(page)).toHaveCount(20);
  await expect(balanceOf(roster(page).first())).toHaveText('+3');

  // Delete, confirmed in the alert dialog; it cannot be undone.
  await cardMenu(page, roster(page).first(), `Delete ${name}`);
  const confirm = page.getByRole('alertdialog', { name: 'Delete Student' });
  await expect(confirm).toContainText('behavior records');
  await expect(confirm).toContainText('skill progress');
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete Student' }).click();
  await expect(toast(page, 'Student Deleted')).toBeVisible();
  await expect(roster(page)).toHaveCount(19);
  await expect(page.getByText('Undo Not Available', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);

  // What the page shows is what the server holds.
  await page.reload();
  await expect(roster(page)).toHaveCount(19);
  await expect(page.getByLabel('Current class').locator('option:checked')).toHaveText('Period 3 Science');
  await expect(page.getByText(/Class Average:\s*2\.0/)).toBeVisible();
});

test('a failed award is rolled back with the error toast; search and keyboard work', async ({
  page,
  guard,
}) => {
  await openWithTrialClass(page);
  const card = roster(page).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';

  guard.allow(/503/);
  await page.route('**/api/behaviors/batch', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Database unavailable"}',
    }),
  );
  await card.getByRole('button', { name: `Award points to ${name}` }).click();
  await behaviorTile(page, 'Leadership').click();
  await expect(toast(page, 'Error')).toBeVisible();
  await expect(page.getByText('Database unavailable', { exact: true }).first()).toBeVisible();
  await expect(balanceOf(card)).toHaveText('0');

  // Search: case-insensitive over the names.
  const lastName = name.split(' ').slice(-1)[0];
  await page.getByLabel('Search students').fill(lastName.toUpperCase());
  await expect(roster(page).first().getByRole('heading')).toContainText(lastName);
  await page.getByLabel('Search students').fill('zzzz');
  await expect(page.getByText('No students match "zzzz"')).toBeVisible();
  await page.getByRole('button', { name: 'Show all students' }).click();
  await expect(roster(page)).toHaveCount(20);

  // The spacebar never scrolls the page; Space on a card opens its award panel.
  await page.locator('main').click({ position: { x: 4, y: 4 } });
  const scrolled = await page.evaluate(() => {
    // Seen last, after the page's own handlers: whether one of them cancelled the scroll.
    window.addEventListener(
      'keydown',
      (e) => document.body.setAttribute('data-space-prevented', String(e.defaultPrevented)),
      { once: true },
    );
    return window.scrollY;
  });
  await page.keyboard.press('Space');
  await expect(page.locator('body')).toHaveAttribute('data-space-prevented', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // (The error toast is a layer of its own that would take the Escape first.)
  await expect(toast(page, 'Error')).toBeHidden();
  await card.getByRole('button', { name: `Award points to ${name}` }).focus();
  await page.keyboard.press('Space');
  await expect(awardPanel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(awardPanel(page)).toBeHidden();
  // The student's page is in the card's menu.
  await cardMenu(page, card, 'Student page');
  await expect(page).toHaveURL(/\/student\/\d+$/);
});

test('a roster that fails to load says so and can be retried', async ({ page, guard }) => {
  await registerTeacher(page.request);
  guard.allow(/500/);
  await page.route('**/api/students?classId=*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
  );
  await page.goto('/dashboard');
  const section = page.locator('#students');
  await expect(section.getByText('Could not load the students', { exact: true })).toBeVisible();
  await expect(page.getByText('No students in this class')).toHaveCount(0);
  await page.unroute('**/api/students?classId=*');
  await section.getByRole('button', { name: 'Try again' }).click();
  await expect(section.getByText('No students in this class')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dashboard passes axe in ${theme}`, async ({ page }) => {
    await useTheme(page, theme);
    await openWithTrialClass(page);
    await expectAccessible(page, `dashboard ${theme}`);
    await openSection(page, 'Behaviors');
    await page.getByRole('button', { name: /Great Participation/ }).click();
    await expect(page.getByRole('dialog', { name: 'Great Participation' })).toBeVisible();
    await expectAccessible(page, `behavior sheet ${theme}`);
  });
}
