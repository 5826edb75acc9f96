import type { Locator, Page } from '@playwright/test';
import {
  awardPanel,
  balanceOf,
  behaviorTile,
  openTool,
  openWithTrialClass,
  roster,
  toolsButton,
} from './dashboard-helpers';
import { expect, registerTeacher, test } from './fixtures';

// Decisions 0150–0152: the live lesson on a phone and a laptop. The class is the first
// screen (12 cards on a phone, as many as before on a laptop), every tool is still reachable
// behind one control that fits the width, the teacher's timer is in sight, and notifications
// never cover a card.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };
const SIZES = [
  ['a phone', PHONE],
  ['a laptop', LAPTOP],
] as const;

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
};

/** The cards wholly inside the window, with their names and points on them. */
async function cardsOnFirstScreen(page: Page, viewport: { width: number; height: number }) {
  let count = 0;
  for (const card of await roster(page).all()) {
    const b = await boxOf(card);
    if (b.y >= 0 && b.x >= 0 && b.y + b.height <= viewport.height && b.x + b.width <= viewport.width) {
      count++;
      // Readable: the name and the points are shown, and the card is a 44 px target.
      await expect(card.getByRole('heading')).toBeVisible();
      await expect(balanceOf(card)).toBeVisible();
      expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
    }
  }
  return count;
}

/** Every tool of the class, by the name of its button or link. */
const TOOLS = [
  'Timer',
  'Take Attendance',
  'Random Picker',
  'Projector Mode',
  'View Leaderboard',
  'Import Students',
  'Social Contract',
  'Q&A Session',
  'Lesson Plans',
  'Family Invitations',
  'Login Cards',
  'Export Reports',
  'Trial Class',
  'Add Student',
  'Copy class code',
  'Rename',
  'New Class',
  'Delete class Remote Chalk Trial class',
  'Show the QR code to join',
];
const tool = (page: Page, name: string) =>
  page
    .locator('#main')
    .getByRole(/^(View|Projector|Social|Q&A|Lesson|Family|Login)/.test(name) ? 'link' : 'button', {
      name,
      exact: true,
    });

for (const [label, viewport] of SIZES) {
  test(`on ${label}: the class is the first screen, every tool one control away, an award two taps`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openWithTrialClass(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (viewport === PHONE) {
      // The panel the trial class was made from folded away when it was chosen.
      await expect(toolsButton(page)).toHaveAttribute('aria-expanded', 'false');
    }

    // At least 12 cards on a phone; on a laptop the 14 it had before (two rows of seven).
    expect(await cardsOnFirstScreen(page, viewport)).toBeGreaterThanOrEqual(viewport === PHONE ? 12 : 14);
    // No sideways scrolling anywhere on the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // Every tool: on a laptop in sight; on a phone behind 'Tools', each whole within the width.
    if (viewport === PHONE) {
      await expect(toolsButton(page)).toBeInViewport({ ratio: 1 });
      for (const name of TOOLS) await expect(tool(page, name)).toBeHidden();
      await toolsButton(page).click();
    } else {
      await expect(toolsButton(page)).toBeHidden();
    }
    for (const name of TOOLS) {
      const box = await boxOf(tool(page, name));
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width);
      if (viewport === PHONE) expect(box.height, name).toBeGreaterThanOrEqual(44);
    }
    await expect(page.getByTestId('class-code')).toBeVisible();

    // A tool opens its dialog, and on a phone the panel folds away behind it.
    await openTool(page, tool(page, 'Random Picker'));
    const picker = page.getByRole('dialog', { name: 'Random Picker' });
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    if (viewport === PHONE) {
      await expect(toolsButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#class-tools')).toBeHidden();
    }

    // Two taps to award: the card, the behaviour.
    const card = roster(page).first();
    await card.locator('button[data-card-button]').click();
    await behaviorTile(page, 'Teamwork').click();
    await expect(awardPanel(page)).toBeHidden();
    await expect(balanceOf(card)).toHaveText('+1');
  });
}

