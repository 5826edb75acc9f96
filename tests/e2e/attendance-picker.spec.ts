import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { balanceOf, behaviorTile, openTool, roster, toast } from './dashboard-helpers';
import {
  expect,
  expectAccessible,
  registerTeacher,
  type TeacherAccount,
  test,
  uniqueEmail,
  useTheme,
} from './fixtures';

// Decisions 0088 and 0089: take attendance, pick at random (never an absent student), and the pick on a
// projector page open in a second browser context; axe and screenshots of the new screens.

const NAMES = [
  ['Amara', 'Nwosu'],
  ['Bruno', 'Costa'],
  ['Chloe', 'Dubois'],
  ['Dev', 'Patel'],
  ['Elif', 'Yilmaz'],
  ['Finn', 'Murphy'],
] as const;
const ABSENT = ['Bruno Costa', 'Elif Yilmaz'];
const PRESENT = NAMES.map(([f, l]) => `${f} ${l}`).filter((n) => !ABSENT.includes(n));
/** The projector's name for a student: first name and initial. */
const wallName = (full: string) => `${full.split(' ')[0]} ${full.split(' ')[1][0]}.`;

/** A teacher whose sign-up class holds the six students (each joins with the class code). */
async function classOfSix(page: Page, joiner: APIRequestContext): Promise<TeacherAccount> {
  const teacher = await registerTeacher(page.request);
  for (const [firstName, lastName] of NAMES) {
    const join = await joiner.post('/api/students/access', {
      data: {
        classCode: teacher.class.classCode,
        firstName,
        lastName,
        email: uniqueEmail('s'),
        password: 'secret1',
      },
    });
    expect(join.status(), await join.text()).toBe(201);
  }
  return teacher;
}

