import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openTool, roster, toast } from './dashboard-helpers';
import { expect, expectAccessible, registerTeacher, test, useTheme } from './fixtures';

// Classes and students from the dashboard, the roster import dialog and the reports.
// The shared machine can be slow to render a whole dashboard after a write: wait longer for
// states, never for time.
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 20_000 };

const csv = (lines: string[]) => ({
  name: 'roster.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\n')),
});
const currentClass = (page: Page) => page.getByLabel('Current class').locator('option:checked');
const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import Student Roster' });

async function openDashboard(page: Page) {
  const account = await registerTeacher(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.name}!` })).toBeVisible(slow);
  return account;
}

async function createClass(page: Page, name: string) {
  await page.getByRole('button', { name: 'New Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Class' });
  await dialog.getByRole('button', { name: 'Create Class' }).click();
  await expect(dialog.getByText('Class name is required')).toBeVisible();
  await dialog.getByLabel('Class name').fill(name);
  await dialog.getByRole('button', { name: 'Create Class' }).click();
  await expect(toast(page, 'Class Created')).toBeVisible(slow);
  await expect(dialog).toBeHidden(slow);
  await expect(currentClass(page)).toHaveText(name);
}

test('create a class, add a student, import a roster, delete the class', async ({ page }) => {
  test.setTimeout(240_000);
  const account = await openDashboard(page);
  await createClass(page, 'Period 5 History');
  await expect(page.locator('#students').getByText('No students in this class')).toBeVisible();

  // Add Student: the spec's messages, then the card; undo takes it away again.
  await page.getByRole('button', { name: 'Add Student' }).click();
  const add = page.getByRole('dialog', { name: 'Add Student' });
  await add.getByRole('button', { name: 'Add Student' }).click();
  await expect(add.getByText('First name is required')).toBeVisible();
  await expect(add.getByText('Last name is required')).toBeVisible();
  await add.getByLabel('First Name').fill('Mae');
  await add.getByLabel('Last Name').fill('Jemison');
  await add.getByLabel('Email').fill('not-an-email');
  await add.getByRole('button', { name: 'Add Student' }).click();
  await expect(add.getByText('Please enter a valid email address')).toBeVisible();
  await add.getByLabel('Email').fill('mae.jemison@school.edu');
  await add.getByRole('button', { name: 'Add Student' }).click();
  await expect(toast(page, 'Student Added')).toBeVisible(slow);
  // The undo prompt lives 10 s: use it at once, then look at the roster.
  await expect(page.getByText('Added Mae Jemison', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(add).toBeHidden(slow);
  await expect(toast(page, 'Action Undone')).toBeVisible();
  await expect(page.locator('#students').getByText('No students in this class')).toBeVisible();

  // Import 7 students: preview of 5, '... and 2 more', one new class named in the file.
  await page.getByRole('button', { name: 'Import Students' }).first().click();
  const dialog = importDialog(page);
  await expect(dialog.getByRole('button', { name: 'Import 0 Students' })).toBeDisabled();
  await dialog
    .getByLabel('Choose File')
    .setInputFiles(
      csv([
        'First Name,Last Name,Nickname,Email,Class Name',
        'Ada,Lovelace,Countess,ada@school.edu,period 5 history',
        'Alan,Turing,,,Period 5 History',
        'Grace,Hopper,Amazing Grace,,Period 5 History',
        '',
        'Katherine,Johnson,,katherine@school.edu,Period 5 History',
        'Edsger,Dijkstra,,,Period 5 History',
        'Barbara,Liskov,,,Period 5 History',
        'Claude,Shannon,,,Robotics Club',
      ]),
    );
  await expect(dialog.getByRole('row')).toHaveCount(6);
  await expect(dialog.getByRole('cell', { name: 'Countess' })).toBeVisible();
  await expect(dialog.getByText('... and 2 more students')).toBeVisible();
  await expect(dialog.getByText('This class will be created: Robotics Club')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 7 Students' }).click();
  await expect(toast(page, 'Import Successful')).toBeVisible(slow);
  await expect(dialog).toBeHidden(slow);
  await expect(roster(page)).toHaveCount(6, slow);
  await expect(page.getByRole('heading', { name: 'Ada Lovelace', exact: true })).toBeVisible();
  await expect(page.getByLabel('Current class').locator('option', { hasText: 'Robotics Club' })).toHaveCount(
    1,
  );

  // The same file again: everyone is already there.
  await page.getByRole('button', { name: 'Import Students' }).first().click();
  await importDialog(page)
    .getByLabel('Choose File')
    .setInputFiles(csv(['firstName,lastName,className', 'Ada,Lovelace,Period 5 History']));
  await expect(importDialog(page).getByText('1 student is already in the class')).toBeVisible();
  await expect(importDialog(page).getByRole('button', { name: 'Import 0 Students' })).toBeDisabled();
  await importDialog(page).getByRole('button', { name: 'Cancel' }).click();

  // The class report downloads as a text file naming the class and its students. Every class has
  // its reports in the menu; the period defaults to this term and can be changed.
  await page.getByRole('button', { name: 'Export Reports' }).click();
  const history = page.getByRole('group', { name: 'Period 5 History' });
  await expect(page.getByRole('menu').getByRole('group')).toHaveCount(3);
  await history.getByRole('menuitem', { name: 'Class Report', exact: true }).click();
  const classReport = page.getByRole('dialog', { name: 'Class Report' });
  await expect(classReport.getByText('Every student of Period 5 History')).toBeVisible();
  await classReport.getByLabel('From').fill('2026-03-02');
  await classReport.getByLabel('To').fill('2026-03-01');
  await expect(classReport.getByText('To must not be before From')).toBeVisible();
  await expect(classReport.getByRole('button', { name: 'Download Report' })).toBeDisabled();
  await classReport.getByLabel('From').fill('2026-01-01');
  await classReport.getByLabel('To').fill('2026-12-31');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    classReport.getByRole('button', { name: 'Download Report' }).click(),
  ]);
  await expect(classReport).toBeHidden(slow);
  expect(download.suggestedFilename()).toMatch(/^class-report-Period-5-History-\d{4}-\d{2}-\d{2}\.txt$/);
  const report = readFileSync(await download.path(), 'utf8');
  expect(report).toContain('CLASS REPORT - Period 5 History');
  expect(report).toContain('Ada Lovelace ("Countess")');
  expect(report).not.toContain('Claude Shannon');
  expect(report).toContain('Period: January 1, 2026 to December 31, 2026');

  // A student report through 'Select Student for Report'. The menu of the class report must be
  // gone first: a click on the trigger while it is still closing would toggle it shut again.
  await expect(page.getByRole('menu')).toBeHidden();
  await page.getByRole('button', { name: 'Export Reports' }).click();
  await history.getByRole('menuitem', { name: 'Student Reports' }).click();
  const pick = page.getByRole('dialog', { name: 'Select Student for Report' });
  await expect(pick.getByRole('button', { name: 'Generate Report' })).toBeDisabled();
  await pick.getByLabel('Student').selectOption({ label: 'Grace Hopper (Amazing Grace)' });
  const [studentDownload] = await Promise.all([
    page.waitForEvent('download'),
    pick.getByRole('button', { name: 'Generate Report' }).click(),
  ]);
  expect(studentDownload.suggestedFilename()).toMatch(/^student-report-Grace-Hopper-/);
  await expect(pick).toBeHidden(slow);

  // Delete the class: the dialog names it and what goes with it; the sign-up class becomes current.
  await page.getByRole('button', { name: 'Delete class Period 5 History' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Class' });
  await expect(confirm.getByText('6 students')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Class' }).click();
  await expect(toast(page, 'Class Deleted')).toBeVisible(slow);
  await expect(confirm).toBeHidden(slow);
  await expect(page.getByText('Class deletion cannot be undone.', { exact: false })).toBeVisible();
  await expect(currentClass(page)).toHaveText(account.class.name);
  await expect(
    page.getByLabel('Current class').locator('option', { hasText: 'Period 5 History' }),
  ).toHaveCount(0);
});

test('a file with bad rows shows every error and imports nothing; a non-CSV file is refused', async ({
  page,
}) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Import Students' }).first().click();
  const dialog = importDialog(page);
  await dialog
    .getByLabel('Choose File')
    .setInputFiles(
      csv(['firstName,lastName,className', 'Rosalind,Franklin,Chem', ',Curie,Chem', 'Linus,Pauling,']),
    );
  await expect(toast(page, 'CSV Import Errors')).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('Row 3: Missing first name or last name');
  await expect(dialog.getByRole('alert')).toContainText('Row 4: Missing class name');
  await expect(dialog.getByRole('table')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Import 0 Students' })).toBeDisabled();

  await dialog
    .getByLabel('Choose File')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(dialog.getByRole('alert')).toContainText('Please upload a CSV file.');
  await dialog.getByLabel('Choose File').setInputFiles(csv(['firstName,lastName,className', '', '']));
  await expect(dialog.getByRole('alert')).toContainText(
    'The CSV file appears to be empty or has no valid student data.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#students').getByText('No students in this class')).toBeVisible();
  const res = await page.request.get('/api/students');
  expect(await res.json()).toEqual([]);
});

// Axe is slow on a loaded machine: the dialogs are checked in two tests per theme.
for (const theme of ['light', 'dark'] as const) {
  test(`the class, student and import dialogs are accessible (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await openDashboard(page);
    await page.getByRole('button', { name: 'New Class' }).click();
    await expectAccessible(page, `new class ${theme}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'New Class' })).toBeHidden(slow);
    await page.getByRole('button', { name: 'Add Student' }).click();
    await expectAccessible(page, `add student ${theme}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Add Student' })).toBeHidden(slow);
    await page.getByRole('button', { name: 'Import Students' }).first().click();
    await importDialog(page)
      .getByLabel('Choose File')
      .setInputFiles(csv(['firstName,lastName,className', 'Ada,Lovelace,Art', 'Alan,Turing,Art']));
    await expect(importDialog(page).getByText('This class will be created: Art')).toBeVisible(slow);
    await expectAccessible(page, `import preview ${theme}`);
  });

  test(`the delete and report dialogs are accessible (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await openDashboard(page);
    await page.getByRole('button', { name: /^Delete class / }).click();
    await expect(page.getByRole('alertdialog').getByText('0 students')).toBeVisible(slow);
    await expectAccessible(page, `delete class ${theme}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden(slow);
    await page.getByRole('button', { name: 'Export Reports' }).click();
    await page.getByRole('menuitem', { name: 'Student Reports' }).click();
    await expect(page.getByRole('dialog', { name: 'Select Student for Report' })).toBeVisible(slow);
    await expectAccessible(page, `student report ${theme}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden(slow);
    await page.getByRole('button', { name: 'Export Reports' }).click();
    await page.getByRole('menuitem', { name: 'Class Report' }).click();
    await expect(page.getByRole('dialog', { name: 'Class Report' })).toBeVisible(slow);
    await expectAccessible(page, `class report ${theme}`);
    await page.screenshot({ path: `.tmp/shots/class-report-dialog-${theme}.png` });
    // On a phone: the menu of every class and the dialog fit the screen.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden(slow);
    await page.setViewportSize({ width: 390, height: 844 });
    await openTool(page, page.getByRole('button', { name: 'Export Reports' }));
    await expect(page.getByRole('menuitem', { name: 'Export Raw Data' })).toBeVisible();
    await page.screenshot({ path: `.tmp/shots/export-menu-phone-${theme}.png` });
    await page.getByRole('menuitem', { name: 'Class Report' }).click();
    await expect(page.getByRole('dialog', { name: 'Class Report' })).toBeVisible(slow);
    await page.screenshot({ path: `.tmp/shots/class-report-dialog-phone-${theme}.png` });
  });
}
