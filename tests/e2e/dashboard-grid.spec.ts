import type { Locator, Page } from '@playwright/test';
import {
  awardFromCard,
  awardPanel,
  balanceOf,
  behaviorTile,
  notification,
  openSection,
  openTool,
  openWithTrialClass,
  roster,
  toast,
} from './dashboard-helpers';
import { expect, expectAccessible, settled, test, useTheme } from './fixtures';

// Decisions 0071 and 0072: the class is the screen (a tap on a card, a tap on a behaviour) and an
// award shows one notification that covers nothing the teacher needs next.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
};
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The cards whose top is the first card's: the grid's columns at this width. */
async function firstRowCount(page: Page) {
  const boxes = await Promise.all((await roster(page).all()).map(boxOf));
  return boxes.filter((b) => Math.abs(b.y - boxes[0].y) < 2).length;
}

/** Clicks, counted: the test says how many a teacher needs. */
function counter() {
  let taps = 0;
  return {
    tap: async (locator: Locator) => {
      taps++;
      await locator.click();
    },
    get taps() {
      return taps;
    },
  };
}

async function expectNotificationClear(page: Page, nextCard: Locator) {
  const note = notification(page);
  await expect(note).toBeVisible();
  // One notification: the award's success is not also said in a toast beside it.
  await expect(page.getByText(/^(Class-wide )?Behavior Applied$/)).toHaveCount(1);
  const box = await boxOf(note);
  expect(overlaps(box, await boxOf(nextCard)), 'the notification covers the next card').toBe(false);
  // The panel the next card opens: none of its buttons under the notification.
  await nextCard.locator('button[data-card-button]').click();
  await expect(awardPanel(page)).toBeVisible();
  // Measured where it comes to rest, after its opening animation.
  await settled(awardPanel(page));
  for (const button of await awardPanel(page).getByRole('button').all()) {
    expect(overlaps(box, await boxOf(button)), 'the notification covers a panel button').toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(awardPanel(page)).toBeHidden();
}

for (const [label, viewport] of [
  ['a phone', PHONE],
  ['a laptop', LAPTOP],
] as const) {
  test(`on ${label}: the grid is the screen, an award takes two taps and one notification`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openWithTrialClass(page);
    await page.evaluate(() => window.scrollTo(0, 0));

    // Columns: 3 on a phone, 6–8 on a laptop; every card a ≥ 44 px target.
    const columns = await firstRowCount(page);
    if (viewport === PHONE) expect(columns).toBe(3);
    else expect(columns).toBeGreaterThanOrEqual(6);
    if (viewport === LAPTOP) expect(columns).toBeLessThanOrEqual(8);
    const first = await boxOf(roster(page).first());
    expect(Math.min(first.width, first.height)).toBeGreaterThanOrEqual(44);

    // The first screen: the first card on a phone, two full rows on a laptop.
    const inFirstScreen = async (i: number) => {
      const b = await boxOf(roster(page).nth(i));
      return b.y >= 0 && b.y + b.height <= viewport.height;
    };
    expect(await inFirstScreen(0)).toBe(true);
    if (viewport === LAPTOP) expect(await inFirstScreen(2 * columns - 1)).toBe(true);
    // The search takes most of its row (it was 120 px at 390 beside Select and Whole Class),
    // and the buttons beside it stay on the screen, every one a 44 px target on a phone.
    const search = await boxOf(page.getByRole('searchbox', { name: 'Search students' }));
    expect(search.width).toBeGreaterThanOrEqual(viewport === PHONE ? 190 : 300);
    for (const name of ['Select', 'Whole Class']) {
      const button = await boxOf(page.getByRole('button', { name, exact: true }));
      expect(button.x).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
      expect(overlaps(button, search), `${name} over the search`).toBe(false);
      expect(button.height).toBeGreaterThanOrEqual(viewport === PHONE ? 44 : 40);
    }

    // Two taps: the card, then the behaviour; the panel closes by itself.
    const card = roster(page).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const taps = counter();
    await taps.tap(card);
    // Positive and needs-work behaviours, all on the first screen without scrolling.
    await expect(awardPanel(page)).toBeVisible();
    for (const behavior of ['Outstanding Question', 'Punctual', 'Excessive Talking', 'Unprepared']) {
      await expect(behaviorTile(page, behavior)).toBeInViewport({ ratio: 1 });
    }
    await taps.tap(behaviorTile(page, 'Outstanding Question'));
    expect(taps.taps).toBe(2);
    await expect(awardPanel(page)).toBeHidden();
    await expect(balanceOf(card)).toHaveText('+3');

    // One notification: what, for whom, Undo.
    await expect(notification(page)).toContainText('Behavior Applied');
    await expect(notification(page)).toContainText(`Outstanding Question (+3) for ${name}`);
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(1);
    if (viewport === PHONE) expect((await boxOf(notification(page))).y).toBeLessThan(64);
    await expectNotificationClear(page, roster(page).nth(1));

    // Undo from the notification takes the point back.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(balanceOf(card)).toHaveText('0');
  });
}

