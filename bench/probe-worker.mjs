// Paced reads while a long write runs (bench/long-writes.ts), in a worker thread so its timing
// never waits on the server's event loop. Each target is read every `pacingMs`, latency counted
// from the intended send time (a stall counts against every read scheduled behind it), until the
// parent posts 'stop'.
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';

const { origin, targets, pacingMs } = workerData;
let stopping = false;
parentPort.on('message', (m) => {
  if (m === 'stop') stopping = true;
});

const latencies = Object.fromEntries(targets.map((t) => [t.name, []]));
let failures = 0;
let firstFailure;
const start = performance.now();
parentPort.postMessage({ type: 'started' });
await Promise.all(
  targets.map(async (target, k) => {
    for (let j = 0; !stopping; j++) {
      const intended = start + (j + k / targets.length) * pacingMs;
      const wait = intended - performance.now();
      if (wait > 0) await sleep(wait);
      try {
        const res = await fetch(`${origin}${target.path}`, { headers: { cookie: target.cookie ?? '' } });
        await res.arrayBuffer();
        if (!res.ok) {
          failures++;
          firstFailure ??= `${res.status} ${target.path}`;
        }
      } catch (err) {
        failures++;
        firstFailure ??= `${target.path}: ${err.message}`;
      }
      latencies[target.name].push(performance.now() - intended);
    }
  }),
);
parentPort.postMessage({ type: 'done', latencies, failures, firstFailure });
