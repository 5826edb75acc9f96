import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerTeacher, test, useTheme } from './fixtures';

// The machine running these is shared and often loaded: states get longer to arrive (never a
// fixed wait), and each test more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

// Lesson plans, add-content and uploads, in Chromium.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const period = (page: Page, n: number) => page.getByRole('region', { name: `Period ${n}`, exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('plan a day: sections 601 and 701 with a link, a PDF added to period 6, edit, delete', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await registerTeacher(page.request);
  await page.goto('/lesson-plans');
  await expect(page.getByRole('heading', { name: 'Lesson Plans', level: 1 })).toBeVisible();
  await expect(period(page, 6).getByText('No content for Period 6')).toBeVisible();

  // New Lesson Plan, three steps.
  await page.getByRole('button', { name: 'New Lesson Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Lesson Plan' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Please select at least one class section for this lesson plan.', { exact: true }),
  ).toBeVisible();
  await dialog.getByLabel('Section 601').check();
  await dialog.getByLabel('Section 701').check();
  await expect(dialog.getByText('2 of 7 sections selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Title').fill('Fractions');
  await dialog.getByLabel('Notes (optional)').fill('Bring rulers');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Resource title').fill('Fractions slides');
  await dialog.getByLabel('Type').selectOption('google_slide');
  await dialog.getByLabel('URL').fill('https://docs.google.com/presentation/d/abc');
  await dialog.getByRole('button', { name: 'Add Link' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Added resources' }).getByText('Fractions slides'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Lesson Plan' }).click();
  await expect(page.getByText('Lesson plan created successfully!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const s601 = section(page, 'Section 601');
  const slides = s601.getByRole('link', { name: 'Fractions slides', exact: true });
  await expect(slides).toHaveAttribute('href', 'https://docs.google.com/presentation/d/abc');
  await expect(slides).toHaveAttribute('target', '_blank');
  await expect(slides).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(period(page, 7).getByRole('region', { name: 'Section 701' })).toBeVisible();

  // Add content to period 6 with an uploaded PDF.
  await period(page, 6).getByRole('link', { name: 'Add Content to Period 6' }).click();
  await expect(page).toHaveURL(/\/add-content\?period=6$/);
  await expect(page.getByRole('radio')).toHaveCount(2);
  const add = page.getByRole('button', { name: 'Add Content', exact: true });
  await expect(add).toBeDisabled();
  await page.getByLabel('Section 601').check();
  await expect(
    page.getByText('✓ Selected: Section 601 - Content will appear in Section 601 on your lesson plans page'),
  ).toBeVisible();
  await page
    .getByTestId('lesson-file-input')
    .setInputFiles({ name: 'worksheet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('File added to lesson', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Added resources' }).getByText('worksheet.pdf')).toBeVisible();
  await add.click();
  await expect(page.getByText('Content Added Successfully!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Added to existing section 1 resource(s) to Section 601', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/lesson-plans$/);

  // Open it: the file is served to its teacher as the PDF that was sent.
  const file = s601.getByRole('link', { name: 'worksheet.pdf', exact: true });
  const href = await file.getAttribute('href');
  expect(href).toMatch(/^\/api\/objects\//);
  const served = await page.request.get(href!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await served.body()).equals(PDF)).toBe(true);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    s601.getByRole('link', { name: 'Open worksheet.pdf' }).click(),
  ]);
  await popup.close();

  // Edit the link resource.
  await s601.getByRole('button', { name: 'Edit Fractions slides' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Resource' });
  await edit.getByLabel('Title').fill('Fractions deck');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Resource updated successfully!', { exact: true })).toBeVisible();
  const titles = s601.getByRole('listitem').getByRole('link', { name: /^(Fractions deck|worksheet\.pdf)$/ });
  await expect(titles).toHaveText(['Fractions deck', 'worksheet.pdf']);

  // Delete section 701.
  await period(page, 7).getByRole('button', { name: 'Delete Section 701' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Section' });
  await expect(confirm.getByText('Are you sure you want to delete this section?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Section deleted successfully', { exact: true })).toBeVisible();
  await expect(period(page, 7).getByText('No content for Period 7')).toBeVisible();
  await expect(s601).toBeVisible();
});

test("'Delete All' for one date leaves another date's plans", async ({ page }) => {
  await registerTeacher(page.request);
  for (const [date, title] of [
    ['2026-03-02', 'Monday plan'],
    ['2026-03-03', 'Tuesday plan'],
  ]) {
    const res = await page.request.post('/api/lesson-plans', {
      data: { date, title, notes: '', sections: [{ sectionNumber: '801' }], resources: [] },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/lesson-plans?date=2026-03-02');
  await expect(page.getByText('Monday plan')).toBeVisible();
  await page.getByRole('button', { name: 'Delete All', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete All Lesson Plans' });
  await expect(confirm).toContainText('all 1 lesson plan for 2026-03-02? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete All' }).click();
  await expect(page.getByText('Lesson plans deleted successfully', { exact: true })).toBeVisible();
  await expect(period(page, 8).getByText('No content for Period 8')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete All', exact: true })).toHaveCount(0);

  await page.getByLabel('Date').fill('2026-03-03');
  await expect(page.getByText('Tuesday plan')).toBeVisible();
  await expect(period(page, 8).getByRole('region', { name: 'Section 801' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`lesson plan pages are accessible in ${theme} mode (and screenshots)`, async ({ page }) => {
    test.setTimeout(300_000);
    await useTheme(page, theme);
    await registerTeacher(page.request);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    const res = await page.request.post('/api/lesson-plans', {
      data: {
        date: today,
        title: 'Ecosystems',
        notes: 'Lab day',
        sections: [{ sectionNumber: '601' }, { sectionNumber: '702', sectionName: 'Lab group' }],
        resources: [
          {
            title: 'Food webs',
            url: 'https://docs.google.com/document/d/1',
            resourceType: 'google_doc',
            description: 'Reading',
          },
          { title: 'Field trip video', url: 'https://www.youtube.com/watch?v=1', resourceType: 'youtube' },
        ],
      },
    });
    expect(res.status()).toBe(201);
    mkdirSync('.tmp/shots', { recursive: true });
    for (const [width, height, label] of [
      [1440, 900, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/lesson-plans');
      await expect(
        section(page, 'Section 601').getByRole('link', { name: 'Food webs', exact: true }),
      ).toBeVisible();
      await expectAccessible(page, `/lesson-plans ${theme} ${label}`);
      await page.screenshot({
        path: `.tmp/shots/lesson-plans-${label}-${theme}.png`,
        fullPage: label === 'desktop',
      });
      await page.getByRole('button', { name: 'New Lesson Plan' }).click();
      await page.getByRole('dialog', { name: 'New Lesson Plan' }).getByLabel('Section 601').check();
      await expectAccessible(page, `new plan dialog ${theme} ${label}`);
      await page.screenshot({ path: `.tmp/shots/new-plan-${label}-${theme}.png` });
      await page.keyboard.press('Escape');
      await page.goto('/add-content?period=6');
      await page.getByLabel('Section 602').check();
      await expectAccessible(page, `/add-content ${theme} ${label}`);
      await page.screenshot({ path: `.tmp/shots/add-content-${label}-${theme}.png`, fullPage: true });
    }
  });
}

test('a resource moves up by keyboard and stays there after a reload', async ({ page }) => {
  await registerTeacher(page.request);
  const res = await page.request.post('/api/lesson-plans', {
    data: {
      date: '2026-03-02',
      title: 'Fractions',
      notes: '',
      sections: [{ sectionNumber: '601' }],
      resources: [
        {
          title: 'Fractions deck',
          url: 'https://docs.google.com/presentation/d/1',
          resourceType: 'google_slide',
        },
        { title: 'Worksheet', url: 'https://docs.google.com/document/d/2', resourceType: 'google_doc' },
      ],
    },
  });
  expect(res.status()).toBe(201);
  await page.goto('/lesson-plans?date=2026-03-02');
  const s601 = section(page, 'Section 601');
  const titles = s601.getByRole('listitem').getByRole('link', { name: /^(Fractions deck|Worksheet)$/ });
  await expect(titles).toHaveText(['Fractions deck', 'Worksheet']);
  // Lift the worksheet, move it up, drop it.
  const handle = s601.getByRole('button', { name: 'Reorder Worksheet' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: 'Worksheet is over position 2 of 2.' }),
  ).toBeAttached();
  await page.keyboard.press('ArrowUp');
  // Drop only once the move has landed: the announcement names the new position.
  await expect(
    page.getByRole('status').filter({ hasText: 'Worksheet is over position 1 of 2.' }),
  ).toBeAttached();
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('status').filter({ hasText: 'Worksheet dropped at position 1 of 2.' }),
  ).toBeAttached();
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  await expect(titles).toHaveText(['Worksheet', 'Fractions deck']);
  await page.reload();
  await expect(titles).toHaveText(['Worksheet', 'Fractions deck']);
});
