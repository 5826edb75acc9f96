import { expect, test } from './fixtures';

// The theme follows the device until the teacher chooses one (decision 0080).

test('the theme follows the device (live) until the teacher chooses; the choice then wins and is kept', async ({
  page,
}) => {
  const html = page.locator('html');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);

  // The teacher picks light on a dark device: light stays, through a reload and device changes.
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveClass(/\bdark\b/);
});
