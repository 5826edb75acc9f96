import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { qrPath } from '../../src/client/components/ui/qr-path';
import {
  expect,
  expectAccessible,
  readMailLink,
  registerTeacher,
  test,
  uniqueEmail,
  useTheme,
} from './fixtures';

// The family side in the browser (decisions 0100–0106): the teacher prints the letters, a parent signs up
// with a letter's code in another browser, sees the child's week, the teacher awards and the
// parent's page follows within 2 s, a brother in another teacher's class is added and switched
// to; then every family page under axe in light and dark (screenshots when SHOTS_DIR is set).

const SHOTS = process.env.SHOTS_DIR;
const FAMILY_PASSWORD = 'Family2026';

async function addStudent(request: APIRequestContext, classId: number, firstName: string, lastName: string) {
  const res = await request.post('/api/students', { data: { classId, firstName, lastName } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

async function award(request: APIRequestContext, studentId: number, type: string, points: number) {
  const res = await request.post('/api/behaviors/batch', { data: { studentIds: [studentId], type, points } });
  expect(res.status(), await res.text()).toBe(201);
}

async function inviteCode(request: APIRequestContext, studentId: number) {
  const res = await request.post(`/api/students/${studentId}/family-invites`);
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { code: string }).code;
}

/** A figure of the family page by its title ('Points this week'). */
const figure = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, exact: true }).locator('xpath=../..');

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the teacher prints letters; a parent signs up with a code, sees the week live, and switches to a second child', async ({
  page,
  browser,
  baseURL,
  guard,
}) => {
  const teacher = await registerTeacher(page.request);
  const lena = await addStudent(page.request, teacher.class.id, 'Lena', 'Okoro');
  await addStudent(page.request, teacher.class.id, 'Tom', 'Baker');
  await award(page.request, lena.id, 'Helping Others', 2);
  await award(page.request, lena.id, 'Off Task', -1);

  // Dashboard → Family Invitations: one letter per student, each with its code and QR code.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Family Invitations' }).click();
  await expect(page.getByRole('heading', { name: 'Family Invitations', level: 1 })).toBeVisible();
  const letters = page.getByRole('article');
  await expect(letters).toHaveCount(2);
  // Letters in last-name order: Baker, Okoro.
  const lenaLetter = page.getByRole('article', { name: 'Letter for Lena Okoro' });
  await expect(lenaLetter.getByRole('heading', { name: 'Follow Lena’s week at school' })).toBeVisible();
  await expect(lenaLetter.getByText('Dear family of Lena Okoro,')).toBeVisible();
  await expect(
    lenaLetter.getByRole('img', { name: "QR code to sign up for Lena's family page" }),
  ).toBeVisible();
  await expect(lenaLetter.getByText('What you will see')).toBeVisible();
  await expect(lenaLetter.getByText(/never see another child’s name/)).toBeVisible();
  const shownCode = (await lenaLetter.getByTestId('invite-code').textContent()) ?? '';
  expect(shownCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await expect(
    lenaLetter.getByText(`${new URL(baseURL ?? '').origin}/family`, { exact: true }),
  ).toBeVisible();
  // The QR code holds the sign-up address with this code: the same modules as drawn from it here.
  const origin = new URL(baseURL ?? '').origin;
  const drawn = await lenaLetter
    .getByRole('img', { name: /QR code/ })
    .locator('path')
    .getAttribute('d');
  expect(drawn).toBe(qrPath(`${origin}/family/join?code=${shownCode.replace('-', '')}`).d);

  // Printed: only the letters, one per page; no header, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print Letters' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(lenaLetter).toBeVisible();
  // One student per page: a page break after every letter but the last (Baker, then Okoro).
  expect(await letters.first().evaluate((el) => getComputedStyle(el).breakAfter)).toBe('page');
  expect(await lenaLetter.evaluate((el) => getComputedStyle(el).breakAfter)).toBe('auto');
  // The printed document (print media, as above): one A4 page per student.
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(/\/Type\s*\/Pages\s*\/Count\s+(\d+)/.exec(pdf)?.[1]).toBe('2');
  await page.emulateMedia({ media: 'screen' });

  // Printing again keeps the codes: letters already sent home still work (decision 0104).
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Letter for Lena Okoro' }).getByTestId('invite-code'),
  ).toHaveText(shownCode);

  // The class's weekly family email: on by default, the teacher can turn it off.
  const digest = page.getByRole('checkbox', { name: /Weekly email to families/ });
  await expect(digest).toBeChecked();
  await digest.uncheck();
  await expect(page.getByText('Weekly family email off', { exact: true })).toBeVisible();
  await page.reload();
  await expect(digest).not.toBeChecked();

  const parentContext = await browser.newContext({ baseURL });
  try {
    const parent = await parentContext.newPage();
    // The QR code's address: the sign-up page with the code filled in.
    await parent.goto(`/family/join?code=${shownCode.replace('-', '')}`);
    await expect(parent.getByRole('heading', { name: 'Create a family account' })).toBeVisible();
    await expect(parent.getByLabel('Code from the letter')).toHaveValue(shownCode);
    await parent.getByLabel('Your name').fill('Grace Okoro');
    await parent.getByLabel('Email').fill(uniqueEmail('parent'));
    await parent.getByLabel('Password', { exact: true }).fill(FAMILY_PASSWORD);
    await parent.getByLabel('Confirm password').fill(FAMILY_PASSWORD);
    const stream = parent.waitForResponse('**/api/events');
    await parent.getByRole('button', { name: 'Create account' }).click();

    // The child's week: the points, the behaviours behind them, kindly worded.
    await expect(parent).toHaveURL(new RegExp(`/family/children/${lena.id}$`));
    await expect(parent.getByRole('heading', { name: 'Lena’s week', level: 1 })).toBeVisible();
    await expect(figure(parent, 'Points this week').getByText('+1', { exact: true })).toBeVisible();
    const glance = parent.getByRole('region', { name: 'This week at a glance' });
    await expect(glance.getByText('Helping Others')).toBeVisible();
    await expect(glance.getByText('Earned once · +2 points')).toBeVisible();
    await expect(glance.getByText('Reminded once · 1 point to win back')).toBeVisible();
    // Nothing about a classmate.
    await expect(parent.getByText('Tom')).toHaveCount(0);
    await stream;
    // The address is not proven yet (decision 0115): the page says so and can send the link again.
    const notice = parent.getByTestId('email-confirmation-notice');
    await expect(notice.getByText('Confirm your email')).toBeVisible();
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await expect(parent.getByText('Link sent', { exact: true })).toBeVisible();

    // The teacher awards (from their own browser): the parent's page follows within 2 s.
    const started = Date.now();
    await award(page.request, lena.id, 'Teamwork', 3);
    await expect(figure(parent, 'Points this week').getByText('+4', { exact: true })).toBeVisible({
      timeout: 2_000,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(glance.getByText('Teamwork')).toBeVisible();

    // A brother in another teacher's class, linked with his own code, and switched between.
    const secondTeacherContext = await browser.newContext({ baseURL });
    try {
      const second = await registerTeacher(secondTeacherContext.request, 'Mary Somerville');
      const sam = await addStudent(secondTeacherContext.request, second.class.id, 'Sam', 'Okoro');
      const samCode = await inviteCode(secondTeacherContext.request, sam.id);

      await parent.getByRole('link', { name: 'Add a child' }).click();
      await parent.getByLabel('Code from the letter').fill(samCode.toLowerCase());
      await parent.getByRole('button', { name: 'Add child' }).click();
      await expect(parent).toHaveURL(new RegExp(`/family/children/${sam.id}$`));
      await expect(parent.getByRole('heading', { name: 'Sam’s week', level: 1 })).toBeVisible();
      const switcher = parent.getByRole('navigation', { name: 'Your children' });
      await expect(switcher.getByRole('link')).toHaveCount(2);
      await switcher.getByRole('link', { name: /Lena/ }).click();
      await expect(parent.getByRole('heading', { name: 'Lena’s week', level: 1 })).toBeVisible();
      await expect(switcher.getByRole('link', { name: /Lena/ })).toHaveAttribute('aria-current', 'page');
    } finally {
      await secondTeacherContext.close();
    }

    // The teacher's Family tab: the parent is listed; 'Remove' (confirmed) ends the link at once.
    await page.goto(`/student/${lena.id}`);
    await page.getByRole('tab', { name: 'Family' }).click();
    const tab = page.getByRole('tabpanel', { name: 'Family' });
    await expect(tab.getByText('Grace Okoro')).toBeVisible();
    await tab.getByRole('button', { name: 'Remove Grace Okoro' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(tab.getByText('No family account is linked to Lena Okoro yet.')).toBeVisible();
    // The link ended at once: the parent's open page loses Lena without a reload (its stream
    // says 'ready' again, the page reads again and is refused, 404), and keeps Sam.
    guard.allow(/404/);
    await expect(
      parent.getByRole('heading', { name: 'This child is not linked to your account' }),
    ).toBeVisible();
    await expect(parent.getByRole('heading', { name: 'Lena’s week' })).toHaveCount(0);
    await expect(parent.getByText('Lena')).toHaveCount(0);

    // The removal retired Lena's code (decision 0116): the tab offers a new one, and the reprinted
    // letter carries a new code, not the one the removed parent holds.
    await expect(tab.getByText('No code that can still be used.', { exact: false })).toBeVisible();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Family Invitations' }).click();
    const reprinted = page.getByRole('article', { name: 'Letter for Lena Okoro' }).getByTestId('invite-code');
    await expect(reprinted).toHaveText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await expect(reprinted).not.toHaveText(shownCode);
  } finally {
    await parentContext.close();
  }
});

test('a family session is kept to /family, and teachers are kept out of it', async ({
  page,
  browser,
  baseURL,
  guard,
}) => {
  // The parent signs out as soon as the child's page shows, while that page may still be
  // opening its live stream or re-reading the family (the stream's first 'ready' refetches it):
  // a request of the ended session still on its way is rightly refused. Only those two.
  guard.allow(/401 \(Unauthorized\) \(http:\/\/[^)]+\/api\/(events|families\/me)\)$/);
  const teacher = await registerTeacher(page.request);
  const mia = await addStudent(page.request, teacher.class.id, 'Mia', 'Lind');
  const code = await inviteCode(page.request, mia.id);

  // A teacher on a family page goes to the dashboard.
  await page.goto('/family/settings');
  await expect(page).toHaveURL(/\/dashboard$/);

  const context = await browser.newContext({ baseURL });
  try {
    const res = await context.request.post('/api/families/register', {
      data: { code, name: 'Ola Lind', email: uniqueEmail('parent'), password: FAMILY_PASSWORD },
    });
    expect(res.status(), await res.text()).toBe(201);
    const parent = await context.newPage();
    for (const path of [
      '/dashboard',
      '/student/1',
      '/questions',
      '/account-settings',
      '/student-dashboard',
    ]) {
      await parent.goto(path);
      await expect(parent).toHaveURL(new RegExp(`/family/children/${mia.id}$`));
    }
    // Sign out: back to the family sign-in, and the family pages are closed again.
    await parent.getByRole('button', { name: 'Sign out' }).click();
    await expect(parent).toHaveURL(/\/family\/signin$/);
    await parent.goto('/family/settings');
    await expect(parent).toHaveURL(/\/family\/signin$/);
  } finally {
    await context.close();
  }
});

test('a parent who forgot the password gets a link by mail, chooses a new one and signs in with it', async ({
  page,
  browser,
  baseURL,
  guard,
}) => {
  const teacher = await registerTeacher(page.request);
  const mia = await addStudent(page.request, teacher.class.id, 'Mia', 'Lind');
  const email = uniqueEmail('parent');
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    const res = await context.request.post('/api/families/register', {
      data: {
        code: await inviteCode(page.request, mia.id),
        name: 'Ola Lind',
        email,
        password: FAMILY_PASSWORD,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await context.clearCookies();
    const parent = await context.newPage();
    // A reset link goes only to a confirmed address (decision 0122): the mailed confirmation link,
    // opened signed out, confirms it.
    await parent.goto(await readMailLink(email, '/family/verify-email?token='));
    await expect(parent.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    await expect(parent.getByText('Your email address is confirmed.')).toBeVisible();
    await parent.goto('/family/forgot');
    await parent.getByLabel('Email').fill(email);
    await parent.getByRole('button', { name: 'Send reset link' }).click();
    await expect(parent.getByText('Check your inbox')).toBeVisible();

    const link = await readMailLink(email, '/family/reset-password?token=');
    await parent.goto(link);
    await expect(parent.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await parent.getByLabel('New password', { exact: true }).fill('Harbour2027');
    await parent.getByLabel('Confirm password').fill('Harbour2027');
    await parent.getByRole('button', { name: 'Reset password' }).click();
    await expect(parent).toHaveURL(/\/family\/signin$/);

    // The link worked once: opened again, it says so and offers a new one (the answer is a 400).
    guard.allow(/400/);
    await parent.goto(link);
    await parent.getByLabel('New password', { exact: true }).fill('Harbour2028');
    await parent.getByLabel('Confirm password').fill('Harbour2028');
    await parent.getByRole('button', { name: 'Reset password' }).click();
    const dead = parent.getByRole('alert').filter({ hasText: 'This link can no longer be used' });
    await expect(dead).toBeVisible();
    await expect(dead.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/family/forgot',
    );

    // The new password signs in (the API tests check the old one no longer does).
    await parent.goto('/family/signin');
    await parent.getByLabel('Email').fill(email);
    await parent.getByLabel('Password', { exact: true }).fill('Harbour2027');
    await parent.getByRole('button', { name: 'Sign in' }).click();
    await expect(parent).toHaveURL(new RegExp(`/family/children/${mia.id}$`));
  } finally {
    await context.close();
  }
});

async function familyWithTwoChildren(page: Page, browser: Browser, baseURL: string | undefined) {
  const teacher = await registerTeacher(page.request);
  const lena = await addStudent(page.request, teacher.class.id, 'Lena', 'Okoro');
  const sam = await addStudent(page.request, teacher.class.id, 'Sam', 'Okoro');
  await award(page.request, lena.id, 'Helping Others', 2);
  await award(page.request, lena.id, 'Teamwork', 3);
  await award(page.request, lena.id, 'Off Task', -1);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const email = uniqueEmail('parent');
  const res = await context.request.post('/api/families/register', {
    data: {
      code: await inviteCode(page.request, lena.id),
      name: 'Grace Okoro',
      email,
      password: FAMILY_PASSWORD,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const link = await context.request.post('/api/families/children', {
    data: { code: await inviteCode(page.request, sam.id) },
  });
  expect(link.status(), await link.text()).toBe(201);
  return { teacher, lena, sam, context };
}

for (const theme of ['light', 'dark'] as const) {
  test(`the family pages and the letters pass axe and fit a phone and a desktop (${theme})`, async ({
    page,
    browser,
    baseURL,
    guard,
  }) => {
    await useTheme(page, theme);
    const { lena, context } = await familyWithTwoChildren(page, browser, baseURL);
    try {
      // The teacher's screens.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/family-invitations');
      await expect(page.getByRole('article')).toHaveCount(2);
      await expectAccessible(page, `letters ${theme}`);
      await shot(page, `letters-${theme}`);
      await page.goto(`/student/${lena.id}`);
      await page.getByRole('tab', { name: 'Family' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Family' }).getByText('Grace Okoro')).toBeVisible();
      await expectAccessible(page, `family tab ${theme}`);
      await shot(page, `student-family-tab-${theme}`);

      // The family's signed-in pages.
      await context.addInitScript((t) => {
        // Not on the blank page a new tab opens with (no storage there).
        if (location.protocol === 'http:') {
          localStorage.setItem('classroom-storage', JSON.stringify({ state: { theme: t }, version: 0 }));
        }
      }, theme);
      const parent = await context.newPage();
      await parent.goto('/family');
      await expect(parent.getByRole('heading', { name: 'Lena’s week', level: 1 })).toBeVisible();
      await expect(parent.getByText('Earned once · +3 points')).toBeVisible();
      await expectAccessible(parent, `child ${theme}`);
      await shot(parent, `family-child-${theme}`);
      await parent.getByRole('link', { name: 'Add a child' }).click();
      await expect(parent.getByRole('heading', { name: 'Add a child' })).toBeVisible();
      await expectAccessible(parent, `add child ${theme}`);
      await shot(parent, `family-add-child-${theme}`);
      await parent.getByRole('link', { name: 'Settings' }).click();
      await expect(parent.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await expect(parent.getByLabel('Name')).toHaveValue('Grace Okoro');
      await expectAccessible(parent, `settings ${theme}`);
      await shot(parent, `family-settings-${theme}`);

      // The signed-out pages.
      await parent.getByRole('button', { name: 'Sign out' }).click();
      await expect(parent.getByRole('heading', { name: 'Family sign in' })).toBeVisible();
      await expectAccessible(parent, `sign in ${theme}`);
      await shot(parent, `family-signin-${theme}`);
      for (const [path, heading, name] of [
        ['/family/join?code=ABCDEFGHJK', 'Create a family account', 'join'],
        ['/family/forgot', 'Forgot password', 'forgot'],
        ['/family/reset-password?token=abc', 'Choose a new password', 'reset'],
      ] as const) {
        await parent.goto(path);
        await expect(parent.getByRole('heading', { name: heading })).toBeVisible();
        await expectAccessible(parent, `${name} ${theme}`);
        await shot(parent, `family-${name}-${theme}`);
      }
      // A confirmation link that does not work (the answer is a 400) says so.
      guard.allow(/400/);
      await parent.goto('/family/verify-email?token=not-a-real-token');
      await expect(parent.getByRole('alert').getByText('This link does not work')).toBeVisible();
      await expectAccessible(parent, `verify email ${theme}`);
      await shot(parent, `family-verify-email-${theme}`);
    } finally {
      await context.close();
    }
  });
}
