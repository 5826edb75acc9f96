import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';

export { expect };

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const DATA_DIR = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${PORT}`;
export const PASSWORD = 'Passw0rd!';

let seq = 0;
export const uniqueEmail = (prefix = 'teacher') => `${prefix}-${Date.now().toString(36)}-${++seq}@school.edu`;

export interface TeacherAccount {
  email: string;
  password: string;
  name: string;
  teacher: { id: number; name: string; email: string };
  class: { id: number; name: string; classCode: string };
}

/** Creates a teacher through the API; the cookie lands in the request context's jar. */
export async function registerTeacher(
  request: APIRequestContext,
  name = 'Ada Lovelace',
): Promise<TeacherAccount> {
  const email = uniqueEmail();
  const res = await request.post('/api/teachers/register', {
    data: {
      teacherName: name,
      email,
      password: PASSWORD,
      className: 'Science',
      period: '2',
      schoolName: 'Lincoln Middle School',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { email, password: PASSWORD, name, ...body };
}

/** Joins a class as a new student through the API; the session lands in the request context's jar. */
export async function joinAsStudent(
  request: APIRequestContext,
  classCode: string,
  who: { firstName?: string; lastName?: string; email?: string } = {},
): Promise<{ id: number; email: string }> {
  const email = who.email ?? uniqueEmail('student');
  const res = await request.post('/api/students/access', {
    data: {
      classCode,
      firstName: who.firstName ?? 'Lena',
      lastName: who.lastName ?? 'Okoro',
      email,
      password: 'secret1',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { student } = (await res.json()) as { student: { id: number } };
  return { id: student.id, email };
}

/**
 * The newest outbox message sent to `to`, waiting briefly: mail is written after the response.
 * `dataDir`: the DATA_DIR of the server that sent it (the school sign-in suite runs its own).
 */
export async function readMailLink(to: string, pathPrefix: string, dataDir = DATA_DIR): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 50; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).sort().reverse();
    } catch {}
    for (const f of files) {
      const text = readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, '');
      if (!text.includes(to)) continue;
      const m = text.match(new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[?]/g, '\\?')}[^\\s]+`));
      if (m) return m[0].replace(/=3D/g, '=');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} with ${pathPrefix}`);
}

/** Waits until `locator`'s element has come to rest: its opening animations and transitions
 * (a dialog scaling in, a sheet sliding in) have finished, so a box measured now is where it stays. */
export async function settled(locator: Locator) {
  await locator.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}

export async function expectAccessible(page: Page, label = '') {
  // Colours are judged when they have settled: a menu fading in or a tab's colour transition
  // caught half-way reads as low contrast. Endless animations (a spinner) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe violations ${label}`,
  ).toEqual([]);
}

/** Sets part of the app's persisted state (the theme, the current class) before the app loads. */
export async function persistAppState(page: Page, state: Record<string, unknown>) {
  await page.addInitScript((changes) => {
    const raw = localStorage.getItem('classroom-storage');
    const parsed = raw ? JSON.parse(raw) : { state: {}, version: 0 };
    parsed.state = { ...parsed.state, ...changes };
    localStorage.setItem('classroom-storage', JSON.stringify(parsed));
  }, state);
}

/** Switches the persisted theme before the app loads. */
export const useTheme = (page: Page, theme: 'light' | 'dark') => persistAppState(page, { theme });

// Every test fails on a console error or an uncaught page error, and no request may leave the
// machine (tests must not depend on or leak to the network), in every browser context the test
// opens (a student's device beside the teacher's), not only the default page. A test that provokes
// an error on purpose (a wrong password answers 401, which Chromium logs) says so with
// `guard.allow(/401/)`.
export const test = base.extend<{ guard: { allow(pattern: RegExp): void } }>({
  guard: [
    async ({ page, browser }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const watchPage = (p: Page) => {
        p.on('console', (msg) => {
          // The location names the resource of a 'Failed to load resource' message.
          if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`);
        });
        p.on('pageerror', (err) => errors.push(err.message));
      };
      const watchContext = async (context: BrowserContext) => {
        context.on('page', watchPage);
        await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/]).*/, (route) => {
          const url = route.request().url();
          if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
          errors.push(`request left the machine: ${url}`);
          return route.abort();
        });
      };
      watchPage(page);
      await watchContext(page.context());
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        await watchContext(context);
        return context;
      };
      try {
        await use({ allow: (pattern) => void allowed.push(pattern) });
      } finally {
        browser.newContext = newContext;
      }
      expect(
        errors.filter((e) => !allowed.some((a) => a.test(e))),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Holds every request to `url` until the returned `release()` is called, then lets `answer`
 * reply (by default the real server): a test sees what the page shows before the answer.
 */
export async function holdResponses(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}
