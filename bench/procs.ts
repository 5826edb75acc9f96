// Server processes of the bench: the app (the production entry, dist/server/main.js) and the
// floor (bench/floor-server.ts), each its own process so its CPU time and peak memory can be read
// from /proc/<pid> (docs/decisions/0040).
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const CLK_TCK = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  origin: string;
  /** User + system CPU time of the process so far, in µs (clock-tick resolution). */
  cpuMicros(): number;
  /** Peak resident memory (VmHWM) in MiB. */
  peakMiB(): number;
  stop(): Promise<void>;
}

export function cpuMicrosOf(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start at field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime (14) + stime (15)
  return (ticks * 1e6) / CLK_TCK;
}

export function peakMiBOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Resident memory now (VmRSS) in MiB. */
export function rssMiBOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * Where the resident memory is: WebAssembly's linear memory (PGlite's PostgreSQL) is a read-write
 * mapping followed by the rest of its 10 GiB reservation, inaccessible; everything else is V8's
 * heaps, native buffers and code. Resident MiB of each.
 */
export function memoryMapOf(pid: number): { wasmMiB: number; otherMiB: number } {
  const maps: { start: bigint; end: bigint; perms: string; rssKb: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (head)
      maps.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3], rssKb: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length) maps[maps.length - 1].rssKb = Number(rss[1]);
  }
  let wasm = 0;
  let total = 0;
  for (let i = 0; i < maps.length; i++) {
    const m = maps[i];
    total += m.rssKb;
    const next = maps[i + 1];
    const reserved = next && next.start === m.end && next.perms.startsWith('---') ? next.end - m.start : 0n;
    if (m.perms.startsWith('rw') && reserved >= 8n * 2n ** 30n) wasm += m.rssKb;
  }
  return { wasmMiB: wasm / 1024, otherMiB: (total - wasm) / 1024 };
}

/**
 * Starts `node ...args` with env, stdout and stderr to `logFile` (the request log, as an operator
 * would keep it), and waits until `readyPath` answers 200.
 */
export async function startServer(opts: {
  args: string[];
  env: Record<string, string | undefined>;
  port: number;
  readyPath: string;
  logFile: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const log = openSync(opts.logFile, 'w');
  const child = spawn(process.execPath, opts.args, {
    env: { ...process.env, ...opts.env, PORT: String(opts.port) },
    stdio: ['ignore', log, log],
  });
  const pid = child.pid;
  if (!pid) throw new Error(`could not start ${opts.args.join(' ')}`);
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `exited with ${code ?? signal}`;
  });
  const origin = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (exited) throw new Error(`${opts.args.join(' ')} ${exited} before it was ready; see ${opts.logFile}`);
    try {
      const res = await fetch(origin + opts.readyPath);
      await res.text();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `${opts.args.join(' ')} not ready after ${opts.timeoutMs ?? 180_000} ms; see ${opts.logFile}`,
      );
    }
    await sleep(200);
  }
  return {
    child,
    pid,
    origin,
    cpuMicros: () => cpuMicrosOf(pid),
    peakMiB: () => peakMiBOf(pid),
    stop: async () => {
      if (exited) return;
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** Every server this bench started, so a failure or Ctrl-C still stops them (by pid). */
const running = new Set<ServerProcess>();
export function track(server: ServerProcess) {
  running.add(server);
  server.child.once('exit', () => running.delete(server));
  return server;
}
export async function stopAll() {
  await Promise.all([...running].map((s) => s.stop()));
}
