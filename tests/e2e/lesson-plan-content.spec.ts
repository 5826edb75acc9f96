import type { Page } from '@playwright/test';
import { expect as baseExpect, registerTeacher, test } from './fixtures';

// Where lesson content lands and how it is labelled: content lands in the period whose card it was added from, a
// plan's resources land in the section they were added for, a link's type is read from its
// address, an upload is labelled by what it is (decisions 0081, 0082).

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const period = (page: Page, n: number) => page.getByRole('region', { name: `Period ${n}`, exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test("content added from Period 3's card lands in Period 3", async ({ page }) => {
  await registerTeacher(page.request);
  await page.goto('/lesson-plans');
  await period(page, 3).getByRole('link', { name: 'Add Content to Period 3' }).click();
  await expect(page).toHaveURL(/\/add-content\?period=3$/);
  // Only Period 3's sections are offered.
  await expect(page.getByRole('radio')).toHaveCount(3);
  await page.getByLabel('Section 301').check();
  await page.getByLabel('Resource title').fill('Water cycle');
  await page.getByLabel('URL').fill('https://example.org/water');
  await page.getByRole('button', { name: 'Add Link' }).click();
  await page.getByRole('button', { name: 'Add Content', exact: true }).click();
  await expect(page).toHaveURL(/\/lesson-plans$/);

  await expect(
    period(page, 3)
      .getByRole('region', { name: 'Period 3 Content' })
      .getByRole('link', { name: 'Water cycle', exact: true }),
  ).toBeVisible();
  await expect(period(page, 7).getByText('No content for Period 7')).toBeVisible();
});

test('a plan with two sections keeps each resource in the section it was added for', async ({ page }) => {
  await registerTeacher(page.request);
  await page.goto('/lesson-plans');
  await page.getByRole('button', { name: 'New Lesson Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Lesson Plan' });
  await dialog.getByLabel('Section 601').check();
  await dialog.getByLabel('Section 701').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Title').fill('Forces');
  await dialog.getByRole('button', { name: 'Next' }).click();

  const addLink = async (forSection: string, title: string, url: string) => {
    await dialog.getByLabel('For section').selectOption(forSection);
    await dialog.getByLabel('Resource title').fill(title);
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByRole('button', { name: 'Add Link' }).click();
    await expect(dialog.getByRole('list', { name: 'Added resources' }).getByText(title)).toBeVisible();
  };
  await addLink('601', 'Warm-up', 'https://example.org/warm-up');
  await addLink('701', 'Lab sheet', 'https://example.org/lab');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Lab sheet' })).toContainText('Section 701');
  await dialog.getByRole('button', { name: 'Create Lesson Plan' }).click();
  await expect(dialog).toBeHidden();

  const s601 = section(page, 'Section 601');
  const s701 = section(page, 'Section 701');
  await expect(s701.getByRole('link', { name: 'Lab sheet', exact: true })).toBeVisible();
  await expect(s601.getByRole('link', { name: 'Warm-up', exact: true })).toBeVisible();
  await expect(s601.getByRole('link', { name: 'Lab sheet', exact: true })).toHaveCount(0);
  await expect(s701.getByRole('link', { name: 'Warm-up', exact: true })).toHaveCount(0);
});

test("a link's type is read from its address and can be changed; an upload says what it is", async ({
  page,
}) => {
  await registerTeacher(page.request);
  await page.goto('/add-content?period=8');
  await page.getByLabel('Section 801').check();
  const type = page.getByLabel('Type');
  const added = page.getByRole('list', { name: 'Added resources' });

  // A PhET simulation is a website, not a Google Doc.
  await page.getByLabel('Resource title').fill('Energy skate park');
  await page.getByLabel('URL').fill('https://phet.colorado.edu/en/simulations/energy-skate-park');
  await expect(type).toHaveValue('other');
  await page.getByRole('button', { name: 'Add Link' }).click();
  await expect(added.getByRole('listitem').filter({ hasText: 'Energy skate park' })).toContainText(
    'PhET Simulation',
  );

  // A YouTube address picks YouTube; the teacher's own choice wins over the guess.
  await page.getByLabel('Resource title').fill('Lecture');
  await page.getByLabel('URL').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(type).toHaveValue('youtube');
  await page.getByLabel('Resource title').fill('Notes');
  await type.selectOption('google_doc');
  await page.getByLabel('URL').fill('https://example.org/notes');
  await expect(type).toHaveValue('google_doc');
  await page.getByRole('button', { name: 'Add Link' }).click();

  // An uploaded PDF is a 'PDF'.
  await page.getByLabel('Resource title').fill('');
  await page
    .getByTestId('lesson-file-input')
    .setInputFiles({ name: 'worksheet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(added.getByRole('listitem').filter({ hasText: 'worksheet.pdf' })).toContainText('PDF');
  await expect(added).not.toContainText('File/Website/Other');
  await page.getByRole('button', { name: 'Add Content', exact: true }).click();
  await expect(page).toHaveURL(/\/lesson-plans$/);

  const s801 = period(page, 8).getByRole('region', { name: 'Period 8 Content' });
  const item = (name: string) => s801.getByRole('listitem').filter({ hasText: name });
  await expect(item('Energy skate park')).toContainText('PhET Simulation');
  await expect(item('Notes')).toContainText('Google Doc');
  await expect(item('worksheet.pdf')).toContainText('PDF');
  await expect(s801).not.toContainText('File/Website/Other');
});
