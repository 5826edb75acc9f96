import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { classes, families, familyLinks, jobLeases, students, teachers } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { appLink } from '../accounts/links';
import { familyChildView } from './child-view';
import { childDisplayName } from './queries';

// The families' weekly email (decision 0102). Each instance checks every few minutes
// whether this week's slot (Friday 16:00 in TZ unless configured) has passed; one instance at a
// time does the work (a lease row), and each account is claimed by one UPDATE before its mail
// goes, so however many instances run, and even if a lease runs out mid-way, an account gets one
// email per slot.

const DAY_MS = 24 * 60 * 60 * 1000;
const LEASE = 'family-digest';
/** Long enough for a school's mails; a crashed holder blocks the others no longer than this. */
const LEASE_MS = 10 * 60 * 1000;
export const DIGEST_CHECK_MS = 5 * 60 * 1000;
export const DEFAULT_DIGEST = { day: 5, hour: 16 };

type DigestDeps = { db: Db; mailer: Mailer; config: Pick<AppConfig, 'publicUrl' | 'digest'> };

/** The latest weekly slot at or before `now` (local time, the server's TZ). */
export function digestSlot(now: Date, { day, hour } = DEFAULT_DIGEST): Date {
  const slot = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour);
  slot.setDate(slot.getDate() - ((slot.getDay() - day + 7) % 7));
  if (slot > now) slot.setDate(slot.getDate() - 7);
  return slot;
}

/** Takes the lease if nobody holds a live one; true if this holder has it now. */
async function takeLease(db: Db, holder: string) {
  const rows = await db
    .insert(jobLeases)
    .values({ name: LEASE, holder, until: sql`now() + make_interval(secs => ${LEASE_MS / 1000})` })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, until: sql`now() + make_interval(secs => ${LEASE_MS / 1000})` },
      setWhere: lt(jobLeases.until, sql`now()`),
    })
    .returning({ holder: jobLeases.holder });
  return rows[0]?.holder === holder;
}

const releaseLease = (db: Db, holder: string) =>
  db.delete(jobLeases).where(and(eq(jobLeases.name, LEASE), eq(jobLeases.holder, holder)));

export interface DigestRun {
  /** False when another instance held the lease: it does the sending. */
  ran: boolean;
  sent: number;
  slot: Date;
}

/**
 * Sends the weekly email to every opted-in family not yet sent this slot's. `now: true` (the
 * operators' `npm run digest -- --now`) makes the slot this moment: every opted-in account gets
 * one now, whatever it was sent before.
 */
