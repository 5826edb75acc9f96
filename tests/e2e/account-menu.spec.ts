import { expect, registerTeacher, test } from './fixtures';

// The account menu reaches the teacher's pages that have no other link: Students and Achievements.

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
