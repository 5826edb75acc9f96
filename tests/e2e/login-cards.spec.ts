import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, persistAppState, registerTeacher, test } from './fixtures';

// Login cards in the browser (decisions 0161–0163): the teacher opens the cards from the
// dashboard and prints them (eight to an A4 page, counted in the PDF Chromium makes); a child on a
// tablet opens the card's QR address and lands on their own points; signing out returns to the
// card screen, where typing the code (any case, no dash) signs in again; a replaced card is
// refused with a message a teacher understands. Screenshots when SHOTS_DIR is set.

const SHOTS = process.env.SHOTS_DIR;
const TABLET = { width: 768, height: 1024 };
const NAMES = [
  'Ben Brooks',
  'Ava Singh',
  'Cara Diaz',
  'Dev Patel',
  'Eli Moss',
  'Fay Ngo',
  'Gus Lee',
  'Hana Ito',
  'Ivy Cole',
  'Jon Park',
];

async function classWithChildren(request: APIRequestContext) {
  const teacher = await registerTeacher(request);
  const ids: Record<string, number> = {};
  for (const full of NAMES) {
    const [firstName, lastName] = full.split(' ');
    const res = await request.post('/api/students', {
      data: { classId: teacher.class.id, firstName, lastName },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids[firstName] = ((await res.json()) as { id: number }).id;
  }
  const award = await request.post('/api/behaviors/batch', {
    data: { studentIds: [ids.Ben], type: 'Helping Others', points: 6 },
  });
  expect(award.status(), await award.text()).toBe(201);
  return { teacher, ids };
}

const card = (page: Page, name: string) => page.getByRole('article', { name: `Login card for ${name}` });

/** Pages of a PDF: its page objects (not the /Pages tree). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('the teacher prints login cards; a child signs in on a tablet by the card and back on the card screen', async ({
  page,
  browser,
  baseURL,
  guard,
}) => {
  const { teacher } = await classWithChildren(page.request);
  await persistAppState(page, { currentClassId: teacher.class.id });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Login Cards' }).click();
  await expect(page.getByRole('heading', { name: 'Login Cards', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Login card for / })).toHaveCount(10);
  await expect(page.getByRole('region', { name: /^Sheet / })).toHaveCount(2);
  const ben = card(page, 'Ben B.');
  const code = (await ben.getByTestId('card-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  const qr = await ben.getByTestId('card-qr').getAttribute('data-url');
  expect(qr).toBe(`${baseURL}/student/login?card=${code}`);

  // Printing: only the cards, eight to an A4 page, so ten children make two pages.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Cards' })).toBeHidden();
  await expect(ben).toBeVisible();
  const firstSheet = await page.getByRole('region', { name: 'Sheet 1' }).boundingBox();
  const secondSheet = await page.getByRole('region', { name: 'Sheet 2' }).boundingBox();
  expect(secondSheet!.y).toBeGreaterThanOrEqual(firstSheet!.y + firstSheet!.height);
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdfPages(pdf)).toBe(2);
  if (SHOTS) writeFileSync(`${SHOTS}/login-cards.pdf`, pdf);
  await page.emulateMedia({ media: 'screen' });

  // A child on a class tablet opens the card's address (what the QR code opens).
  const tablet = await browser.newContext({ baseURL, viewport: TABLET, hasTouch: true });
  const child = await tablet.newPage();
  await child.goto(qr!);
  await expect(child).toHaveURL(/\/student-dashboard$/);
  await expect(child.getByRole('heading', { name: 'Welcome, Ben!' })).toBeVisible();
  const points = child.getByRole('heading', { name: 'Remote Chalk Points' }).locator('xpath=../..');
  await expect(points.getByText('+6', { exact: true })).toBeVisible();

  // Signing out on a shared tablet comes back to the card's code, ready for the next child.
  await child.getByRole('button', { name: 'Logout' }).click();
  await expect(child).toHaveURL(/\/student\/login\?by=card$/);
  const box = child.getByLabel('The code from my card');
  await expect(box).toBeVisible();
  await box.fill(code.replace('-', ' ').toLowerCase());
  await child.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(child.getByRole('heading', { name: 'Welcome, Ben!' })).toBeVisible();
  await child.getByRole('button', { name: 'Logout' }).click();
  await expect(box).toBeVisible();

  // The teacher replaces Ben's lost card: the old one is refused, kindly.
  await ben.getByRole('button', { name: 'New card for Ben B.' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText("Ben B.'s old card stops working at once");
  await confirm.getByRole('button', { name: 'Make New Card' }).click();
  await expect(confirm).toBeHidden();
  await expect(ben.getByTestId('card-code')).not.toHaveText(code);
  guard.allow(/401/);
  await box.fill(code);
  await child.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(child.getByRole('alert')).toContainText("This card doesn't work");
  await expect(child).toHaveURL(/\/student\/login/);

  if (SHOTS) {
    for (const theme of ['light', 'dark'] as const) {
      await persistAppState(page, { theme });
      await page.goto('/login-cards');
      await expect(card(page, 'Ben B.')).toBeVisible();
      await shots(page, `login-cards-${theme}`);
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: `${SHOTS}/login-cards-print-${theme}.png`, fullPage: true });
      await page.emulateMedia({ media: 'screen' });
      await persistAppState(child, { theme });
      await child.goto('/student/login?by=card');
      await expect(child.getByLabel('The code from my card')).toBeVisible();
      await shots(child, `card-sign-in-${theme}`);
    }
  }
  await tablet.close();
});
