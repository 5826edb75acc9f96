// `npm run screenshots`: the README's pictures, taken from the running app so they show what it
// really does (docs/development.md#screenshots). It builds if needed, starts the built server on a
// fresh data folder, writes the demo data (`npm run seed`'s, through the server), links a family
// to one child, and photographs in Chromium: the teacher's dashboard on a laptop (1440×900) and a
// phone (390×844), the projector (1280×720) and a family's page on a phone, into docs/screenshots/.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import playwrightConfig from '../playwright.config';
import { requestSeed } from '../src/server/ops/admin-channel';
import { DEMO_EMAIL } from '../src/server/seed/demo';
import { DEFAULT_PASSWORD } from '../src/server/seed/factories';

const root = path.resolve(import.meta.dirname, '..');
const OUT = path.join(root, 'docs', 'screenshots');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4810);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(root, '.tmp', `screenshots-data-${PORT}`);

execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
rmSync(DATA_DIR, { recursive: true, force: true });
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let browser: Browser | undefined;
try {
  await waitForHealth();
  const seeded = await requestSeed(DATA_DIR);
  if (!seeded) throw new Error('the server did not answer on its admin channel');
  mkdirSync(OUT, { recursive: true });
  // The browser tests' Chromium, with their flags (playwright.config.ts).
  browser = await chromium.launch(playwrightConfig.use?.launchOptions);

  const laptop = await signedInTeacher(browser, { width: 1440, height: 900 });
  await openDashboard(laptop);
  await shoot(laptop, 'dashboard-laptop.png');

  const phone = await signedInTeacher(browser, { width: 390, height: 844 });
  await openDashboard(phone);
  await shoot(phone, 'dashboard-phone.png');

  const wall = await signedInTeacher(browser, { width: 1280, height: 720 });
  await wall.goto('/projector');
  await wall.getByText('Live', { exact: true }).waitFor();
  await wall.getByRole('list', { name: 'Top Performers' }).getByRole('listitem').first().waitFor();
  await shoot(wall, 'projector.png');

  // A parent linked to one child with the code from the teacher's letter, on their phone.
  const classes = await (await laptop.request.get('/api/classes')).json();
  const roster = await (await laptop.request.get(`/api/students?classId=${classes[0].id}`)).json();
  const child = roster.find((s: { balance: number }) => s.balance > 0) ?? roster[0];
  const invite = await laptop.request.post(`/api/students/${child.id}/family-invites`);
  const { code } = await invite.json();
  const family = await newPage(browser, { width: 390, height: 844 });
  const registered = await family.request.post('/api/families/register', {
    data: { code, name: `Sam ${child.lastName}`, email: 'family@example.org', password: DEFAULT_PASSWORD },
  });
  if (registered.status() !== 201)
    throw new Error(`family sign-up: ${registered.status()} ${await registered.text()}`);
  await family.goto(`/family/children/${child.id}`);
  await family.getByRole('heading', { name: `${child.firstName}’s week`, level: 1 }).waitFor();
  await family.getByRole('heading', { name: 'Points this week', exact: true }).waitFor();
  await shoot(family, 'family-phone.png');
  console.log(`✔ four screenshots in ${path.relative(process.cwd(), OUT)}/`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

async function newPage(b: Browser, viewport: { width: number; height: number }) {
  const context = await b.newContext({
    baseURL: BASE,
    viewport,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

async function signedInTeacher(b: Browser, viewport: { width: number; height: number }) {
  const page = await newPage(b, viewport);
  const res = await page.request.post('/api/teachers/login', {
    data: { email: DEMO_EMAIL, password: DEFAULT_PASSWORD },
  });
  if (!res.ok()) throw new Error(`teacher sign-in: ${res.status()} ${await res.text()}`);
  return page;
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await page.locator('#students ul[aria-label="Students"] > li').nth(5).waitFor();
}

/** Once the page is still: no request in flight, fonts and pictures loaded. */
async function shoot(page: Page, file: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(OUT, file) });
  console.log(`  ${file}`);
}
