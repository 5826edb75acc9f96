import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, registerTeacher, test, useTheme } from './fixtures';

// The restore preview says what a restore cannot carry (uploaded files) and what it would add
// a second time (decision 0083).

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SHOTS = '/work/shots/h5';

/** A plan of today with an uploaded PDF and a link, through the API as the page does it. */
async function planWithUpload(page: Page) {
  const target = await (
    await page.request.post('/api/objects/upload', {
      data: { size: PDF.length, contentType: 'application/pdf' },
    })
  ).json();
  const put = await page.request.put(target.uploadURL, {
    headers: { 'content-type': 'application/pdf' },
    data: PDF,
  });
  expect(put.ok()).toBe(true);
  const res = await page.request.post('/api/lesson-plans', {
    data: {
      date: '2026-03-02',
      title: 'Fractions',
      sections: [{ sectionNumber: '601' }],
      resources: [
        { title: 'worksheet.pdf', url: target.fileURL },
        { title: 'Slides', url: 'https://docs.google.com/presentation/d/1' },
      ],
    },
  });
  expect(res.status()).toBe(201);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the restore preview names left-out files and warns before a second restore (${theme})`, async ({
    page,
    browser,
  }) => {
    const account = await registerTeacher(page.request);
    await planWithUpload(page);
    // A family linked to a student of the class (decision 0101): the preview says it must link again.
    const student = await page.request.post('/api/students', {
      data: { classId: account.class.id, firstName: 'Kim', lastName: 'Lee' },
    });
    expect(student.status()).toBe(201);
    const invite = await page.request.post(`/api/students/${(await student.json()).id}/family-invites`);
    expect(invite.status()).toBe(201);
    const parent = await browser.newContext();
    const joined = await parent.request.post('/api/families/register', {
      data: {
        code: (await invite.json()).code,
        name: 'Pat Lee',
        email: `pat-${Date.now()}-${theme}@home.example`,
        password: 'Str0ngPass',
      },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    await parent.close();
    const exported = await page.request.get('/api/export');
    expect(exported.status()).toBe(200);
    const file = { name: 'export.json', mimeType: 'application/json', buffer: await exported.body() };

    // Another teacher restores it: the file is not theirs, so it is left out, and said so.
    const other = await browser.newContext();
    const page2 = await other.newPage();
    await useTheme(page2, theme);
    // Both accounts were opened with a class named 'Science'.
    const me = await registerTeacher(page2.request, 'Grace Hopper');
    expect(me.class.name).toBe(account.class.name);
    await page2.goto('/account-settings');
    const data = page2.getByRole('region', { name: 'Your Data' });
    await data.getByLabel('Restore from a file').setInputFiles(file);
    await expect(
      data.getByText(
        '1 uploaded file in lesson plans is not in this export (only its address is): that resource will be left out. Upload it again after restoring.',
      ),
    ).toBeVisible();
    await expect(
      data.getByText(
        'Family accounts are not restored: the family linked in this file will need to link again with a new invite code (print new family letters after restoring).',
      ),
    ).toBeVisible();
    const warning = data.getByText('Already in your account');
    await expect(warning).toBeVisible();
    await expect(
      data.getByText(
        `You already have the class '${me.class.name}' from this file (restored before, or never removed). Restoring adds it again as duplicates.`,
      ),
    ).toBeVisible();
    await data.getByRole('button', { name: 'Restore', exact: true }).click();
    const restored = page2.getByText('Data Restored', { exact: true }).first();
    await expect(restored).toBeVisible();
    await expect(warning).toHaveCount(0);
    // Out of the way of the screenshots below.
    await page2.getByRole('button', { name: 'Close' }).first().click();
    await expect(restored).toHaveCount(0);

    // The same file again: the preview warns of the plan too, before anything is written.
    await data.getByLabel('Restore from a file').setInputFiles(file);
    await expect(
      data.getByText(
        `You already have the class '${me.class.name}' and 1 lesson plan from this file (restored before, or never removed). Restoring adds them again as duplicates.`,
      ),
    ).toBeVisible();
    await expectAccessible(page2, `restore preview ${theme}`);
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ]) {
      await page2.setViewportSize({ width: w, height: h });
      await data.getByText('Already in your account').scrollIntoViewIfNeeded();
      await page2.screenshot({ path: `${SHOTS}/restore-preview-${w}-${theme}.png`, fullPage: false });
    }
    await data.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toHaveCount(0);
    await other.close();
  });
}
