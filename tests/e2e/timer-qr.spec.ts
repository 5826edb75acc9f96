import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { awardFromCard, openTool, openWithTrialClass, roster, toast } from './dashboard-helpers';
import { expect, expectAccessible, registerTeacher, type TeacherAccount, test, useTheme } from './fixtures';

// Decisions 0092–0095: the class timer run from the dashboard and seen live on a projector in
// another browser (on the server's clock, not the projector's), sounds opt in, and the class
// code's QR code. Time passes on the projector through Playwright's clock, never by waiting.

const SHOTS = '.tmp/shots/h3';
/** useTheme for the second device's page (not a React hook, whatever its name). */
const themeOf = useTheme;

/** The projector on a second device (its own cookie jar), signed in as the same teacher. */
async function projectorDevice(browser: Browser, baseURL: string | undefined, teacher: TeacherAccount) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/teachers/login', {
    data: { email: teacher.email, password: teacher.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { context, page: await context.newPage() };
}

/** Counts the sounds a page starts (one oscillator per note). */
async function countSounds(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { notes: number };
    w.notes = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.notes += 1;
      return create.call(this);
    };
  });
}
const notes = (page: Page) => page.evaluate(() => (window as unknown as { notes: number }).notes);

/** 'm:ss' as seconds. */
const secondsOf = (text: string | null) => {
  const m = /^(\d+):(\d\d)$/.exec(text ?? '');
  expect(m, `a clock face, not ${text}`).not.toBeNull();
  return Number(m?.[1]) * 60 + Number(m?.[2]);
};

test('a timer started on the dashboard counts down on a projector in another browser: pause, +1 min, time’s up, stop', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await registerTeacher(page.request);
  await page.goto('/dashboard');
  await page.getByTestId('timer-tool').click();
  const dialog = page.getByRole('dialog', { name: 'Timer' });
  await expect(dialog.getByTestId('timer-face')).toHaveText('No timer running');
  const started = page.waitForResponse((r) => r.url().endsWith('/timer') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: '5 min' }).click();
  expect((await started).status()).toBe(200);
  // Started, the dialog makes way; the running timer is beside the class (decision 0151).
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('running-timer')).toContainText(/(5:00|4:5\d)/);
  await page.getByTestId('timer-tool').click();
  await expect(dialog.getByTestId('timer-face')).toHaveText(/^(5:00|4:5\d)$/);

  // The projector is opened mid-countdown on a device whose clock is an hour behind: it still
  // shows what is left on the server's clock, not 65 minutes.
  const projector = await projectorDevice(browser, baseURL, teacher);
  try {
    const wall = projector.page;
    await wall.clock.install({ time: Date.now() - 3_600_000 });
    await wall.goto('/projector');
    await expect(wall.getByText('Live', { exact: true })).toBeVisible();
    const countdown = wall.getByTestId('projector-countdown');
    // (At most a minute or so has passed for real since the start, however busy the machine.)
    await expect(countdown).toHaveText(/^(5:00|4:[0-5]\d)$/);
    const atOpen = secondsOf(await countdown.textContent());

    // A minute passes on the wall: it counts down by itself (the real seconds meanwhile count too).
    await wall.clock.runFor(60_000);
    await expect
      .poll(async () => atOpen - secondsOf(await countdown.textContent()))
      .toBeGreaterThanOrEqual(60);
    expect(atOpen - secondsOf(await countdown.textContent())).toBeLessThan(90);

    // Pause on the dashboard: the wall says so and stops counting.
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(wall.getByTestId('projector-timer')).toContainText('Paused');
    const paused = await countdown.textContent();
    await wall.clock.runFor(30_000);
    await expect(countdown).toHaveText(paused ?? '');
    await expect(dialog.getByText('Paused', { exact: true })).toBeVisible();

    // Resume, then +1 minute: the wall shows a minute more.
    await dialog.getByRole('button', { name: 'Resume' }).click();
    await expect(wall.getByTestId('projector-timer')).toContainText('Time left');
    const before = secondsOf(await countdown.textContent());
    await dialog.getByRole('button', { name: 'Add 1 minute' }).click();
    await expect
      .poll(async () => secondsOf(await countdown.textContent()) - before)
      .toBeGreaterThanOrEqual(55);

    // A short custom time reaches zero on the wall: "Time's up!".
    await dialog.getByLabel('Custom time').fill('0:03');
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(countdown).toHaveText(/^0:0[0-3]$/);
    await wall.clock.runFor(5_000);
    await expect(wall.getByRole('alert').filter({ hasText: "Time's up!" })).toBeVisible();

    // Stop: the wall makes way for the leaderboard.
    await page.getByTestId('timer-tool').click();
    await dialog.getByRole('button', { name: 'Stop' }).click();
    await expect(wall.getByTestId('projector-timer')).toHaveCount(0);
    await expect(dialog.getByTestId('timer-face')).toHaveText('No timer running');
  } finally {
    await projector.context.close();
  }
});

