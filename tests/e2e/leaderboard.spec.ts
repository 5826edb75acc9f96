import type { APIRequestContext, Page } from '@playwright/test';
import { projectorName } from '../../src/shared/leaderboard/display';
import { expect, expectAccessible, registerTeacher, test, uniqueEmail, useTheme } from './fixtures';

// Leaderboard (/leaderboard) and projector (/projector, /display): live updates across browsers,
// no negative balance on the wall, ranks and tabs, fit on a 1080p screen, axe in both themes.

interface Student {
  id: number;
  firstName: string;
  lastName: string;
  nickname: string | null;
}
interface Trial {
  class: { id: number; name: string; classCode: string };
  students: Student[];
}

async function trialClass(request: APIRequestContext): Promise<Trial> {
  const res = await request.post('/api/classes/trial');
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

async function award(request: APIRequestContext, students: Student[], points: number) {
  const res = await request.post('/api/behaviors/batch', {
    data: { studentIds: students.map((s) => s.id), type: points > 0 ? 'Hard Work' : 'Disruption', points },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Opens the projector on `classId` and waits until changes arrive live. */
async function openProjector(page: Page, classId: number, path = '/projector') {
  await page.goto(path);
  await page.getByLabel('Class', { exact: true }).selectOption(String(classId));
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
}

/** Console errors of a page the `guard` fixture does not watch (a second context's). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const NEGATIVE_NUMBER = /(^|[^\w])[-−]\s?\d/;

test('the projector shows an award made in another browser within 2 s, without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await registerTeacher(page.request);
  const trial = await trialClass(page.request);
  // The same teacher on a second device (the laptop), with its own cookie jar.
  const laptop = await browser.newContext({ baseURL });
  try {
    const login = await laptop.request.post('/api/teachers/login', {
      data: { email: teacher.email, password: teacher.password },
    });
    expect(login.status(), await login.text()).toBe(200);

    await openProjector(page, trial.class.id);
    await expect(page.getByRole('heading', { name: 'Class Leaderboard' })).toBeVisible();
    const top = page.getByRole('list', { name: 'Top Performers' }).getByRole('listitem');
    await expect(top).toHaveCount(10);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // The last student by name is not among the ten at 0 points; +7 makes them first.
    const star = trial.students[trial.students.length - 1];
    await expect(top.first()).not.toContainText(projectorName(star));
    const started = Date.now();
    await award(laptop.request, [star], 7);
    await expect(top.first()).toContainText(projectorName(star), { timeout: 2_000 });
    await expect(top.first()).toContainText('7');
    await expect(top.first().getByRole('img', { name: '1st place' })).toBeVisible();
    expect(Date.now() - started).toBeLessThan(2_000);

    // On All Students too, and still the same document.
    await page.getByRole('tab', { name: 'All Students' }).click();
    await expect(page.getByRole('list', { name: 'All Students' }).getByRole('listitem')).toHaveCount(20);
    await award(laptop.request, [star], 2);
    await expect(page.getByRole('listitem').filter({ hasText: projectorName(star) })).toContainText('9', {
      timeout: 2_000,
    });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  } finally {
    await laptop.close();
  }
});

test('a student with a negative balance never appears on the projector, for the teacher or the student', async ({
  page,
  browser,
  baseURL,
}) => {
  await registerTeacher(page.request);
  const trial = await trialClass(page.request);
  // A student who joined with the class code, signed in on their own device.
  const device = await browser.newContext({ baseURL });
  try {
    const join = await device.request.post('/api/students/access', {
      data: {
        classCode: trial.class.classCode,
        firstName: 'Nell',
        lastName: 'Zephyr',
        email: uniqueEmail('student'),
        password: 'secret1',
      },
    });
    expect(join.status(), await join.text()).toBe(201);
    const nell: Student = (await join.json()).student;
    await award(page.request, [nell], -5);
    await award(page.request, [trial.students[0]], 3);

    const checkWall = async (wall: Page) => {
      const main = wall.getByRole('main');
      await expect(wall.getByRole('list', { name: 'Top Performers' })).toContainText(
        projectorName(trial.students[0]),
      );
      for (const tab of ['Top Performers', 'Class Standings', 'All Students']) {
        await wall.getByRole('tab', { name: tab }).click();
        await expect(wall.getByRole('tabpanel', { name: tab })).toBeVisible();
        await expect(main).not.toContainText(projectorName(nell));
        await expect(main).not.toContainText('Zephyr');
        expect(await main.textContent()).not.toMatch(NEGATIVE_NUMBER);
      }
      // 21 students, 20 shown; the class average (3 - 5) / 21 is below 0, so it is not shown.
      await wall.getByRole('tab', { name: 'All Students' }).click();
      await expect(wall.getByRole('list', { name: 'All Students' }).getByRole('listitem')).toHaveCount(20);
      await wall.getByRole('tab', { name: 'Class Standings' }).click();
      await expect(wall.getByText('No Positive Class Averages Yet')).toBeVisible();
    };

    await openProjector(page, trial.class.id);
    await checkWall(page);

    // The student's own view of their class: /display is the same screen.
    const studentPage = await device.newPage();
    const errors = watchErrors(studentPage);
    await studentPage.goto('/display');
    await expect(studentPage.getByText(trial.class.name, { exact: true })).toBeVisible();
    await expect(studentPage.getByLabel('Class', { exact: true })).toHaveCount(0);
    await expect(studentPage.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/student-dashboard',
    );
    await checkWall(studentPage);
    expect(errors).toEqual([]);
  } finally {
    await device.close();
  }
});

test('the leaderboard ranks by total score with place labels, filters by class and averages classes', async ({
  page,
}) => {
  const teacher = await registerTeacher(page.request);
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
  await expect(page.getByText('No students found')).toBeVisible();
  await page.getByRole('tab', { name: 'Class Averages' }).click();
  await expect(page.getByText('No class data available')).toBeVisible();

  // New data shows after Refresh.
  const trial = await trialClass(page.request);
  const [a, b, c, d] = [trial.students[5], trial.students[9], trial.students[14], trial.students[2]];
  await award(page.request, [a], 6);
  await award(page.request, [b], 4);
  await award(page.request, [c], 2);
  await page.getByRole('tab', { name: 'Individual Leaders' }).click();
  await page.getByRole('button', { name: 'Refresh' }).click();

  const rows = page.getByRole('list', { name: 'Top 10 Students' }).getByRole('listitem');
  await expect(rows).toHaveCount(10);
  const expected = [
    [a, '1st place'],
    [b, '2nd place'],
    [c, '3rd place'],
  ] as const;
  for (const [i, [student, label]] of expected.entries()) {
    await expect(rows.nth(i).getByRole('img', { name: label })).toBeVisible();
    await expect(rows.nth(i)).toContainText(`${student.firstName} ${student.lastName}`);
    await expect(rows.nth(i).getByRole('link')).toHaveAttribute('href', `/student/${student.id}`);
  }
  await expect(rows.nth(0)).toContainText('Behavior +6');
  await expect(rows.nth(3)).toContainText('#4');
  await expect(rows.nth(3).getByText('4th place')).toBeAttached();

  // An award elsewhere reorders the list live.
  await award(page.request, [d], 10);
  await expect(rows.first()).toContainText(`${d.firstName} ${d.lastName}`, { timeout: 2_000 });

  // One class: the empty registration class has nobody.
  const filter = page.getByLabel('Class', { exact: true });
  await filter.selectOption({ label: teacher.class.name });
  await expect(page).toHaveURL(new RegExp(`classId=${teacher.class.id}`));
  await expect(page.getByText('No students found')).toBeVisible();
  await filter.selectOption({ label: trial.class.name });
  await expect(rows.first()).toContainText(`${d.firstName} ${d.lastName}`);

  // Class Averages: one decimal, a crown for the first; a class without students is left out.
  await page.getByRole('tab', { name: 'Class Averages' }).click();
  const classes = page.getByRole('list', { name: 'Class Averages' }).getByRole('listitem');
  await expect(classes).toHaveCount(1);
  await expect(classes.first()).toContainText(trial.class.name);
  await expect(classes.first()).toContainText('1.1'); // (6 + 4 + 2 + 10) / 20
  await expect(classes.first().getByRole('img', { name: '1st place, highest average' })).toBeVisible();

  // A row opens the student.
  await page.getByRole('tab', { name: 'Individual Leaders' }).click();
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/student/${d.id}$`));
});

test('in student mode /leaderboard goes to /student', async ({ page }) => {
  await registerTeacher(page.request);
  await page.goto('/leaderboard?mode=student');
  await expect(page).toHaveURL(/\/student$/);
});

test('30 students fit a 1920×1080 projector without scrolling; fullscreen toggles', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await registerTeacher(page.request);
  const trial = await trialClass(page.request);
  const names = [
    'Christopher Worthington',
    'Maximilian Alexander',
    'Anastasia Papadopoulos',
    'Bartholomew Ng',
  ];
  for (let i = 0; i < 10; i++) {
    const [firstName, lastName] = names[i % names.length].split(' ');
    const res = await page.request.post('/api/students', {
      data: { classId: trial.class.id, firstName, lastName: `${lastName}${i}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await openProjector(page, trial.class.id, '/projector?tab=all');
  const tiles = page.getByRole('list', { name: 'All Students' }).getByRole('listitem');
  await expect(tiles).toHaveCount(30);

  const overflow = await page.evaluate(() => {
    const found: string[] = [];
    const doc = document.scrollingElement!;
    if (doc.scrollHeight > doc.clientHeight || doc.scrollWidth > doc.clientWidth) found.push('document');
    for (const el of document.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      const scrolls = /(auto|scroll)/.test(style.overflowX + style.overflowY);
      if (scrolls && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)) {
        found.push(el.tagName);
      }
    }
    return found;
  });
  expect(overflow).toEqual([]);
  for (const box of await tiles.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom))) {
    expect(box).toBeLessThanOrEqual(1080);
  }
  // Large type: at least 24 px names on a 1080p wall.
  const fontSize = await tiles.first().evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(24);

  await page.getByRole('button', { name: 'Fullscreen' }).click();
  await expect(page.getByRole('button', { name: 'Exit Fullscreen' })).toBeVisible();
  await page.getByRole('button', { name: 'Exit Fullscreen' }).click();
  await expect(page.getByRole('button', { name: 'Fullscreen', exact: true })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`leaderboard and projector pass axe in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    await registerTeacher(page.request);
    const trial = await trialClass(page.request);
    await award(page.request, trial.students.slice(0, 3), 4);
    await award(page.request, [trial.students[3]], 9);

    await page.goto('/leaderboard');
    await expect(page.getByRole('list', { name: 'Top 10 Students' }).getByRole('listitem')).toHaveCount(10);
    await expectAccessible(page, `/leaderboard ${theme}`);
    await page.getByRole('tab', { name: 'Class Averages' }).click();
    await expect(page.getByRole('list', { name: 'Class Averages' })).toBeVisible();
    await expectAccessible(page, `/leaderboard Class Averages ${theme}`);

    await openProjector(page, trial.class.id);
    for (const [tab, list] of [
      ['Top Performers', 'Top Performers'],
      ['Class Standings', 'Class Standings'],
      ['All Students', 'All Students'],
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('list', { name: list })).toBeVisible();
      await expectAccessible(page, `/projector ${tab} ${theme}`);
    }
  });
}
