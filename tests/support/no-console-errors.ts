import { afterEach, beforeEach } from 'vitest';

// A test fails on an unexpected console.error: an error logged and swallowed is a
// bug that a green run would hide. A test that expects one says so with allowConsoleError().
const original = console.error;
let logged: unknown[][] = [];
let allowed: RegExp[] = [];

beforeEach(() => {
  logged = [];
  allowed = [];
  console.error = (...args: unknown[]) => {
    logged.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
  const unexpected = logged.map(text).filter((line) => !allowed.some((a) => a.test(line)));
  if (unexpected.length) throw new Error(`unexpected console.error:\n${unexpected.join('\n')}`);
});

/** This test logs an error on purpose (matching `pattern`). */
export function allowConsoleError(pattern: RegExp) {
  allowed.push(pattern);
}