/** The teacher signed in in a browser context of its own (another device). */
async function secondDevice(browser: Browser, baseURL: string | undefined, teacher: TeacherAccount) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/teachers/login', {
    data: { email: teacher.email, password: teacher.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

const card = (page: Page, name: string) => roster(page).filter({ has: page.getByRole('heading', { name }) });
const pickedName = (page: Page) => page.getByTestId('picked-name');

async function takeAttendance(page: Page, absent: string[]) {
  await page.getByRole('button', { name: 'Take Attendance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take Attendance' });
  for (const name of absent) {
    const toggle = dialog.getByRole('button', { name: new RegExp(`^${name}`) });
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(
    dialog.getByText(`${absent.length} absent, ${NAMES.length - absent.length} here`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(toast(page, 'Attendance saved')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Picks through the card (`act` opens it or taps Pick Again, and may answer a step to take
 * once the pick has arrived), waits for the reveal to end on the server's pick and answers the
 * full name shown. The reveal flicks first names only, so the full name is the final state.
 */
async function pickThroughUi(page: Page, act: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (r) => /\/api\/classes\/\d+\/picks$/.test(r.url()) && r.request().method() === 'POST',
  );
  const then = await act();
  const response = await answered;
  expect(response.status()).toBe(201);
  const { student } = (await response.json()) as { student: { firstName: string; lastName: string } };
  if (typeof then === 'function') await then();
  const name = `${student.firstName} ${student.lastName}`;
  await expect(pickedName(page)).toHaveText(name);
  await expect(pickedName(page)).toHaveAttribute('data-revealing', 'false');
  return name;
}

test('take attendance, pick fairly without the absent, and see the pick on the projector', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(180_000);
  const joiner = await playwright.request.newContext({ baseURL });
  const teacher = await classOfSix(page, joiner);
  await joiner.dispose();
  const wall = await secondDevice(browser, baseURL, teacher);
  try {
    const projector = await wall.newPage();
    await projector.goto('/projector');
    await expect(projector.getByRole('tab', { name: 'Top Performers' })).toBeVisible();
    await expect(projector.getByTestId('projector-pick')).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(roster(page)).toHaveCount(NAMES.length);
    await takeAttendance(page, ABSENT);
    // Dimmed for the day, and counted on the tool.
    for (const name of ABSENT)
      await expect(card(page, name).getByText('Absent', { exact: true })).toBeVisible();
    await expect(card(page, PRESENT[0]).getByText('Absent', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Take Attendance 2 absent' })).toBeVisible();

    // A round: every present student once, never an absent one, each shown on the wall.
    const picker = page.getByRole('dialog', { name: 'Random Picker' });
    const picked: string[] = [];
    for (let i = 0; i < PRESENT.length; i++) {
      const name = await pickThroughUi(page, async () => {
        if (i > 0) await picker.getByRole('button', { name: 'Pick Again' }).click();
        else await page.getByRole('button', { name: 'Random Picker' }).click();
        // The first reveal is skipped with a tap; the others run their course.
        // (The button is there only while names flick past: the tap proves the reveal ran.)
        if (i === 0) return () => picker.getByRole('button', { name: 'Skip the reveal' }).click();
      });
      expect(PRESENT, `pick ${i + 1}: ${name}`).toContain(name);
      expect(picked).not.toContain(name);
      picked.push(name);
      await expect(
        picker.getByText(
          i === PRESENT.length - 1
            ? /Everyone present has had a turn/
            : `${PRESENT.length - 1 - i} of ${PRESENT.length} still to pick`,
        ),
      ).toBeVisible();
      await expect(projector.getByTestId('projector-pick')).toHaveText(wallName(name));
    }
    expect([...picked].sort()).toEqual([...PRESENT].sort());

    // The award buttons for the picked student: the card's award panel, two taps to a point.
    const last = picked.at(-1) as string;
    await picker.getByRole('button', { name: `Award ${last.split(' ')[0]}` }).click();
    await behaviorTile(page, 'Hard Work').click();
    await expect(page.getByRole('dialog', { name: /^Award / })).toBeHidden();
    await expect(picker).toBeVisible();
    await picker.getByRole('button', { name: 'Close' }).click();
    await expect(picker).toBeHidden();
    await expect(balanceOf(card(page, last))).toHaveText('+2');

    // A new round clears the wall.
    const fresh = await pickThroughUi(page, () =>
      page.getByRole('button', { name: 'Random Picker' }).click(),
    );
    expect(PRESENT).toContain(fresh);
    await expect(projector.getByTestId('projector-pick')).toHaveText(wallName(fresh));
    await picker.getByRole('button', { name: 'New Round' }).click();
    await expect(projector.getByTestId('projector-pick')).toHaveCount(0);
    await picker.getByRole('button', { name: 'Close' }).click();

    // Class-wide awards skip the absent; they can still be awarded one by one.
    await page.getByRole('tab', { name: /Class-wide/ }).click();
    await expect(page.getByText('For all 4 students of the class at once')).toBeVisible();
    await page.getByLabel('Behavior for the whole class').selectOption({ label: 'Teamwork (+1)' });
    await page.getByRole('button', { name: 'Apply to All' }).click();
    await page.getByRole('tab', { name: /Students/ }).click();
    await expect(balanceOf(card(page, PRESENT[0]))).not.toHaveText('0');
    for (const name of ABSENT) await expect(balanceOf(card(page, name))).toHaveText('0');
  } finally {
    await wall.close();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`attendance and picker screens are accessible in ${theme} mode (and screenshots)`, async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(300_000);
    const shots = '.tmp/shots/h2';
    mkdirSync(shots, { recursive: true });
    await useTheme(page, theme);
    const joiner = await playwright.request.newContext({ baseURL });
    const teacher = await classOfSix(page, joiner);
    await joiner.dispose();
    await page.request.put(`/api/classes/${teacher.class.id}/attendance`, { data: { absentStudentIds: [] } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/dashboard');
    await expect(roster(page)).toHaveCount(NAMES.length);
    await takeAttendance(page, ABSENT);
    const wall = await secondDevice(browser, baseURL, teacher);
    const projector = await wall.newPage();
    await useTheme(projector, theme);
    try {
      for (const [width, height, label] of [
        [1440, 900, 'desktop'],
        [390, 844, 'phone'],
      ] as const) {
        await page.setViewportSize({ width, height });
        await projector.setViewportSize({ width, height });
        await page.goto('/dashboard');
        await expect(card(page, ABSENT[0]).getByText('Absent', { exact: true })).toBeVisible();
        await expectAccessible(page, `dashboard ${theme} ${label}`);
        await page.screenshot({ path: `${shots}/dashboard-${label}-${theme}.png` });

        await openTool(page, page.getByRole('button', { name: 'Take Attendance' }));
        const dialog = page.getByRole('dialog', { name: 'Take Attendance' });
        await expect(dialog.getByRole('button', { name: new RegExp(`^${ABSENT[0]}`) })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expectAccessible(page, `attendance ${theme} ${label}`);
        await page.screenshot({ path: `${shots}/attendance-${label}-${theme}.png` });
        await page.keyboard.press('Escape');

        const name = await pickThroughUi(page, () =>
          openTool(page, page.getByRole('button', { name: 'Random Picker' })),
        );
        await expectAccessible(page, `picker ${theme} ${label}`);
        await page.screenshot({ path: `${shots}/picker-${label}-${theme}.png` });

        await projector.goto('/projector');
        await expect(projector.getByTestId('projector-pick')).toHaveText(wallName(name));
        await expectAccessible(projector, `projector ${theme} ${label}`);
        await projector.screenshot({ path: `${shots}/projector-${label}-${theme}.png` });
        await page.keyboard.press('Escape');

        await card(page, ABSENT[0])
          .getByRole('button', { name: /^More for/ })
          .click();
        await page.getByRole('menuitem', { name: 'Student page' }).click();
        await expect(
          page.getByRole('region', { name: 'Attendance' }).getByText('Absent 1 day.'),
        ).toBeVisible();
        await expectAccessible(page, `student page ${theme} ${label}`);
        await page.getByRole('region', { name: 'Attendance' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/student-${label}-${theme}.png` });
      }
    } finally {
      await wall.close();
    }
  });
}

// Decision 0146: present, absent, late and left early in one dialog, one
// tile per child, each tap the next mark; late and left-early children count as present.
for (const [width, height, theme] of [
  [390, 844, 'light'],
  [1440, 900, 'dark'],
] as const) {
  test(`attendance marks absent, late and left early in a few taps (${width}×${height}, ${theme})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    await useTheme(page, theme);
    const joiner = await playwright.request.newContext({ baseURL });
    const teacher = await classOfSix(page, joiner);
    await joiner.dispose();
    await page.goto('/dashboard');
    await expect(roster(page)).toHaveCount(NAMES.length);

    await openTool(page, page.getByRole('button', { name: 'Take Attendance' }));
    const dialog = page.getByRole('dialog', { name: 'Take Attendance' });
    const tile = (name: string) => dialog.getByRole('button', { name: new RegExp(`^${name}: `) });
    const tap = async (name: string, times: number, then: string) => {
      await expect(tile(name)).toBeEnabled();
      for (let i = 0; i < times; i++) await tile(name).click();
      await expect(tile(name)).toHaveAccessibleName(`${name}: ${then}`);
    };
    await tap('Bruno Costa', 1, 'Absent');
    await tap('Chloe Dubois', 2, 'Late');
    await tap('Dev Patel', 3, 'Left early');
    await tap('Elif Yilmaz', 4, 'Here'); // round the cycle: a mistake costs one more tap
    await expect(tile('Elif Yilmaz')).toHaveAttribute('aria-pressed', 'false');
    await expect(tile('Chloe Dubois')).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText('1 absent, 1 late, 1 left early, 3 here')).toBeVisible();
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/attendance-marks-${width}-${theme}.png` });
    await dialog.getByRole('button', { name: 'Save Attendance' }).click();
    await expect(toast(page, 'Attendance saved')).toBeVisible();
    await expect(
      page.getByText('1 absent, 1 late, 1 left early today.', { exact: true }).first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // Each card says its mark: the teacher sees who came late without opening the dialog.
    await expect(card(page, 'Bruno Costa').getByText('Absent', { exact: true })).toBeVisible();
    await expect(card(page, 'Chloe Dubois').getByText('Late', { exact: true })).toBeVisible();
    await expect(card(page, 'Dev Patel').getByText('Left early', { exact: true })).toBeVisible();
    await expect(card(page, 'Elif Yilmaz').getByText(/^(Absent|Late|Left early)$/)).toHaveCount(0);
    await expect(card(page, 'Chloe Dubois').getByRole('button', { name: /\(late today\)$/ })).toBeVisible();
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/attendance-cards-${width}-${theme}.png` });

    const saved = await (await page.request.get(`/api/classes/${teacher.class.id}/attendance`)).json();
    const students = (await (await page.request.get(`/api/students?classId=${teacher.class.id}`)).json()) as {
      id: number;
      firstName: string;
    }[];
    const idOf = (first: string) => students.find((s) => s.firstName === first)?.id;
    expect(saved).toMatchObject({
      absentStudentIds: [idOf('Bruno')],
      lateStudentIds: [idOf('Chloe')],
      leftEarlyStudentIds: [idOf('Dev')],
    });

    // Opening again shows what was saved.
    await openTool(page, page.getByRole('button', { name: /^Take Attendance/ }));
    await expect(tile('Chloe Dubois')).toHaveAccessibleName('Chloe Dubois: Late');
    await expect(tile('Dev Patel')).toHaveAccessibleName('Dev Patel: Left early');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Only the absent child is left out of a class-wide award.
    await page.getByRole('tab', { name: /Class-wide/ }).click();
    await expect(page.getByText('For all 5 students of the class at once')).toBeVisible();
    await page.getByLabel('Behavior for the whole class').selectOption({ label: 'Teamwork (+1)' });
    await page.getByRole('button', { name: 'Apply to All' }).click();
    await page.getByRole('tab', { name: /Students/ }).click();
    for (const name of ['Chloe Dubois', 'Dev Patel', 'Elif Yilmaz'])
      await expect(balanceOf(card(page, name))).toHaveText('+1');
    await expect(balanceOf(card(page, 'Bruno Costa'))).toHaveText('0');
  });
}
