// The families' weekly email (decision 0102): what it says, who gets it, and that it
// goes once per account per week, also with two app instances on one PostgreSQL database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLeases } from '../../src/server/db/schema';
import type { MailMessage } from '../../src/server/mail/mailer';
import { digestSlot, runFamilyDigest } from '../../src/server/modules/families/digest';
import { call } from '../support/accounts';
import { classroom } from '../support/classroom';
import { inviteFor, registerFamily } from '../support/families';
import { createSecondApp, createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://chalk.example.org', digestIntervalMs: 0 });
});
afterAll(() => t.close());

const deps = () => t.app.deps;

async function familyWithDigest() {
  const room = await classroom(t, 3);
  const teacherCookie = await t.cookieFor({ kind: 'teacher', id: room.teacher.id });
  const [child, classmate] = room.mine.students;
  const fam = await registerFamily(t, await inviteFor(t, teacherCookie, child.id), 'Robin Family');
  const on = await call(t, 'PATCH', '/api/families/me', {
    cookie: fam.cookie,
    payload: { weeklyDigest: true },
  });
  expect(on.statusCode).toBe(200);
  return { ...room, teacherCookie, child, classmate, fam };
}

const mailsTo = (list: MailMessage[], to: string) => list.filter((m) => m.to === to);

describe('digestSlot', () => {
  it('is the latest Friday 16:00 at or before now (local time)', () => {
    const friday = digestSlot(new Date(2026, 10, 27, 16, 0));
    expect([friday.getDay(), friday.getHours(), friday.getDate()]).toEqual([5, 16, 27]);
    const before = digestSlot(new Date(2026, 10, 27, 15, 59));
    expect(before.getDate()).toBe(20);
    const monday = digestSlot(new Date(2026, 10, 30, 9, 0), { day: 1, hour: 8 });
    expect([monday.getDay(), monday.getHours(), monday.getDate()]).toEqual([1, 8, 30]);
  });
});

describe('the weekly family email', () => {
  it("tells each child's week kindly, with links, and nothing about classmates", async () => {
    const r = await familyWithDigest();
    const award = (studentId: number, type: string, points: number) =>
      call(t, 'POST', '/api/behaviors', { cookie: r.teacherCookie, payload: { studentId, type, points } });
    await award(r.child.id, 'Hard Work', 2);
    await award(r.child.id, 'Hard Work', 2);
    await award(r.child.id, 'Off Task', -1);
    await award(r.classmate.id, 'Leadership', 3);
    const hw = await call(t, 'PATCH', `/api/students/${r.child.id}/homework`, {
      cookie: r.teacherCookie,
      payload: { points: 5, description: 'Worksheet' },
    });
    expect(hw.statusCode, hw.body).toBeLessThan(300);
    const before = t.mail.length;
    const run = await runFamilyDigest(deps(), { now: true });
    expect(run.ran).toBe(true);
    const mine = mailsTo(t.mail.slice(before), r.fam.email);
    expect(mine).toHaveLength(1);
    const { subject, text, link } = mine[0];
    expect(subject).toBe(`This week at school: ${r.child.firstName}`);
    expect(text).toContain('Hello Robin Family,');
    expect(text).toContain(`${r.child.firstName} ${r.child.lastName} — ${r.mine.klass.name}`);
    expect(text).toContain('Points this week: +3 (3 records)');
    expect(text).toContain('Well done for: Hard Work ×2');
    expect(text).toContain('Things to work on together: Off Task');
    expect(text).toContain('Homework: +5 points (1 entry)');
    expect(text).toContain(`https://chalk.example.org/family/children/${r.child.id}`);
    expect(link).toBe('https://chalk.example.org/family');
    expect(text).not.toContain(r.classmate.firstName);
    expect(text).not.toContain('Leadership');
  });

  it('goes only to families that opted in, and leaves out classes whose teacher turned it off', async () => {
    const r = await familyWithDigest();
    const quiet = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.classmate.id));
    const off = await call(t, 'PATCH', `/api/classes/${r.mine.klass.id}/family-settings`, {
      cookie: r.teacherCookie,
      payload: { familyDigest: false },
    });
    expect(off.statusCode).toBe(200);
    const before = t.mail.length;
    await runFamilyDigest(deps(), { now: true });
    const sent = t.mail.slice(before);
    expect(mailsTo(sent, quiet.email)).toEqual([]);
    // Its only child's class is off: nothing to tell.
    expect(mailsTo(sent, r.fam.email)).toEqual([]);
    // A sibling in a class with the email on is told about; the other child is left out.
    const otherTeacherCookie = await t.cookieFor({ kind: 'teacher', id: r.otherTeacher.id });
    const sibling = r.theirs.students[0];
    await call(t, 'POST', '/api/families/children', {
      cookie: r.fam.cookie,
      payload: { code: await inviteFor(t, otherTeacherCookie, sibling.id) },
    });
    const again = t.mail.length;
    await runFamilyDigest(deps(), { now: true });
    const mine = mailsTo(t.mail.slice(again), r.fam.email);
    expect(mine).toHaveLength(1);
    expect(mine[0].text).toContain(sibling.firstName);
    expect(mine[0].text).not.toContain(`${r.child.firstName} ${r.child.lastName}`);
  });

  it('is sent once per slot: a second run that week sends nothing, the next week again', async () => {
    const r = await familyWithDigest();
    const friday = new Date(2099, 0, 2, 17, 0); // a Friday, after 16:00
    const first = t.mail.length;
    await runFamilyDigest(deps(), { at: friday });
    expect(mailsTo(t.mail.slice(first), r.fam.email)).toHaveLength(1);
    const later = t.mail.length;
    await runFamilyDigest(deps(), { at: new Date(2099, 0, 3, 9, 0) });
    expect(mailsTo(t.mail.slice(later), r.fam.email)).toEqual([]);
    const nextWeek = t.mail.length;
    await runFamilyDigest(deps(), { at: new Date(2099, 0, 9, 16, 1) });
    expect(mailsTo(t.mail.slice(nextWeek), r.fam.email)).toHaveLength(1);
  });

  it('does nothing while another holder has the lease', async () => {
    await familyWithDigest();
    await t.database.db
      .insert(jobLeases)
      .values({ name: 'family-digest', holder: 'someone-else', until: new Date(Date.now() + 60_000) });
    const before = t.mail.length;
    const run = await runFamilyDigest(deps(), { now: true });
    expect(run).toMatchObject({ ran: false, sent: 0 });
    expect(t.mail.length).toBe(before);
    await t.database.db.delete(jobLeases).where(eq(jobLeases.name, 'family-digest'));
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two instances on one PostgreSQL database send each account one email',
    async () => {
      const families = [await familyWithDigest(), await familyWithDigest(), await familyWithDigest()];
      const secondMail: MailMessage[] = [];
      const second = await createSecondApp(t, { digestIntervalMs: 0 }, secondMail);
      try {
        const first = t.mail.length;
        const at = new Date(2100, 0, 1, 16, 30); // a Friday after the slot
        // Several rounds at once from both instances: the lease and the per-account claim hold.
        await Promise.all([
          runFamilyDigest(deps(), { at }),
          runFamilyDigest(second.app.deps, { at }),
          runFamilyDigest(deps(), { at }),
          runFamilyDigest(second.app.deps, { at }),
        ]);
        await Promise.all([runFamilyDigest(deps(), { at }), runFamilyDigest(second.app.deps, { at })]);
        const all = [...t.mail.slice(first), ...secondMail];
        for (const f of families) expect(mailsTo(all, f.fam.email), f.fam.email).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );
});