export async function runFamilyDigest(
  deps: DigestDeps,
  opts: { at?: Date; now?: boolean; log?: { warn(o: object, m: string): void } } = {},
): Promise<DigestRun> {
  const at = opts.at ?? new Date();
  const slot = opts.now ? at : digestSlot(at, deps.config.digest ?? DEFAULT_DIGEST);
  const { db } = deps;
  const holder = randomUUID();
  if (!(await takeLease(db, holder))) return { ran: false, sent: 0, slot };
  let sent = 0;
  try {
    const due = await db
      .select({ id: families.id })
      .from(families)
      .where(
        and(
          eq(families.weeklyDigest, true),
          // Never to an address nobody has proven (decision 0115).
          eq(families.isVerified, true),
          or(isNull(families.lastDigestAt), lt(families.lastDigestAt, slot)),
        ),
      );
    for (const { id } of due) {
      // The claim: of two instances (or two runs), one UPDATE wins the account for this slot.
      const [claimed] = await db
        .update(families)
        .set({ lastDigestAt: slot })
        .where(
          and(
            eq(families.id, id),
            eq(families.weeklyDigest, true),
            eq(families.isVerified, true),
            or(isNull(families.lastDigestAt), lt(families.lastDigestAt, slot)),
          ),
        )
        .returning({ id: families.id, email: families.email, name: families.name });
      if (!claimed) continue;
      try {
        const message = await composeDigest(deps, claimed, slot);
        if (message) {
          await deps.mailer.send(message);
          sent++;
        }
      } catch (err) {
        // Given back, so the next check tries again (a mail server that was down).
        await db.update(families).set({ lastDigestAt: null }).where(eq(families.id, id));
        opts.log?.warn({ err, familyId: id }, 'weekly family email failed');
      }
    }
  } finally {
    await releaseLease(db, holder);
  }
  return { ran: true, sent, slot };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * One family's email: each child's week (the 7 days before the slot) in the classes whose teacher
 * left the weekly email on, with a link to the child's page. Null when no child is left to tell
 * about. Needs-work records are worded kindly: "things to work on".
 */
export async function composeDigest(
  deps: DigestDeps,
  family: { id: number; email: string; name: string },
  slot: Date,
) {
  const { db } = deps;
  const from = new Date(slot.getTime() - 7 * DAY_MS);
  const rows = await db
    .select({ student: students, className: classes.name, teacherName: teachers.name })
    .from(familyLinks)
    .innerJoin(students, eq(students.id, familyLinks.studentId))
    .innerJoin(classes, eq(classes.id, students.classId))
    .innerJoin(teachers, eq(teachers.id, classes.teacherId))
    .where(and(eq(familyLinks.familyId, family.id), eq(classes.familyDigest, true)))
    .orderBy(familyLinks.createdAt, students.id);
  if (!rows.length) return null;
  const sections: string[] = [];
  for (const row of rows) {
    const view = await familyChildView(db, row, slot);
    const week = view.records.filter((r) => Date.parse(r.date) > from.getTime());
    const homework = view.homework.filter((h) => Date.parse(h.date) > from.getTime());
    const badges = view.badges.filter((b) => b.earnedAt && Date.parse(b.earnedAt) > from.getTime());
    const points = week.reduce((sum, r) => sum + r.points, 0);
    const count = (list: typeof week) => {
      const by = new Map<string, number>();
      for (const r of list) by.set(r.type, (by.get(r.type) ?? 0) + 1);
      return [...by].map(([type, n]) => (n > 1 ? `${type} ×${n}` : type)).join(', ');
    };
    const good = week.filter((r) => r.points > 0);
    const toWork = week.filter((r) => r.points < 0);
    const lines = [
      `${childDisplayName(row.student)} — ${row.className} (${row.teacherName})`,
      `Points this week: ${signed(points)} (${plural(week.length, 'record')})`,
      good.length ? `Well done for: ${count(good)}` : 'No points awarded this week yet.',
      ...(toWork.length ? [`Things to work on together: ${count(toWork)}`] : []),
      ...(homework.length
        ? [
            `Homework: ${signed(homework.reduce((s, h) => s + h.points, 0))} points (${plural(homework.length, 'entry', 'entries')})`,
          ]
        : []),
      ...(badges.length ? [`New badges: ${badges.map((b) => b.name).join(', ')}`] : []),
      `See the week: ${appLink(deps.config, `/family/children/${row.student.id}`)}`,
    ];
    sections.push(lines.join('\n'));
  }
  const link = appLink(deps.config, '/family');
  const names = rows.map((r) => r.student.firstName).join(' and ');
  return {
    to: family.email,
    subject: `This week at school: ${names}`,
    text: [
      `Hello ${family.name},`,
      '',
      "Here is this week's summary from Remote Chalk.",
      '',
      sections.join('\n\n'),
      '',
      `Your family page: ${link}`,
      '',
      'You get this email because you turned on the weekly summary. Turn it off in the settings of your family page.',
    ].join('\n'),
    link,
  };
}

/** Checks every interval whether the weekly email is due (every instance may; the lease keeps it once). */
export function startDigestScheduler(
  deps: DigestDeps,
  intervalMs: number,
  log: { warn(o: object, m: string): void },
) {
  if (intervalMs <= 0) return () => {};
  const run = () =>
    runFamilyDigest(deps, { log }).catch((err) => log.warn({ err }, 'weekly family email run failed'));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
