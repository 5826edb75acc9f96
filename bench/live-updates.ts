// The live-update budget (docs/architecture.md#budgets, decision 0038): an award in a class with a teacher
// dashboard, a projector and 30 student dashboards open costs at most one HTTP request per
// screen, and none for a plain balance change. Real SSE subscribers on the running server; each
// screen's requests are counted by the client's own rule (liveChangePlan and a QueryClient
// holding the keys that screen shows), since a browser per screen would not fit the machine.
// Part of `npm run bench`; on its own, on a fresh PGlite: `npx tsx bench/live-updates.ts`.
import { pathToFileURL } from 'node:url';
import { QueryClient } from '@tanstack/react-query';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions';
import type { Database } from '../src/server/db/client';
import { createClassWithStudents, createTeacher } from '../src/server/seed/factories';
import type { StudentFigures } from '../src/shared/events/figures';
import { liveChangePlan, parseChangeEvent, queryKeysForTopic } from '../src/shared/events/topics';
import { openEventStream, type SseStream } from '../tests/support/sse-client';
import { startInProcessApp } from './in-process-app';

const CLASS_SIZE = 30;
const AWARDS = 20;
/** The student dashboards' history limit (features/student-portal). */
const HISTORY = 1000;

interface Screen {
  name: string;
  stream: SseStream;
  /** The reads this screen shows (an active query is refetched when invalidated). */
  keys: readonly (readonly unknown[])[];
  /** Whose figures it may see: a student's own id, 'all' (teacher), or 'projector'. */
  sees: number | 'all' | 'projector';
}

/** Requests one event costs a screen: its shown reads the event leaves out of date. */
function requestsFor(screen: Screen, data: string, rule: 'figures' | 'topic'): number {
  const event = parseChangeEvent(data);
  if (!event) return 0;
  const refetch = rule === 'figures' ? liveChangePlan(event).refetch : queryKeysForTopic(event.topic);
  const client = new QueryClient();
  for (const key of screen.keys) client.setQueryData(key, 'cached');
  for (const key of refetch) void client.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
  return screen.keys.filter((key) => client.getQueryState(key)?.isInvalidated).length;
}

/** A privacy breach in one message, or null: figures beyond what the screen may see. */
function breach(screen: Screen, data: string): string | null {
  const students = (JSON.parse(data) as { students?: StudentFigures[] }).students ?? [];
  for (const s of students) {
    if (
      screen.sees === 'projector' &&
      (s.balance === undefined || s.balance < 0 || Object.keys(s).length !== 2)
    )
      return `${screen.name} got ${JSON.stringify(s)}`;
    if (typeof screen.sees === 'number' && s.id !== screen.sees) return `${screen.name} got student ${s.id}`;
  }
  return null;
}

export interface LiveUpdatesResult {
  ok: boolean;
  screens: number;
  awards: number;
  /** Requests per award over all screens: with figures, and by the topic-only rule before. */
  requestsPerAward: number;
  requestsPerAwardBefore: number;
  maxPerScreen: number;
  teacherRequests: number;
  /** Award answered → every screen has the event (ms). */
  deliveryP50: number;
  deliveryP99: number;
  breaches: string[];
}