test('Select picks several cards for one behaviour; Whole Class one tap more; fast awards stack', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openWithTrialClass(page);
  const cards = [0, 1, 2].map((i) => roster(page).nth(i));

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  for (const card of cards.slice(0, 2)) await card.locator('button[data-card-button]').click();
  await expect(cards[0].locator('button[data-card-button]')).toHaveAttribute('aria-pressed', 'true');
  const apply = page.getByRole('button', { name: 'Award 2 students' });
  await apply.click();
  await expect(awardPanel(page)).toHaveAccessibleName('Award 2 students');
  await behaviorTile(page, 'Teamwork').click();
  await expect(balanceOf(cards[0])).toHaveText('+1');
  await expect(balanceOf(cards[1])).toHaveText('+1');
  await expect(balanceOf(cards[2])).toHaveText('0');
  await expect(notification(page)).toContainText('Teamwork (+1) for 2 students');
  // Select mode ends with the award: the next tap on a card awards one student again.
  await expect(page.getByRole('button', { name: /^Award \d+ student/ })).toHaveCount(0);

  // The selection bar's button is never under the notification.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await cards[2].locator('button[data-card-button]').click();
  const bar = await boxOf(page.getByRole('button', { name: 'Award 1 student' }));
  expect(overlaps(await boxOf(notification(page)), bar)).toBe(false);
  await page.getByRole('button', { name: 'Cancel selection' }).click();

  // Whole Class: one tap more than a card.
  await page.getByRole('button', { name: 'Whole Class' }).click();
  await expect(awardPanel(page)).toHaveAccessibleName('Award all 20 students');
  await behaviorTile(page, 'Hard Work').click();
  await expect(balanceOf(cards[0])).toHaveText('+3');
  await expect(balanceOf(cards[2])).toHaveText('+2');
  await expect(notification(page)).toContainText('Class-wide Behavior Applied');
  // Two awards in a row stack into the one notification: the newest in front, '+1' behind.
  await expect(notification(page)).toContainText('+1');
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(balanceOf(cards[2])).toHaveText('0');
  // The older award comes forward with its own Undo.
  await expect(notification(page)).toContainText('Teamwork (+1) for 2 students');
});

test('on a phone, the notification of an award covers no Close of a sheet or dialog opened in its 10 s', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openWithTrialClass(page);
  await awardFromCard(page, roster(page).first(), 'Hard Work');
  // Where the notification stands: the same place for its whole 10 s.
  const note = await boxOf(notification(page));
  const clearOfNote = async (name: string) => {
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    await settled(dialog);
    const box = await boxOf(close);
    expect(overlaps(note, box), `the notification covers the Close of ${name}`).toBe(false);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(dialog).toBeHidden();
  };

  // A side sheet (a skill for the class) and the tallest dialog (the register of 20).
  await openSection(page, 'Skills');
  await page.getByRole('button', { name: /^Critical Thinking/ }).click();
  await clearOfNote('Critical Thinking');
  await openSection(page, 'Students');
  await openTool(page, page.getByRole('button', { name: 'Take Attendance' }));
  await clearOfNote('Take Attendance');
});