test('the custom time refuses what is not a time, and nothing starts', async ({ page }) => {
  await registerTeacher(page.request);
  await page.goto('/dashboard');
  await page.getByTestId('timer-tool').click();
  const dialog = page.getByRole('dialog', { name: 'Timer' });
  for (const bad of ['soon', '121', '0']) {
    await dialog.getByLabel('Custom time').fill(bad);
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(dialog.getByText(/Type minutes|From 0:01 to 120 minutes/)).toBeVisible();
  }
  await expect(dialog.getByTestId('timer-face')).toHaveText('No timer running');
});

test('sound is off by default; turned on, awards and the timer’s end make a sound on the dashboard and the projector', async ({
  page,
  browser,
  baseURL,
}) => {
  await countSounds(page);
  const teacher = await openWithTrialClass(page);
  const trialId = Number(await page.getByLabel('Current class').inputValue());

  // Off: an award is silent.
  await awardFromCard(page, roster(page).first(), 'Outstanding Question');
  await expect(toast(page, 'Behavior Applied')).toBeVisible();
  expect(await notes(page)).toBe(0);

  await page.goto('/account-settings');
  const toggle = page.getByRole('checkbox', { name: /Play sounds/ });
  await expect(toggle).not.toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/teachers/') && r.request().method() === 'PATCH',
  );
  await toggle.check();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Play sounds/ })).toBeChecked();

  const projector = await projectorDevice(browser, baseURL, teacher);
  try {
    const wall = projector.page;
    await countSounds(wall);
    await wall.clock.install();
    await wall.goto('/projector');
    await wall.getByLabel('Class', { exact: true }).selectOption(String(trialId));
    await expect(wall.getByText('Live', { exact: true })).toBeVisible();
    await expect(
      wall.getByRole('list', { name: 'Top Performers' }).getByRole('listitem').first(),
    ).toBeVisible();
    // Browsers start audio after a tap on the page (the teacher presses Fullscreen, or anything).
    await wall.getByRole('heading', { name: 'Class Leaderboard' }).click();

    // On: the teacher's award plays on this device...
    await page.goto('/dashboard');
    await awardFromCard(page, roster(page).first(), 'Outstanding Question');
    await expect.poll(() => notes(page)).toBeGreaterThan(0);
    // ...and on the projector, from the live stream.
    await expect.poll(() => notes(wall)).toBeGreaterThan(0);

    // The timer's end chimes on the wall.
    const afterAward = await notes(wall);
    const start = await page.request.put(`/api/classes/${trialId}/timer`, { data: { seconds: 2 } });
    expect(start.status()).toBe(200);
    await expect(wall.getByTestId('projector-countdown')).toBeVisible();
    await wall.clock.runFor(4_000);
    await expect(wall.getByRole('alert').filter({ hasText: "Time's up!" })).toBeVisible();
    await expect.poll(() => notes(wall)).toBeGreaterThan(afterAward);
  } finally {
    await projector.context.close();
  }
});

