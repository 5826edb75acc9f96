import { balanceOf, behaviorTile, roster, toast } from './dashboard-helpers';
import { expect, PASSWORD, test, uniqueEmail } from './fixtures';

// The one browser test the Node matrix runs on every supported Node version
// (scripts/node-matrix.mjs): the first thing a school does, from sign-up to a point that stays.

test('smoke: a teacher signs up, creates a class and awards a point that survives a reload', async ({
  page,
}) => {
  await page.goto('/teacher-signup');
  await page.getByLabel('Teacher Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel('Class Name').fill('Robotics');
  await page.getByLabel('Period').fill('4');
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page).toHaveURL(/\/class-code-display/);

  await page.goto('/dashboard');
  await expect(page.getByText('Welcome, Grace Hopper!')).toBeVisible();
  await page.getByRole('button', { name: 'Trial Class' }).click();
  await expect(toast(page, 'Remote Chalk Trial class created with 20 students!')).toBeVisible();
  await expect(roster(page)).toHaveCount(20);

  const card = roster(page).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Award points to ${name}` }).click();
  await behaviorTile(page, 'Outstanding Question').click();
  await expect(toast(page, 'Behavior Applied')).toBeVisible();

  await page.reload();
  const reloaded = roster(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(balanceOf(reloaded)).toHaveText('+3');
});
