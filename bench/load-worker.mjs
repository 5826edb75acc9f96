// The load generator of `npm run bench`, in a worker thread so it never shares an event loop
// with anything it measures (the servers are separate processes anyway; docs/decisions/0040).
//
// Each connection is one keep-alive socket (node:http, one Agent of one socket per connection),
// sending what a browser sends (cookie, Accept-Encoding: gzip, deflate, br; Sec-Fetch-Site).
// Requests go round-robin through `targets` (many classes and teachers), so no answer is cached
// hot by repetition.
//
// mode 'closed': every connection sends its next request as soon as the previous answer is read,
//   for `durationMs` after `warmupMs`: capacity at saturation. With `count`, it sends each of the
//   first `count` targets once instead, however long that takes (a term of writes).
// mode 'paced': connection k intends to send request j at start + (k/N + j) * pacingMs and sends
//   it then, or when its previous answer arrives if that is later; the first warmupMs of the
//   schedule are not measured. Latency is measured from the INTENDED time, so a stall delays and
//   counts against every request scheduled behind it (no coordinated omission).
//
// The parent is told 'measuring' when the measured window starts (it samples the server's CPU
// then) and gets the result when the window's last answer has arrived.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';

const {
  mode,
  origin,
  targets,
  connections,
  durationMs,
  warmupMs = 0,
  pacingMs = 0,
  count: limit,
} = workerData;
const base = new URL(origin);

let cursor = 0;
const nextTarget = () => targets[cursor++ % targets.length];

function send(agent, target) {
  return new Promise((resolve) => {
    const payload = target.body === undefined ? undefined : JSON.stringify(target.body);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: target.method ?? 'GET',
        path: target.path,
        agent,
        headers: {
          accept: 'application/json',
          'accept-encoding': 'gzip, deflate, br',
          'sec-fetch-site': 'same-origin',
          ...(target.cookie && { cookie: target.cookie }),
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (res) => {
        const chunks = [];
        const failed = res.statusCode < 200 || res.statusCode >= 300;
        res.on('data', (c) => failed && chunks.push(c));
        res.on('end', () =>
          resolve(
            failed
              ? `${res.statusCode} ${target.path}: ${Buffer.concat(chunks).toString().slice(0, 200)}`
              : null,
          ),
        );
      },
    );
    req.on('error', (err) => resolve(`${target.path}: ${err.message}`));
    req.end(payload);
  });
}

const agents = Array.from({ length: connections }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
let failures = 0;
let firstFailure;
const fail = (message) => {
  failures++;
  firstFailure ??= message;
};

async function closedLoop() {
  let measuring = false;
  let count = 0;
  const latencies = [];
  const warmEnd = performance.now() + warmupMs;
  const end = warmEnd + durationMs;
  let started = 0;
  async function connection(agent) {
    for (;;) {
      const now = performance.now();
      if (limit === undefined ? now >= end : cursor >= limit) return;
      if (!measuring && now >= warmEnd) {
        measuring = true;
        started = now;
        parentPort.postMessage({ type: 'measuring' });
      }
      const inWindow = measuring;
      const t0 = performance.now();
      const error = await send(agent, nextTarget());
      if (error) fail(error);
      if (inWindow) {
        count++;
        latencies.push(performance.now() - t0);
      }
    }
  }
  await Promise.all(agents.map(connection));
  return { count, latencies, elapsedMs: performance.now() - started };
}

async function paced() {
  // Warm-up at the measured pace, unmeasured: the same schedule, started warmupMs earlier. A
  // closed-loop warm-up saturated the server just before the window and left its backlog (on
  // PostgreSQL ~28 MB/s of WAL for the award rows, written back during the first seconds of the
  // window) to be measured as if 20 paced teachers had caused it (docs/decisions/0112).
  const warmPerConnection = Math.floor(warmupMs / pacingMs);
  const perConnection = Math.max(1, Math.floor(durationMs / pacingMs));
  const latencies = [];
  const begin = performance.now() + 50;
  const start = begin + warmPerConnection * pacingMs;
  const measuring = sleep(start - performance.now()).then(() =>
    parentPort.postMessage({ type: 'measuring' }),
  );
  await Promise.all(
    agents.map(async (agent, k) => {
      for (let j = 0; j < warmPerConnection + perConnection; j++) {
        const intended = begin + (k / connections + j) * pacingMs;
        const wait = intended - performance.now();
        if (wait > 0) await sleep(wait);
        const error = await send(agent, nextTarget());
        if (error) fail(error);
        if (j >= warmPerConnection) latencies.push(performance.now() - intended);
      }
    }),
  );
  await measuring;
  return { count: latencies.length, latencies, elapsedMs: performance.now() - start };
}

const result = mode === 'paced' ? await paced() : await closedLoop();
for (const a of agents) a.destroy();
parentPort.postMessage({ type: 'done', ...result, failures, firstFailure });
