import type { Page } from '@playwright/test';
import { expect, registerTeacher, test } from './fixtures';

// The password rules are shown under the field and tick as the teacher types, on sign-up and in
// settings, with the strength label of decision 0079.

const rules = (page: Page) => page.getByRole('list', { name: 'Password rules' }).getByRole('listitem');

test('password rules show under the field and tick as the teacher types; "abc" is Weak (sign-up and settings)', async ({
  page,
}) => {
  await page.goto('/teacher-signup');
  const password = page.getByLabel('Password', { exact: true });
  await expect(rules(page)).toHaveText([
    'At least 8 characters: not yet',
    'An uppercase letter: not yet',
    'A lowercase letter: not yet',
    'A number: not yet',
  ]);
  await password.fill('abc');
  await expect(rules(page)).toHaveText([
    'At least 8 characters: not yet',
    'An uppercase letter: not yet',
    'A lowercase letter: met',
    'A number: not yet',
  ]);
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await password.fill('Abcdefgh');
  await expect(page.getByText('Password strength: Fair')).toBeVisible();
  await password.fill('Abcdefg1');
  await expect(rules(page)).toHaveText([
    'At least 8 characters: met',
    'An uppercase letter: met',
    'A lowercase letter: met',
    'A number: met',
  ]);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();

  await registerTeacher(page.request);
  await page.goto('/account-settings');
  await page.getByLabel('New Password', { exact: true }).fill('short1');
  await expect(rules(page)).toHaveText([
    'At least 8 characters: not yet',
    'An uppercase letter: not yet',
    'A lowercase letter: met',
    'A number: met',
  ]);
});
