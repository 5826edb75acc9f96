// Thousands of open live-update streams on one app process: the screens of ~157
// classes (teacher dashboard, projector, 30 students each: 32 per class, ~5,000 in all) stay
// open while teachers award; the bench reports the app's memory per open stream, how long an
// award's event takes to reach its class's 32 screens after the award's answer, and the award's
// own latency under that load. The client is light on purpose: one raw socket per stream, no
// SSE parser beyond finding `"topic":"behaviors"` in what arrives, so 5,000 of them fit in the
// bench process beside the load generator.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchStudentToken, benchToken, type DistrictTargets } from './generate';
import { percentile } from './load';
import { rssMiBOf, type ServerProcess } from './procs';
import { shuffled } from './reads';

export const STREAMS_TOTAL = Number(process.env.BENCH_STREAMS ?? 5000);
const SCREENS_PER_CLASS = 32;
const AWARDS = Number(process.env.BENCH_STREAM_AWARDS ?? 60);
/** Budgets: an award reaches its class's screens within 250 ms (p99) of its answer. */
export const STREAM_DELIVERY_P99_MS = 250;

interface Stream {
  socket: net.Socket;
  classId: number;
  /** Resolves the current award's wait when this screen sees a behaviours event. */
  onAward?: (at: number) => void;
}

function open(origin: URL, path: string, cookie: string, classId: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(origin.port), origin.hostname);
    const stream: Stream = { socket, classId };
    let ready = false;
    socket.setEncoding('latin1');
    socket.once('error', reject);
    socket.on('connect', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${origin.host}\r\nCookie: ${cookie}\r\nAccept: text/event-stream\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk: string) => {
      if (!ready) {
        if (!chunk.startsWith('HTTP/1.1 200')) {
          reject(new Error(`stream ${path} answered ${chunk.split('\r\n')[0]}`));
          socket.destroy();
          return;
        }
        ready = true;
        resolve(stream);
      }
      if (stream.onAward && chunk.includes('"topic":"behaviors"')) stream.onAward(performance.now());
    });
  });
}

export interface StreamsResult {
  streams: number;
  classes: number;
  /** App RSS before and with the streams open (MiB), and the difference per stream (KiB). */
  rssBeforeMiB: number;
  rssOpenMiB: number;
  perStreamKiB: number;
  openedInS: number;
  awards: number;
  /** Award answered → each screen of its class has the event (ms), over every screen and award. */
  deliveryP50: number;
  deliveryP99: number;
  missed: number;
  /** The award's own latency (ms) with the streams open. */
  awardP50: number;
  awardP99: number;
  failures: string[];
}

/** Opens the streams in batches (the server resolves each one's session), measures, closes. */
export async function measureStreams(app: ServerProcess, district: DistrictTargets): Promise<StreamsResult> {
  const origin = new URL(app.origin);
  const classes = shuffled(district.classes, 9090).slice(0, Math.ceil(STREAMS_TOTAL / SCREENS_PER_CLASS));
  const plan: { path: string; cookie: string; classId: number }[] = [];
  for (const c of classes) {
    const teacher = `rc_session=${benchToken(c.teacherId)}`;
    plan.push({ path: '/api/events', cookie: teacher, classId: c.id });
    plan.push({ path: '/api/events?view=projector', cookie: teacher, classId: c.id });
    for (const id of c.studentIds.slice(0, SCREENS_PER_CLASS - 2))
      plan.push({ path: '/api/events', cookie: `rc_session=${benchStudentToken(id)}`, classId: c.id });
  }
  const wanted = plan.slice(0, STREAMS_TOTAL);
  await sleep(500);
  const rssBeforeMiB = rssMiBOf(app.pid);
  const streams: Stream[] = [];
  const failures: string[] = [];
  const t0 = performance.now();
  for (let i = 0; i < wanted.length; i += 100) {
    const batch = await Promise.allSettled(
      wanted.slice(i, i + 100).map((p) => open(origin, p.path, p.cookie, p.classId)),
    );
    for (const r of batch) {
      if (r.status === 'fulfilled') streams.push(r.value);
      else if (failures.length < 3) failures.push((r.reason as Error).message);
    }
  }
  const openedInS = (performance.now() - t0) / 1000;
  await sleep(2000);
  const rssOpenMiB = rssMiBOf(app.pid);

  const byClass = new Map<number, Stream[]>();
  for (const s of streams) byClass.set(s.classId, [...(byClass.get(s.classId) ?? []), s]);
  const delivery: number[] = [];
  const awardMs: number[] = [];
  let missed = 0;
  for (let i = 0; i < AWARDS; i++) {
    const c = classes[i % classes.length];
    const screens = byClass.get(c.id) ?? [];
    const arrived: number[] = [];
    const all = new Promise<void>((resolve) => {
      for (const s of screens)
        s.onAward = (at) => {
          s.onAward = undefined;
          arrived.push(at);
          if (arrived.length === screens.length) resolve();
        };
    });
    const sent = performance.now();
    const res = await fetch(`${app.origin}/api/behaviors/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `rc_session=${benchToken(c.teacherId)}` },
      body: JSON.stringify({
        studentIds: c.studentIds.slice(0, 20),
        type: 'Hard Work',
        points: 2,
        description: 'bench',
      }),
    });
    await res.text();
    const answered = performance.now();
    awardMs.push(answered - sent);
    if (res.status !== 201 && failures.length < 3) failures.push(`award answered ${res.status}`);
    await Promise.race([all, sleep(5000)]);
    for (const s of screens) s.onAward = undefined;
    missed += screens.length - arrived.length;
    // An event that arrives before the answer has reached the client counts as 0 ms.
    for (const at of arrived) delivery.push(Math.max(0, at - answered));
    await sleep(100);
  }
  for (const s of streams) s.socket.destroy();
  delivery.sort((a, b) => a - b);
  awardMs.sort((a, b) => a - b);
  return {
    streams: streams.length,
    classes: classes.length,
    rssBeforeMiB,
    rssOpenMiB,
    perStreamKiB: streams.length ? ((rssOpenMiB - rssBeforeMiB) * 1024) / streams.length : Number.NaN,
    openedInS,
    awards: AWARDS,
    deliveryP50: percentile(delivery, 50),
    deliveryP99: percentile(delivery, 99),
    missed,
    awardP50: percentile(awardMs, 50),
    awardP99: percentile(awardMs, 99),
    failures,
  };
}
