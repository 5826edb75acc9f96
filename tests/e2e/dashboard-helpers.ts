import type { Locator, Page } from '@playwright/test';
import { expect, registerTeacher } from './fixtures';

// What the dashboard specs share: a new teacher with the 20-student trial class, and locators.

export const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();
// Direct children only: a card holds a list of its skills.
export const roster = (page: Page) => page.locator('#students ul[aria-label="Students"] > li');
export const balanceOf = (card: Locator) => card.locator('p', { hasText: 'Balance' }).locator('span').nth(1);

export async function openWithTrialClass(page: Page) {
  const account = await registerTeacher(page.request);
  await page.goto('/dashboard');
  // A new teacher's first visit (decision 0153); the heading is for screen readers on a phone.
  await expect(page.getByRole('heading', { name: `Welcome, ${account.name}!` })).toBeAttached();
  await expect(page.getByText('Classroom Management Dashboard')).toBeVisible();
  // The class made at sign-up has nobody in it yet.
  await expect(page.locator('#students').getByText('No students in this class')).toBeVisible();

  await openTool(page, page.getByRole('button', { name: 'Trial Class' }));
  await expect(toast(page, 'Remote Chalk Trial class created with 20 students!')).toBeVisible();
  await expect(page.getByLabel('Current class').locator('option:checked')).toHaveText(
    'Remote Chalk Trial class',
  );
  await expect(roster(page)).toHaveCount(20);
  return account;
}

/** The phone's 'Tools' button (the class code and every tool are behind it below `sm`). */
export const toolsButton = (page: Page) => page.getByRole('button', { name: 'Tools', exact: true });

/**
 * Clicks one of the class's tools (Timer, Take Attendance, Trial Class, Projector Mode, ...): on a
 * phone 'Tools' first opens the panel that holds them.
 */
export async function openTool(page: Page, tool: Locator) {
  // Below Tailwind's `sm` (640 px) the tools are in the panel (decision 0150).
  if ((page.viewportSize()?.width ?? 1280) < 640) {
    if ((await toolsButton(page).getAttribute('aria-expanded')) !== 'true') await toolsButton(page).click();
  }
  await tool.click();
}

/** The award panel a card (or Select, or Whole Class) opens. */
export const awardPanel = (page: Page) => page.getByRole('dialog', { name: /^Award / });

/** A behaviour tile of the open award panel ('Outstanding Question', ...). */
export const behaviorTile = (page: Page, behavior: string) =>
  awardPanel(page).getByRole('button', { name: new RegExp(`^${behavior}`) });

/** Awards one behaviour to the card's student: a tap on the card, a tap on the behaviour. */
export async function awardFromCard(page: Page, card: Locator, behavior: string) {
  await card.locator('button[data-card-button]').click();
  await behaviorTile(page, behavior).click();
  await expect(awardPanel(page)).toBeHidden();
}

/** Chooses an item of the card's ⋯ menu ('Profile of …', 'Student page', 'Transfer …', 'Delete …'). */
export async function cardMenu(page: Page, card: Locator, item: string | RegExp) {
  await card.getByRole('button', { name: /^More for / }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Shows one of the dashboard's sections (tabs under the class header). */
export async function openSection(
  page: Page,
  name: 'Students' | 'Behaviors' | 'Skills' | 'Class-wide' | 'Homework',
) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
}

/** The one award notification (what, for whom, Undo). */
export const notification = (page: Page) => page.getByTestId('undo-prompt');

/** Opens the card's award panel, then its skill buttons ('Grade skills for …'). */
export async function openCardSkills(page: Page, card: Locator) {
  await card.locator('button[data-card-button]').click();
  await awardPanel(page)
    .getByRole('button', { name: /^Grade skills for / })
    .click();
}

/** Chooses a behaviour in the class-wide panel and presses 'Apply to All'; returns the select. */
export async function applyToWholeClass(page: Page, behaviorLabel: string) {
  await openSection(page, 'Class-wide');
  const select = page.getByLabel('Behavior for the whole class');
  await select.selectOption({ label: behaviorLabel });
  await page.getByRole('button', { name: 'Apply to All' }).click();
  return select;
}
