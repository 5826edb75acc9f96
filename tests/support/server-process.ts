import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The server as an operator runs it: its own process, only the environment given here. */
export interface ServerProcess {
  child: ChildProcess;
  /** stdout's lines so far. */
  lines: string[];
  /** stderr so far. */
  stderr(): string;
  /** Resolves once stdout's lines satisfy `test`; rejects if the process exits first. */
  waitFor(test: (lines: string[]) => boolean): Promise<void>;
  /** The exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Spawns `args` (default: src/server/main.ts, TypeScript loaded by tsx) with stdout and stderr pipes. The
 * environment is only PATH plus `env`: no LOG_FORMAT or DATABASE_URL from the shell running the
 * tests.
 */
export function spawnServer(
  env: Record<string, string>,
  // One process (tsx's CLI would run the server in a child): its PID is the server's.
  args = ['--import', 'tsx', 'src/server/main.ts'],
  command = process.execPath,
): ServerProcess {
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk) => {
    stderr += chunk;
  });
  const waiters: { test: (lines: string[]) => boolean; resolve: () => void }[] = [];
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const failed = exited.then((code) => {
    throw new Error(`server exited (${code}) after:\n${lines.join('\n')}\n${stderr}`);
  });
  failed.catch(() => {});
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    // A test that throws (a line that is not JSON) ends the wait: the assertions then say why.
    const met = (w: (typeof waiters)[number]) => {
      try {
        return w.test(lines);
      } catch {
        return true;
      }
    };
    for (const w of waiters.filter(met)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  });
  const waitFor = (test: (lines: string[]) => boolean) =>
    Promise.race([new Promise<void>((resolve) => waiters.push({ test, resolve })), failed]);
  return { child, lines, stderr: () => stderr, waitFor, exited };
}

/** The address from the start-up line 'Open http://…' (JSON log). */
export function openedUrl(lines: string[]): string | undefined {
  for (const line of lines) {
    const match = line.match(/"msg":"Open (http:\/\/[^" ]+)/);
    if (match) return match[1];
  }
  return undefined;
}

/** Waits until the server logged the address it answers on, and returns it. */
export async function listening(server: ServerProcess): Promise<string> {
  await server.waitFor((lines) => openedUrl(lines) !== undefined);
  return openedUrl(server.lines)!;
}

/** SIGTERM, then the exit code; already-ended processes are left as they are. */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}