test('the class code’s QR code opens the join page with the code filled in', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await registerTeacher(page.request);
  const code = teacher.class.classCode;
  const expected = `${baseURL}/student-auth?code=${code}`;

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Show the QR code to join' }).click();
  const dialog = page.getByRole('dialog', { name: /Join/ });
  const qr = dialog.getByRole('img', { name: `QR code to join with class code ${code}` });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-url', expected);
  // Drawn in the page (an inline SVG of modules), not fetched from anywhere.
  expect(await qr.locator('path').count()).toBeGreaterThan(0);
  await expect(dialog.getByTestId('qr-dialog-code')).toHaveText(code);

  await page.goto(`/class-code-display?code=${code}&class=Science&teacher=Ada`);
  await expect(page.getByTestId('class-code-qr')).toHaveAttribute('data-url', expected);

  // A student's phone (no session) opens the address: the code is there, the name is next.
  const phone = await browser.newContext({ baseURL });
  try {
    const p = await phone.newPage();
    await p.goto(expected);
    await expect(p.getByLabel('Class Code')).toHaveValue(code);
    await expect(p.getByLabel('First Name')).toBeFocused();
  } finally {
    await phone.close();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`timer, projector timer, sound setting and QR code pass axe in the ${theme} theme (and screenshots)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await useTheme(page, theme);
    const teacher = await registerTeacher(page.request);
    await page.request.post('/api/classes/trial');
    for (const [label, width, height] of [
      ['1440', 1440, 900],
      ['390', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/dashboard');
      await openTool(page, page.getByTestId('timer-tool'));
      const dialog = page.getByRole('dialog', { name: 'Timer' });
      await dialog.getByRole('button', { name: '5 min' }).click();
      await expect(dialog).toBeHidden();
      await openTool(page, page.getByTestId('timer-tool'));
      await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expectAccessible(page, `timer dialog ${label} ${theme}`);
      await page.screenshot({ path: `${SHOTS}/timer-dialog-${label}-${theme}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/dashboard-${label}-${theme}.png` });

      await openTool(page, page.getByRole('button', { name: 'Show the QR code to join' }));
      const qr = page.getByRole('dialog', { name: /Join/ });
      await expect(qr.getByTestId('qr-dialog-code')).toBeVisible();
      await expectAccessible(page, `QR dialog ${label} ${theme}`);
      await page.screenshot({ path: `${SHOTS}/qr-dialog-${label}-${theme}.png` });

      await page.goto(`/class-code-display?code=${teacher.class.classCode}&class=Science&teacher=Ada`);
      await expect(page.getByTestId('class-code-qr')).toBeVisible();
      await expectAccessible(page, `class code display ${label} ${theme}`);
      await page.screenshot({ path: `${SHOTS}/class-code-display-${label}-${theme}.png`, fullPage: true });

      await page.goto('/account-settings');
      const sound = page.getByRole('region', { name: 'Sound' });
      await expect(sound).toBeVisible();
      await expectAccessible(page, `account settings ${label} ${theme}`);
      await sound.screenshot({ path: `${SHOTS}/sound-setting-${label}-${theme}.png` });
    }

    const projector = await projectorDevice(browser, baseURL, teacher);
    try {
      const wall = projector.page;
      await themeOf(wall, theme);
      await wall.clock.install();
      for (const [label, width, height] of [
        ['1440', 1440, 900],
        ['390', 390, 844],
      ] as const) {
        await wall.setViewportSize({ width, height });
        await wall.goto('/projector');
        await expect(wall.getByTestId('projector-countdown')).toBeVisible();
        await expectAccessible(wall, `projector timer ${label} ${theme}`);
        await wall.screenshot({ path: `${SHOTS}/projector-timer-${label}-${theme}.png` });
      }
      await wall.clock.runFor(5 * 60_000 + 5_000);
      await expect(wall.getByRole('alert').filter({ hasText: "Time's up!" })).toBeVisible();
      await expectAccessible(wall, `projector time's up ${theme}`);
      await wall.screenshot({ path: `${SHOTS}/projector-times-up-390-${theme}.png` });
    } finally {
      await projector.context.close();
    }
  });
}
