// Runs in a worker thread so the load generator does not share the server's event loop.
// Each virtual client has its own session, URL and body (e.g. its own teacher's class), and
// sends its next request `pacingMs` after the previous one started (or at once, if that one
// took longer): concurrent users at a steady pace, not a saturation test (docs/decisions/0011).
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';

const { method, clients, total, pacingMs = 0 } = workerData;
const latencies = [];
let next = 0;
let failures = 0;
let firstFailure;
async function run({ url, cookie, body }, index) {
  const payload = body ? JSON.stringify(body) : undefined;
  // Spread the clients' first requests over one pacing interval.
  if (pacingMs > 0) await sleep((pacingMs * index) / clients.length);
  while (next < total) {
    next++;
    const t0 = performance.now();
    const res = await fetch(url, {
      method,
      body: payload,
      headers: { cookie, ...(payload && { 'content-type': 'application/json' }) },
    });
    const text = await res.text();
    const elapsed = performance.now() - t0;
    latencies.push(elapsed);
    if (!res.ok) {
      failures++;
      firstFailure ??= `${res.status} ${text.slice(0, 200)}`;
    }
    if (pacingMs > elapsed) await sleep(pacingMs - elapsed);
  }
}
await Promise.all(clients.map(run));
parentPort.postMessage({ latencies, failures, firstFailure });