for (const [label, viewport] of SIZES) {
  test(`on ${label}: the teacher's running timer is beside the class, full screen on a tap; "Time's up!" goes`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The page's clock is Playwright's: the end comes by running it, never by waiting.
    await page.clock.install();
    await registerTeacher(page.request);
    await page.goto('/dashboard');
    const chip = page.getByTestId('running-timer');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeAttached();
    await expect(chip).toHaveCount(0);

    // Start: the dialog closes, the timer is on the first screen.
    const timerDialog = page.getByRole('dialog', { name: 'Timer' });
    await openTool(page, page.getByTestId('timer-tool'));
    await timerDialog.getByLabel('Custom time').fill('0:30');
    await timerDialog.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(timerDialog).toBeHidden();
    await expect(chip).toContainText(/^0:(30|2\d)$/);
    await expect(chip).toBeInViewport({ ratio: 1 });
    expect((await boxOf(chip)).height).toBeGreaterThanOrEqual(viewport === PHONE ? 44 : 40);
    // On a phone the class, the timer and Tools stay one row (the grid keeps its place).
    if (viewport === PHONE) {
      const row = [chip, toolsButton(page), page.getByLabel('Current class')];
      const tops = await Promise.all(row.map(async (l) => (await boxOf(l)).y));
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(4);
    }

    // A tap: the clock over the whole screen; Escape goes back to the class.
    await chip.click();
    const full = page.getByRole('dialog', { name: /^Timer · / });
    await expect(full.getByTestId('timer-full-screen-face')).toHaveText(/^0:(30|[12]\d)$/);
    const box = await boxOf(full);
    expect(box.width).toBe(viewport.width);
    expect(box.height).toBe(viewport.height);
    await page.keyboard.press('Escape');
    await expect(full).toBeHidden();

    // The end: "Time's up!" beside the class, gone a few seconds later by itself.
    await page.clock.runFor(31_000);
    await expect(chip).toHaveText("Time's up!");
    await page.clock.runFor(6_000);
    await expect(chip).toHaveCount(0);

    // Again, and a tap takes "Time's up!" away at once.
    await openTool(page, page.getByTestId('timer-tool'));
    await timerDialog.getByLabel('Custom time').fill('0:02');
    await timerDialog.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(timerDialog).toBeHidden();
    await page.clock.runFor(3_000);
    await expect(chip).toHaveText("Time's up!");
    await chip.click();
    await expect(chip).toHaveCount(0);
  });
}

/** The part of a card's box the teacher sees: below the sticky top bar, inside the window. */
async function seenPart(card: Locator, barBottom: number, height: number): Promise<Box | null> {
  const b = await boxOf(card);
  const top = Math.max(b.y, barBottom);
  const bottom = Math.min(b.y + b.height, height);
  return bottom > top ? { x: b.x, y: top, width: b.width, height: bottom - top } : null;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [label, viewport] of SIZES) {
  test(`on ${label}: the award's notification and a message cover no card, scrolled or not; Escape closes the dialog first`, async ({
    page,
    guard,
  }) => {
    await page.setViewportSize(viewport);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openWithTrialClass(page);

    // The award's notification, then a message (the class code copied): both showing at once.
    const card = roster(page).nth(4);
    await card.locator('button[data-card-button]').click();
    await behaviorTile(page, 'Teamwork').click();
    await expect(page.getByTestId('undo-prompt')).toBeVisible();
    await openTool(page, tool(page, 'Copy class code'));
    const message = page.getByTestId('toast').filter({ hasText: 'Copied!' });
    await expect(message).toBeVisible();
    // On a phone the teacher folds the tools away again, back to the class.
    if (viewport === PHONE) await toolsButton(page).click();
    // The pointer rests on the message: Radix holds its 5 s while it is there.
    await message.hover();

    for (const scrollY of [0, 250, 600]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrollY);
      const barBottom =
        (await boxOf(page.getByRole('banner'))).y + (await boxOf(page.getByRole('banner'))).height;
      const notes = [await boxOf(message), await boxOf(page.getByTestId('undo-prompt'))];
      let seen = 0;
      for (const each of await roster(page).all()) {
        const part = await seenPart(each, barBottom, viewport.height);
        if (!part) continue;
        seen++;
        for (const note of notes) {
          expect(overlaps(note, part), `a notification covers a card at scroll ${scrollY}`).toBe(false);
        }
      }
      expect(seen, `cards in sight at scroll ${scrollY}`).toBeGreaterThan(3);
    }
    await page.evaluate(() => window.scrollTo(0, 0));

    // A message that comes while a dialog is open: Escape closes the dialog, the message stays.
    guard.allow(/500/);
    await page.route('**/api/classes/*/timer', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'The clock is broken.' } })
        : route.continue(),
    );
    await openTool(page, page.getByTestId('timer-tool'));
    const timerDialog = page.getByRole('dialog', { name: 'Timer' });
    await timerDialog.getByRole('button', { name: '1 min' }).click();
    const failure = page.getByTestId('toast').filter({ hasText: 'The clock is broken.' });
    await expect(failure).toBeVisible();
    await expect(timerDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(timerDialog).toBeHidden();
    await expect(failure).toBeVisible();
  });
}