export async function measureLiveUpdates(address: string, database: Database): Promise<LiveUpdatesResult> {
  const db = database.db;
  const teacher = await createTeacher(db);
  const { klass, students } = await createClassWithStudents(db, teacher.id, CLASS_SIZE);
  const cookie = async (p: { kind: 'teacher' | 'student'; id: number }) =>
    `${SESSION_COOKIE}=${(await createSession(db, p)).token}`;
  const teacherCookie = await cookie({ kind: 'teacher', id: teacher.id });
  const screens: Screen[] = [
    {
      name: 'teacher dashboard',
      stream: await openEventStream(address, teacherCookie),
      keys: [['/api/students', { classId: klass.id }], ['/api/classes'], ['/api/skills']],
      sees: 'all',
    },
    {
      name: 'projector',
      stream: await openEventStream(address, teacherCookie, '/api/events?view=projector'),
      keys: [['/api/projector', { classId: klass.id }], ['/api/classes']],
      sees: 'projector',
    },
  ];
  for (const s of students) {
    screens.push({
      name: `student ${s.id}`,
      stream: await openEventStream(address, await cookie({ kind: 'student', id: s.id })),
      keys: [
        ['/api/students', s.id],
        ['/api/behaviors', { studentId: s.id, limit: HISTORY }],
        ['/api/homework', { studentId: s.id, limit: HISTORY }],
        ['/api/students', s.id, 'skills'],
      ],
      sees: s.id,
    });
  }
  await Promise.all(screens.map((s) => s.stream.waitFor((m) => m.event === 'ready', 10_000)));

  const perScreen = new Map(screens.map((s) => [s, 0]));
  let before = 0;
  const delivery: number[] = [];
  const breaches: string[] = [];
  for (let i = 0; i < AWARDS; i++) {
    const seen = new Map(screens.map((s) => [s, s.stream.messages.length]));
    // Alternately the whole class (a class-wide award) and one student, down as well as up.
    const studentIds = i % 2 === 0 ? students.map((s) => s.id) : [students[i % CLASS_SIZE].id];
    const res = await fetch(`${address}/api/behaviors/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: teacherCookie },
      body: JSON.stringify({ studentIds, type: 'Bench', points: i % 4 === 1 ? -3 : 1 }),
    });
    if (res.status !== 201) throw new Error(`award answered ${res.status}: ${await res.text()}`);
    const answered = performance.now();
    await Promise.all(
      screens.map((s) =>
        s.stream.waitFor(
          (m) => m.event === 'message' && s.stream.messages.indexOf(m) >= (seen.get(s) ?? 0),
          10_000,
        ),
      ),
    );
    delivery.push(performance.now() - answered);
    for (const s of screens) {
      for (const m of s.stream.messages.slice(seen.get(s)).filter((x) => x.event === 'message')) {
        perScreen.set(s, (perScreen.get(s) ?? 0) + requestsFor(s, m.data, 'figures'));
        before += requestsFor(s, m.data, 'topic');
        const wrong = breach(s, m.data);
        if (wrong) breaches.push(wrong);
      }
    }
  }
  for (const s of screens) s.stream.close();

  const total = [...perScreen.values()].reduce((a, b) => a + b, 0);
  const maxPerScreen = Math.max(...[...perScreen.values()].map((n) => n / AWARDS));
  const teacherRequests = perScreen.get(screens[0]) ?? 0;
  delivery.sort((a, b) => a - b);
  const pct = (p: number) => delivery[Math.min(delivery.length - 1, Math.floor((p / 100) * delivery.length))];
  return {
    ok: maxPerScreen <= 1 && teacherRequests === 0 && breaches.length === 0,
    screens: screens.length,
    awards: AWARDS,
    requestsPerAward: total / AWARDS,
    requestsPerAwardBefore: before / AWARDS,
    maxPerScreen,
    teacherRequests,
    deliveryP50: pct(50),
    deliveryP99: pct(99),
    breaches,
  };
}

export const describeLiveUpdates = (r: LiveUpdatesResult) =>
  `${r.ok ? 'PASS' : 'FAIL'}  live updates, ${r.screens} screens open (teacher, projector, ${r.screens - 2} students), ${r.awards} awards: ` +
  `${r.requestsPerAward.toFixed(1)} requests per award (${r.requestsPerAwardBefore.toFixed(1)} by refetching the topic), ` +
  `at most ${r.maxPerScreen.toFixed(2)} per screen (budget 1), teacher dashboard ${r.teacherRequests} (budget 0); ` +
  `every screen has the event ${r.deliveryP50.toFixed(1)} ms p50, ${r.deliveryP99.toFixed(1)} ms p99 after the award's answer` +
  (r.breaches.length ? `; PRIVACY: ${r.breaches.slice(0, 3).join('; ')}` : '');

/**
 * The scenario on its own small app (in-process PGlite): it counts requests per screen, which
 * does not depend on the district's size, and needs the database at hand to make its class.
 */
export async function runLiveUpdatesInProcess(): Promise<LiveUpdatesResult> {
  const { database, address, close } = await startInProcessApp({ eventsHeartbeatMs: 60_000 });
  try {
    return await measureLiveUpdates(address, database);
  } finally {
    await close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await runLiveUpdatesInProcess();
  console.log(describeLiveUpdates(r));
  process.exit(r.ok ? 0 : 1);
}
