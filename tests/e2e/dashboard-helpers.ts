import type { Locator, Page } from '@playwright/test';
import { expect, registerTeacher } from './fixtures';

// What the dashboard specs share: a new teacher with the 20-student trial class, and locators.

export const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();
// Direct children only: a card holds a list of its skills.
export const roster = (page: Page) => page.locator('#students ul[aria-label="Students"] > li');
export const balanceOf = (card: Locator) => card.locator('p', { hasText: 'Balance' }).locator('span').nth(1);

export async function openWithTrialClass(page: Page) {
  const account = await registerTeacher(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.name}!` })).toBeVisible();
  await expect(page.getByText('Classroom Management Dashboard')).toBeVisible();
  // The class made at sign-up has nobody in it yet.
  await expect(page.locator('#students').getByText('No students in this class')).toBeVisible();

  await page.getByRole('button', { name: 'Trial Class' }).click();
  await expect(toast(page, 'Remote Chalk Trial class created with 20 students!')).toBeVisible();
  await expect(page.getByLabel('Current class').locator('option:checked')).toHaveText(
    'Remote Chalk Trial class',
  );
  await expect(roster(page)).toHaveCount(20);
  return account;
}

/** Chooses a behaviour in the class-wide panel and presses 'Apply to All'; returns the select. */
export async function applyToWholeClass(page: Page, behaviorLabel: string) {
  const select = page.getByLabel('Behavior for the whole class');
  await select.selectOption({ label: behaviorLabel });
  await page.getByRole('button', { name: 'Apply to All' }).click();
  return select;
}
