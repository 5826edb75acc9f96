import type { Page } from '@playwright/test';
import { awardPanel, behaviorTile, openSection, roster, toast } from './dashboard-helpers';
import { expect, PASSWORD, test, uniqueEmail } from './fixtures';

// A primary class fits: a Year 3 teacher signs up with no period and the primary behaviours,
// adds the class list without the dialog closing after each child, makes a second class from
// New Class the same way, and on a phone tells two classes apart by their whole names.

test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 20_000 };
const currentClass = (page: Page) => page.getByLabel('Current class').locator('option:checked');

test('sign up with no period and the primary set, add three children in one go, a second primary class', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/teacher-signup');
  await page.getByLabel('Teacher Name').fill('Ms Patel');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel('Class Name').fill('Year 3 Robins');
  // No period: the field stays empty and the name is kept as typed.
  await expect(page.getByLabel('Period')).toHaveValue('');
  await expect(page.getByText('The class will be called Year 3 Robins')).toBeVisible();
  await page.getByRole('radio', { name: /^Primary \(ages 5–11\)/ }).check();
  await page.getByRole('button', { name: 'Create Classroom' }).click();

  await expect(page).toHaveURL(/\/class-code-display/, slow);
  await expect(page.getByText('Year 3 Robins', { exact: true })).toBeVisible();
  await expect(page.getByText(/Period/)).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page.getByText('Classroom Management Dashboard')).toBeVisible(slow);
  await expect(currentClass(page)).toHaveText('Year 3 Robins');

  // Three children without the dialog closing: Enter in the last name, then the button, then Enter.
  await page.getByRole('button', { name: 'Add Student' }).click();
  const add = page.getByRole('dialog', { name: 'Add Student' });
  const first = add.getByLabel('First Name');
  const last = add.getByLabel('Last Name');
  const status = add.getByRole('status');
  await first.fill('Ben');
  await last.fill('Brooks');
  await last.press('Enter');
  await expect(status).toHaveText('Added Ben Brooks', slow);
  await expect(add).toBeVisible();
  await expect(first).toBeFocused();
  await expect(first).toHaveValue('');
  await expect(last).toHaveValue('');

  await page.keyboard.type('Amira');
  await last.fill('Khan');
  await add.getByRole('button', { name: 'Save and add another' }).click();
  await expect(status).toHaveText('Added Amira Khan', slow);
  await expect(first).toBeFocused();

  await page.keyboard.type('Leo');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Zhang');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Added Leo Zhang', slow);
  await expect(add).toBeVisible();
  await expect(roster(page)).toHaveCount(3, slow);

  await add.getByRole('button', { name: 'Done' }).click();
  await expect(add).toBeHidden();
  for (const name of ['Ben', 'Amira', 'Leo']) {
    await expect(roster(page).getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  }

  // The award dialog offers the primary set, not the secondary one.
  await roster(page).first().locator('button[data-card-button]').click();
  await expect(awardPanel(page)).toBeVisible();
  await expect(behaviorTile(page, 'Kind Words')).toBeVisible();
  await expect(behaviorTile(page, 'Tidying Up')).toBeVisible();
  await expect(behaviorTile(page, 'Not Listening')).toBeVisible();
  await expect(behaviorTile(page, 'Outstanding Question')).toHaveCount(0);
  await behaviorTile(page, 'Kind Words').click();
  await expect(awardPanel(page)).toBeHidden();

  // New Class: no period, primary.
  await page.getByRole('button', { name: 'New Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Class' });
  await dialog.getByLabel('Class name').fill('Year 4 Kestrels');
  await expect(dialog.getByLabel('Period')).toHaveValue('');
  await expect(dialog.getByText('The class will be called Year 4 Kestrels')).toBeVisible();
  await dialog.getByRole('radio', { name: /^Primary \(ages 5–11\)/ }).check();
  await dialog.getByRole('button', { name: 'Create Class' }).click();
  await expect(toast(page, 'Class Created')).toBeVisible(slow);
  await expect(dialog).toBeHidden(slow);
  await expect(currentClass(page)).toHaveText('Year 4 Kestrels');
  await openSection(page, 'Behaviors');
  await expect(page.getByRole('tab', { name: /^Behaviors/ })).toContainText('13');
  await expect(page.getByText('Helping Others', { exact: true })).toBeVisible(slow);
  await expect(page.getByText('Leadership', { exact: true })).toHaveCount(0);
});

test('New Class with a period still appends it, and starts with the 15 standard behaviours', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const res = await page.request.post('/api/teachers/register', {
    data: { teacherName: 'Mr Ode', email: uniqueEmail(), password: PASSWORD, className: 'Year 5' },
  });
  expect(res.status()).toBe(201);
  await page.goto('/dashboard');
  await expect(currentClass(page)).toHaveText('Year 5', slow);
  await page.getByRole('button', { name: 'New Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Class' });
  await dialog.getByLabel('Class name').fill('Science');
  await dialog.getByLabel('Period').fill('3');
  await expect(dialog.getByText('The class will be called Science - Period 3')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^Secondary \(11\+\)/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create Class' }).click();
  await expect(dialog).toBeHidden(slow);
  await expect(currentClass(page)).toHaveText('Science - Period 3');
  await openSection(page, 'Behaviors');
  await expect(page.getByRole('tab', { name: /^Behaviors/ })).toContainText('15');
  await expect(page.getByText('Leadership', { exact: true })).toBeVisible(slow);
  await expect(page.getByText('Kind Words', { exact: true })).toHaveCount(0);
});

test('on a phone the class selector shows the whole name of each class', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const robins = "Year 3 Robins – Mrs Okafor's class (morning)";
  const wrens = "Year 3 Wrens – Mrs Okafor's class (afternoon)";
  const res = await page.request.post('/api/teachers/register', {
    data: {
      teacherName: 'Mrs Okafor',
      email: uniqueEmail(),
      password: PASSWORD,
      className: robins,
      behaviorPreset: 'primary',
    },
  });
  expect(res.status()).toBe(201);
  const second = await page.request.post('/api/classes', {
    data: { name: wrens, behaviorPreset: 'primary' },
  });
  expect(second.status()).toBe(201);

  await page.goto('/dashboard');
  const select = page.getByLabel('Current class');
  // What the eye sees: the text drawn over the (transparent) select.
  const shown = select.locator('xpath=preceding-sibling::div');
  await expect(shown).toHaveText(robins, slow);
  const fits = async () => {
    const box = await shown.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // Nothing cut off: the text wraps inside its box.
    expect(
      await shown.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
    ).toBe(true);
  };
  await fits();
  await select.selectOption({ label: wrens });
  await expect(shown).toHaveText(wrens);
  await expect(currentClass(page)).toHaveText(wrens);
  await fits();
});
