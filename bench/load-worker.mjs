// Runs in a worker thread so the load generator does not share the server's event loop.
// Each virtual client has its own session and body (e.g. its own teacher's class).
import { parentPort, workerData } from 'node:worker_threads';

const { url, method, clients, total } = workerData;
const latencies = [];
let next = 0;
let failures = 0;
let firstFailure;
async function run({ cookie, body }) {
  const payload = body ? JSON.stringify(body) : undefined;
  while (next < total) {
    next++;
    const t0 = performance.now();
    const res = await fetch(url, {
      method,
      body: payload,
      headers: { cookie, ...(payload && { 'content-type': 'application/json' }) },
    });
    const text = await res.text();
    latencies.push(performance.now() - t0);
    if (!res.ok) {
      failures++;
      firstFailure ??= `${res.status} ${text.slice(0, 200)}`;
    }
  }
}
await Promise.all(clients.map(run));
parentPort.postMessage({ latencies, failures, firstFailure });
