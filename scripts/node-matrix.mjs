// The API suite and the smoke e2e test on other Node.js releases than the machine's, each taken
// from the npm registry's `node` package (it installs the official binary for this platform from
// the registry too), so CI needs nothing but npm. Every version runs even when one fails; the
// summary names each one and its result, and the exit code is 1 if any step failed.
// The supported range and why: docs/decisions/0053-supported-node-versions.md.
//
//   node scripts/node-matrix.mjs 22 24 26          API suite + smoke e2e on each
//   node scripts/node-matrix.mjs --smoke 24 26     the smoke e2e only
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { installNode, versionOf } from './registry-node.mjs';

const args = process.argv.slice(2);
const smokeOnly = args.includes('--smoke');
const majors = args.filter((a) => /^\d+$/.test(a));
if (majors.length === 0) {
  console.error('usage: node scripts/node-matrix.mjs [--smoke] <major>...   e.g. 22 24 26');
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..');

/** Runs a command in the project with this Node first on PATH; true when it exits 0. */
function run(binDir, command, commandArgs, extraEnv = {}) {
  const env = { ...process.env, ...extraEnv, PATH: `${binDir}${path.delimiter}${process.env.PATH}` };
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
  return result.status === 0;
}

const bin = (pkg) => path.join('node_modules', ...pkg.split('/'));
const steps = [
  ...(smokeOnly ? [] : [{ name: 'API suite', args: [bin('vitest/vitest.mjs'), 'run', '--project', 'api'] }]),
  // The client is built by this Node too: the smoke test serves it.
  { name: 'client build', args: [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'] },
  { name: 'smoke e2e', args: [bin('@playwright/test/cli.js'), 'test', 'tests/e2e/smoke.spec.ts'] },
];

const results = [];
for (const major of majors) {
  let label = `Node ${major}`;
  const outcome = [];
  try {
    const binDir = installNode(major);
    label = `Node ${versionOf(binDir)}`;
    for (const step of steps) {
      console.log(`\n▶ ${label}: ${step.name}`);
      const ok = run(binDir, 'node', step.args);
      outcome.push(`${step.name} ${ok ? 'passed' : 'FAILED'}`);
      if (!ok) break;
    }
  } catch (err) {
    outcome.push(`not run: ${err.message}`);
  }
  results.push({
    label,
    outcome,
    ok: outcome.length === steps.length && outcome.every((o) => o.endsWith('passed')),
  });
}

console.log('\nNode matrix:');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.label}: ${r.outcome.join(', ')}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
