import { readFileSync } from 'node:fs';
import { expect, expectAccessible, registerTeacher, test, useTheme } from './fixtures';

// Account settings 'Your Data': download everything, restore it into another account.
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 20_000 };

for (const theme of ['light', 'dark'] as const) {
  test(`download all my data, then restore it into a new account with a preview (${theme})`, async ({
    page,
    browser,
  }) => {
    await useTheme(page, theme);
    const account = await registerTeacher(page.request);
    await page.request.post('/api/students/import', {
      data: {
        students: [
          { firstName: 'Ada', lastName: 'Lovelace', className: account.class.name },
          { firstName: 'Alan', lastName: 'Turing', className: 'Robotics Club' },
        ],
      },
    });
    await page.goto('/account-settings');
    const section = page.getByRole('region', { name: 'Your Data' });
    await expect(section).toBeVisible(slow);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download all my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^remote-chalk-export-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const doc = JSON.parse(readFileSync(path, 'utf8'));
    expect(doc.classes.map((c: { name: string }) => c.name)).toEqual([account.class.name, 'Robotics Club']);

    // Another teacher, another browser: restore the file.
    const other = await browser.newContext();
    const page2 = await other.newPage();
    await page2.addInitScript((t) => {
      localStorage.setItem(
        'classroom-storage',
        JSON.stringify({ state: { theme: t, currentClassId: 1 }, version: 0 }),
      );
    }, theme);
    await registerTeacher(page2.request, 'Grace Hopper');
    await page2.goto('/account-settings');
    const restore = page2.getByRole('region', { name: 'Your Data' });
    await restore.getByLabel('Restore from a file').setInputFiles(path);
    await expect(restore.getByText('2 classes, 2 students, 0 behavior records')).toBeVisible(slow);
    await expectAccessible(page2, `restore preview ${theme}`);
    await restore.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page2.getByText('Data Restored', { exact: true }).first()).toBeVisible(slow);
    const classes = await (await page2.request.get('/api/classes')).json();
    // The new account's own class (named at sign-up like the first one), then the restored two.
    expect(classes.map((c: { name: string }) => c.name)).toEqual([
      account.class.name,
      account.class.name,
      'Robotics Club',
    ]);
    await other.close();
  });
}
