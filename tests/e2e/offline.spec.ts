import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  awardFromCard,
  awardPanel,
  balanceOf,
  notification,
  openWithTrialClass,
  roster,
} from './dashboard-helpers';
import { expect, expectAccessible, test, useTheme } from './fixtures';

// Works through a Wi-Fi drop (decisions 0096–0099): awards made offline wait in the
// outbox, survive a reload without a network and reach the server exactly once; a request cut
// mid-flight is retried with its Idempotency-Key and applied once; a refused write is shown,
// never dropped; the app is installable and its service worker opens it offline.

const SHOTS = '.tmp/shots/h4';
mkdirSync(SHOTS, { recursive: true });

// What a dropped network makes Chromium log: the failed requests themselves.
const NETWORK_ERRORS = /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|ERR_FAILED|Failed to fetch/;

const status = (page: Page) => page.getByTestId('sync-status');

/** The service worker controls the page and has precached the app (its install finished). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
}

interface BehaviorRecord {
  type: string;
  points: number;
}

async function recordsOf(request: APIRequestContext, studentId: number) {
  const res = await request.get(`/api/behaviors?studentId=${studentId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as BehaviorRecord[];
}

async function studentIdOf(card: ReturnType<typeof roster>) {
  return Number(await card.locator('button[data-card-button]').getAttribute('data-student-id'));
}

test('awards made offline survive a reload and reach the server exactly once', async ({ page, guard }) => {
  guard.allow(NETWORK_ERRORS);
  await openWithTrialClass(page);
  await waitForServiceWorker(page);
  const cards = [roster(page).nth(0), roster(page).nth(1)];
  const ids = [await studentIdOf(cards[0]), await studentIdOf(cards[1])];
  const before = [
    Number(await balanceOf(cards[0]).textContent()),
    Number(await balanceOf(cards[1]).textContent()),
  ];

  await page.context().setOffline(true);
  await expect(status(page)).toContainText('Offline — changes will sync');
  for (let round = 1; round <= 3; round++) {
    for (const [i, card] of cards.entries()) {
      await awardFromCard(page, card, 'Outstanding Question');
      // Shown at once: the balance moved, the card is marked, the count says so.
      await expect(balanceOf(card)).toHaveText(`+${before[i] + 3 * round}`);
    }
    await expect(status(page)).toContainText(`${round * 2} changes waiting to sync`);
  }
  await expect(notification(page)).toContainText('Waiting to sync');
  for (const card of cards) {
    await expect(card.getByTestId('pending-mark')).toHaveAccessibleName(/3 changes waiting to sync/);
    // Beside the child's name, never on it (decision 0152).
    const mark = await card.getByTestId('pending-mark').boundingBox();
    const name = await card.getByRole('heading').boundingBox();
    if (!mark || !name) throw new Error('not rendered');
    expect(
      mark.x >= name.x + name.width || mark.x + mark.width <= name.x || mark.y >= name.y + name.height,
    ).toBe(true);
  }

  // A reload without a network: the class, its balances and the pending marks are still there.
  await page.reload();
  await expect(roster(page)).toHaveCount(20);
  await expect(status(page)).toContainText('Offline — changes will sync');
  await expect(status(page)).toContainText('6 changes waiting to sync');
  for (const [i, card] of cards.entries()) {
    await expect(balanceOf(card)).toHaveText(`+${before[i] + 9}`);
    await expect(card.getByTestId('pending-mark')).toBeVisible();
  }

  // Back online: the queue is sent in order, and the server has each award once.
  await page.context().setOffline(false);
  await expect(status(page)).toBeHidden();
  await expect(page.getByTestId('pending-mark')).toHaveCount(0);
  for (const [i, id] of ids.entries()) {
    const records = (await recordsOf(page.request, id)).filter((r) => r.type === 'Outstanding Question');
    expect(records).toHaveLength(3);
    await expect(balanceOf(cards[i])).toHaveText(`+${before[i] + 9}`);
  }
});

test.describe('without the service worker (requests routed by the test)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a request cut mid-flight is retried with its key and applied once', async ({ page, guard }) => {
    guard.allow(NETWORK_ERRORS);
    await openWithTrialClass(page);
    const card = roster(page).nth(2);
    const id = await studentIdOf(card);
    const keys: (string | null)[] = [];
    let first = true;
    await page.route('**/api/behaviors/batch', async (route) => {
      keys.push(await route.request().headerValue('idempotency-key'));
      if (!first) return route.continue();
      first = false;
      // The server gets it and applies it; the answer never comes back.
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await route.abort('connectionreset');
    });
    await awardFromCard(page, card, 'Outstanding Question');
    await expect(balanceOf(card)).toHaveText('+3');
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await expect(card.getByTestId('pending-mark')).toHaveCount(0);
    const records = await recordsOf(page.request, id);
    expect(records.filter((r) => r.type === 'Outstanding Question')).toHaveLength(1);
    await expect(balanceOf(card)).toHaveText('+3');
  });

  test('signing out with changes waiting asks first; declining keeps the session and the change', async ({
    page,
    guard,
  }) => {
    guard.allow(NETWORK_ERRORS);
    await openWithTrialClass(page);
    const card = roster(page).nth(4);
    // The network keeps failing the award: it waits in the outbox.
    await page.route('**/api/behaviors/batch', (route) => route.abort('connectionreset'));
    await awardFromCard(page, card, 'Outstanding Question');
    await expect(status(page)).toContainText('1 change waiting to sync');

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect
      .poll(() => asked)
      .toEqual(['1 change has not reached the server yet. Signing out now discards it. Sign out anyway?']);
    // Declined: still signed in, the change still waiting.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(status(page)).toContainText('1 change waiting to sync');
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).kind).toBe('teacher');
  });

  test('a queued write the server refuses is shown as failed with the reason', async ({ page, guard }) => {
    guard.allow(NETWORK_ERRORS);
    guard.allow(/404/);
    await openWithTrialClass(page);
    const card = roster(page).nth(3);
    const id = await studentIdOf(card);
    const name = (await card.locator('h3').getAttribute('title')) ?? '';
    await page.context().setOffline(true);
    await awardFromCard(page, card, 'Outstanding Question');
    await expect(status(page)).toContainText('1 change waiting to sync');
    // Meanwhile the student is deleted (on another device).
    expect((await page.request.delete(`/api/students/${id}`)).status()).toBe(200);
    await page.context().setOffline(false);
    const failed = page.getByTestId('failed-write');
    await expect(failed).toHaveText(
      new RegExp(`Outstanding Question \\(\\+3\\) for ${name}.*Student not found`),
    );
    await expect(page.getByText('1 change not saved: the server refused it')).toBeVisible();
    await expect(status(page)).toBeHidden();
    // Stays until the teacher has read it.
    await page.reload();
    await expect(failed).toHaveCount(1);
    await page.getByRole('button', { name: `Dismiss: Outstanding Question (+3) for ${name}` }).click();
    await expect(failed).toHaveCount(0);
  });
});

