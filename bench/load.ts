// Runs one load phase in a worker thread (bench/load-worker.mjs) against a server process and
// reads that process's CPU time at the start and end of the measured window.
import { Worker } from 'node:worker_threads';
import type { ServerProcess } from './procs';

export interface LoadTarget {
  method?: 'GET' | 'POST';
  path: string;
  cookie?: string;
  body?: unknown;
}

export interface LoadOptions {
  mode: 'closed' | 'paced';
  targets: LoadTarget[];
  connections: number;
  durationMs: number;
  warmupMs?: number;
  /** Paced mode: each connection's interval between intended sends. */
  pacingMs?: number;
  /** Closed mode: send each of the first `count` targets once (durationMs is then ignored). */
  count?: number;
}

export interface LoadResult {
  count: number;
  failures: number;
  firstFailure?: string;
  /** Requests per second over the measured window. */
  rate: number;
  /** Server process CPU per request in µs over the measured window. */
  cpuPerRequest: number;
  p50: number;
  p99: number;
  max: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export function runLoad(server: ServerProcess, opts: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { ...opts, origin: server.origin },
    });
    let cpu0 = server.cpuMicros();
    w.on('message', (m: { type: string } & Record<string, unknown>) => {
      if (m.type === 'measuring') {
        cpu0 = server.cpuMicros();
        return;
      }
      const cpu = server.cpuMicros() - cpu0;
      const latencies = (m.latencies as number[]).sort((a, b) => a - b);
      const count = m.count as number;
      resolve({
        count,
        failures: m.failures as number,
        firstFailure: m.firstFailure as string | undefined,
        rate: count / ((m.elapsedMs as number) / 1000),
        cpuPerRequest: count ? cpu / count : Number.NaN,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? Number.NaN,
      });
      void w.terminate();
    });
    w.once('error', reject);
  });
}
