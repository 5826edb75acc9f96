import { balanceOf, cardMenu, roster } from './dashboard-helpers';
import { expect, joinAsStudent, registerTeacher, test } from './fixtures';

// Live updates reach every screen that shows points (docs/architecture.md#live-updates), not only the
// projector: an award made elsewhere shows up on the teacher's dashboard and on the student's
// own dashboard within 2 s, without a reload.

test('an award made elsewhere reaches the teacher dashboard and the student dashboard within 2 s', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await registerTeacher(page.request);
  const studentContext = await browser.newContext({ baseURL });
  try {
    const student = await joinAsStudent(studentContext.request, teacher.class.classCode);

    const studentPage = await studentContext.newPage();
    const studentStream = studentPage.waitForResponse('**/api/events');
    await studentPage.goto('/student-dashboard');
    await expect(studentPage.getByRole('heading', { name: 'Welcome, Lena!' })).toBeVisible();
    await studentStream;

    const teacherStream = page.waitForResponse('**/api/events');
    await page.goto('/dashboard');
    const card = roster(page).first();
    await expect(balanceOf(card)).toHaveText('0');
    await teacherStream;

    // Awarded through the API: neither page made the change, so only the stream can tell them.
    const started = Date.now();
    const award = await page.request.post('/api/behaviors/batch', {
      data: { studentIds: [student.id], type: 'Hard Work', points: 2 },
    });
    expect(award.status(), await award.text()).toBe(201);
    await expect(balanceOf(card)).toHaveText('+2', { timeout: 2_000 });
    await expect(
      studentPage
        .getByRole('heading', { name: 'Remote Chalk Points' })
        .locator('xpath=../..')
        .getByText('+2'),
    ).toBeVisible({ timeout: 2_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    await studentContext.close();
  }
});

// Cached lists never stay stale. A page change keeps the stream (every teacher page
// is live), and a stream that (re)connects refetches what was fetched before it opened.

test('a student who joins while the teacher is on a student page is on the dashboard when the teacher comes back', async ({
  page,
  playwright,
  baseURL,
}) => {
  const teacher = await registerTeacher(page.request);
  const students = await playwright.request.newContext({ baseURL });
  try {
    await joinAsStudent(students, teacher.class.classCode, { firstName: 'Lena' });
    await page.goto('/dashboard');
    await expect(roster(page)).toHaveCount(1);

    await cardMenu(page, roster(page).first(), 'Profile of Lena Okoro');
    await page.getByRole('link', { name: 'Open full student page' }).click();
    await expect(page).toHaveURL(/\/student\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Lena Okoro', level: 1 })).toBeVisible();

    await joinAsStudent(students, teacher.class.classCode, { firstName: 'Milo' });
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(roster(page)).toHaveCount(2);
    await expect(roster(page).filter({ hasText: 'Milo Okoro' })).toHaveCount(1);
  } finally {
    await students.dispose();
  }
});

test('a stream that comes back after a drop refetches the roster it missed', async ({
  page,
  playwright,
  baseURL,
  guard,
}) => {
  guard.allow(/503/);
  const teacher = await registerTeacher(page.request);
  const students = await playwright.request.newContext({ baseURL });
  try {
    // The stream is down from the start: the dashboard loads, the stream keeps failing.
    let refused = 0;
    await page.route('**/api/events', (route) => {
      refused += 1;
      return route.fulfill({ status: 503, body: '' });
    });
    await page.goto('/dashboard');
    await expect(
      page.locator('#students').getByText('No students in this class', { exact: true }),
    ).toBeVisible();
    await expect.poll(() => refused).toBeGreaterThan(0);

    await joinAsStudent(students, teacher.class.classCode, { firstName: 'Lena' });
    const ready = page.waitForResponse((res) => res.url().endsWith('/api/events') && res.status() === 200);
    await page.unroute('**/api/events');
    await ready;
    await expect(roster(page)).toHaveCount(1);
    await expect(roster(page).first()).toContainText('Lena Okoro');
  } finally {
    await students.dispose();
  }
});

test('a session ended elsewhere closes the stream without a 401 and sends the teacher to sign in', async ({
  page,
  playwright,
  baseURL,
}) => {
  const teacher = await registerTeacher(page.request);
  // The page settles first: once its stream is ready it refetches what it read before (decision
  // 0016), and such a read still in flight when the session ends would be a real 401. The page
  // counts its fetches in flight and marks 'ready' after the app's own handler has run.
  await page.addInitScript(() => {
    const w = window as unknown as { __inflight: number; __ready: boolean };
    w.__inflight = 0;
    w.__ready = false;
    const fetch = window.fetch;
    window.fetch = (...args) => {
      w.__inflight++;
      return fetch(...args).finally(() => w.__inflight--);
    };
    const Source = window.EventSource;
    window.EventSource = class extends Source {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('ready', () => setTimeout(() => (w.__ready = true)));
      }
    };
  });
  await page.goto('/dashboard');
  await page.waitForFunction(() => {
    const w = window as unknown as { __inflight: number; __ready: boolean };
    return w.__ready && w.__inflight === 0;
  });

  // The teacher changes the password on another device: every other session ends, this one too.
  const elsewhere = await playwright.request.newContext({ baseURL });
  try {
    const signIn = await elsewhere.post('/api/teachers/login', {
      data: { email: teacher.email, password: teacher.password },
    });
    expect(signIn.status()).toBe(200);
    const changed = await elsewhere.patch(`/api/teachers/${teacher.teacher.id}/password`, {
      data: { currentPassword: teacher.password, newPassword: 'An0therPass' },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  } finally {
    await elsewhere.dispose();
  }

  // The stream says it has ended; the page asks who is signed in (nobody) instead of
  // reconnecting with the dead cookie — the guard fails the test on any 401 in the console.
  await expect(page).toHaveURL(/\/teacher-auth$/);
});