test('the app is installable: manifest fields, icons, a service worker with a fetch handler', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href as string)).json();
  expect(manifest).toMatchObject({
    name: 'Remote Chalk',
    short_name: 'Chalk',
    display: 'standalone',
    start_url: '/dashboard',
    theme_color: '#2d6a4f',
    background_color: '#f6f7f5',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string; type: string }[];
  expect(icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    ]),
  );
  for (const icon of icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toContain(icon.type);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

  await waitForServiceWorker(page);
  const scriptURL = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
  );
  expect(scriptURL).toMatch(/\/sw\.js$/);
  const worker = await (await page.request.get('/sw.js')).text();
  expect(worker).toMatch(/addEventListener\("fetch"/);
  // Chromium's own verdict on installability. A test's browser context is incognito, where
  // Chromium never installs; that is the only objection allowed.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
});

for (const theme of ['light', 'dark'] as const) {
  test(`offline banner, pending marks and a failed write are accessible (${theme})`, async ({
    page,
    guard,
  }) => {
    guard.allow(NETWORK_ERRORS);
    guard.allow(/404/);
    await useTheme(page, theme);
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithTrialClass(page);
    const refused = roster(page).nth(4);
    const refusedId = await studentIdOf(refused);
    await page.context().setOffline(true);
    await awardFromCard(page, refused, 'Outstanding Question');
    await expect(status(page)).toContainText('1 change waiting to sync');
    expect((await page.request.delete(`/api/students/${refusedId}`)).status()).toBe(200);
    await page.context().setOffline(false);
    await expect(page.getByTestId('failed-write')).toHaveCount(1);
    await page.context().setOffline(true);
    await awardFromCard(page, roster(page).nth(0), 'Outstanding Question');
    await awardFromCard(page, roster(page).nth(1), 'Outstanding Question');
    await expect(status(page)).toContainText('2 changes waiting to sync');
    await expect(awardPanel(page)).toBeHidden();
    await page
      .getByTestId('undo-prompt')
      .getByRole('button', { name: /dismiss/i })
      .first()
      .click();
    await expect(notification(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, `offline ${theme} 390`);
    await page.screenshot({ path: `${SHOTS}/offline-390-${theme}.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(status(page)).toBeVisible();
    await expectAccessible(page, `offline ${theme} 1440`);
    await page.screenshot({ path: `${SHOTS}/offline-1440-${theme}.png` });
    await page.context().setOffline(false);
    await expect(status(page)).toBeHidden();
  });
}
