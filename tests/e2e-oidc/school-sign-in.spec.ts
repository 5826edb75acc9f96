// Sign-in with the school's identity provider through Chromium: the app (started with OIDC_*
// by playwright.oidc.config.ts) and a real OpenID provider on loopback ports; the provider's own
// login and consent pages are filled in like a teacher would.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, readMailLink, test, useTheme } from '../e2e/fixtures';

const SHOTS = '.tmp/screens/oidc';
/** The DATA_DIR playwright.oidc.config.ts gives the app it starts (its mail outbox is there). */
const APP_DATA_DIR = `.tmp/e2e-oidc-data-${Number(process.env.E2E_PORT ?? 3100) + 100}`;
let n = 0;

test.beforeEach(({ guard }) => {
  // The provider's development login page imports a web font; the guard refuses it.
  guard.allow(/https:\/\/fonts\.googleapis\.com\//);
});

/** Signs in at the provider's pages as `login` (its login and consent forms). */
async function atProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The page at both sizes and in both themes, for a person to look at. */
async function screenshots(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      document.documentElement.classList.toggle('dark', t === 'dark');
      document.documentElement.style.colorScheme = t;
    }, theme);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a new teacher signs in with the school account and lands on the dashboard’s first-class step', async ({
  page,
}) => {
  const login = `ada-${Date.now().toString(36)}`;
  await page.goto('/teacher-auth');
  await screenshots(page, 'teacher-auth');
  await page.getByRole('link', { name: 'Sign in with My School' }).click();
  await atProvider(page, login);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('You have no classes yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Class' })).toBeVisible();
  // A first visit, and no class to have students in (decision 0153).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
  await expect(page.getByText('No students in this class')).toHaveCount(0);

  await page.goto('/account-settings');
  await expect(page.getByText(`Linked to ${login}@myschool.org.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set Password' })).toBeVisible();
  // No deadline read as a warning; the way back to the dashboard.
  await expect(page.getByText(/15 minutes/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, /);
  await page.goto('/account-settings');
  await expect(page.getByLabel('Current Password')).toHaveCount(0);
  await expectAccessible(page, 'account settings, school sign-in');
  await screenshots(page, 'account-settings');
});

test('an address of another domain lands on a page that says so', async ({ page }) => {
  await page.goto('/teacher-auth?mode=signin');
  await page.getByRole('link', { name: 'Sign in with My School' }).click();
  await atProvider(page, `bob-${++n}@elsewhere.org`);
  await expect(page).toHaveURL(/oidc_error=wrong_domain/);
  await expect(page.getByRole('heading', { name: 'This account is not from your school' })).toBeVisible();
  await expectAccessible(page, 'school sign-in error');
  await screenshots(page, 'error-wrong-domain');
});

test('an existing teacher links the school account with their password once', async ({ page }) => {
  await useTheme(page, 'light');
  const local = `dora-${Date.now().toString(36)}`;
  const res = await page.request.post('/api/teachers/register', {
    data: {
      teacherName: 'Dora Link',
      email: `${local}@myschool.org`,
      password: 'Passw0rd!',
      className: 'Art',
    },
  });
  expect(res.status()).toBe(201);
  // The teacher confirmed the address with the mailed link: only such an account is offered for
  // linking (decision 0122).
  const link = new URL(await readMailLink(`${local}@myschool.org`, '/teacher-auth?verify=', APP_DATA_DIR));
  const confirmed = await page.request.post('/api/teachers/verify-email', {
    data: { token: link.searchParams.get('verify') },
  });
  expect(confirmed.status()).toBe(200);
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();

  await page.goto('/teacher-auth');
  await page.getByRole('link', { name: 'Sign in with My School' }).click();
  await atProvider(page, local);
  await expect(page.getByRole('heading', { name: 'Link your school account' })).toBeVisible();
  await expect(page.getByText(`${local}@myschool.org`)).toBeVisible();
  await screenshots(page, 'link-account');
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Link and Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