test('keyboard: skip link, arrows between cards, an award in at most 5 key presses', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await openWithTrialClass(page);
  await page.reload();
  await expect(roster(page)).toHaveCount(20);
  const second = roster(page).nth(1);

  let presses = 0;
  const press = async (key: string) => {
    presses++;
    await page.keyboard.press(key);
  };
  await press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to students' })).toBeFocused();
  await press('Enter');
  const firstButton = roster(page).first().locator('button[data-card-button]');
  await expect(firstButton).toBeFocused();
  // Arrow keys move between cards (one card in the Tab order).
  await page.keyboard.press('ArrowRight');
  await expect(second.locator('button[data-card-button]')).toBeFocused();
  await expect(second.locator('button[data-card-button]')).toHaveAttribute('tabindex', '0');
  await expect(firstButton).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowLeft');
  await expect(firstButton).toBeFocused();
  await press('Enter');
  await expect(awardPanel(page)).toBeVisible();
  await expect(behaviorTile(page, 'Outstanding Question')).toBeFocused();
  await press('Enter');
  await expect(awardPanel(page)).toBeHidden();
  await expect(balanceOf(roster(page).first())).toHaveText('+3');
  expect(presses).toBeLessThanOrEqual(5);
  // Focus is back on the card; Escape closes the panel without awarding.
  await expect(firstButton).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const columns = await firstRowCount(page);
  await expect(roster(page).nth(columns).locator('button[data-card-button]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(awardPanel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(awardPanel(page)).toBeHidden();
  await expect(balanceOf(roster(page).nth(columns))).toHaveText('0');
});

test('keyboard: Ctrl+Z undoes, also from inside the award panel whose focus trap Tab cannot leave', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await openWithTrialClass(page);
  const card = roster(page).first();
  const cardButton = card.locator('button[data-card-button]');
  await cardButton.focus();
  await page.keyboard.press('Enter');
  await expect(awardPanel(page)).toBeVisible();
  // A skill graded from the panel: the panel stays open (several can be graded in a row), so
  // its focus trap keeps Tab away from the notification's Undo at the top of the page.
  await awardPanel(page)
    .getByRole('button', { name: /^Grade skills for / })
    .focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: /^Skills of / });
  const communication = menu.getByRole('region', { name: 'Communication' });
  const plusOne = communication.getByRole('button', { name: '+1 point: Communication' });
  await plusOne.focus();
  await page.keyboard.press('Enter');
  await expect(communication.getByText('1 pts')).toBeVisible();
  await expect(notification(page)).toContainText('Communication');
  // A CSS locator: the open dialog marks the rest of the page aria-hidden.
  await expect(notification(page).locator('button', { hasText: 'Undo' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Control+Z Meta+Z',
  );
  await page.keyboard.press('Control+z');
  await expect(toast(page, 'Action Undone')).toBeVisible();
  await expect(communication.getByText('0 pts')).toBeVisible();
  await expect(notification(page)).toBeHidden();
  // Nothing else moved: the panel is open and focus is where it was.
  await expect(awardPanel(page)).toBeVisible();
  await expect(plusOne).toBeFocused();
  // Escape closes the topmost layer first (the 'Action Undone' toast), then the popover, then the panel.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(awardPanel(page)).toBeHidden({ timeout: 500 });
  }).toPass();

  // Every layer gone, focus is back on the card.
  await expect(menu).toBeHidden();
  await expect(cardButton).toBeFocused();

  // An award from a card closes the panel; Ctrl+Z takes it back from the card.
  await page.keyboard.press('Enter');
  await expect(behaviorTile(page, 'Outstanding Question')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(awardPanel(page)).toBeHidden();
  await expect(balanceOf(card)).toHaveText('+3');
  await expect(cardButton).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(balanceOf(card)).toHaveText('0');
  await expect(notification(page)).toBeHidden();
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the new dashboard and award panel pass axe (${label}, ${theme})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useTheme(page, theme);
      await openWithTrialClass(page);
      await expectAccessible(page, `dashboard grid ${label} ${theme}`);
      await roster(page).first().locator('button[data-card-button]').click();
      await expect(awardPanel(page)).toBeVisible();
      await expectAccessible(page, `award panel ${label} ${theme}`);
      await behaviorTile(page, 'Teamwork').click();
      await expect(notification(page)).toBeVisible();
      await expectAccessible(page, `award notification ${label} ${theme}`);
    });
  }
}
