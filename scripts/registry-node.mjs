// A Node.js release taken from the npm registry's `node` package (it installs the official binary
// for this platform from the registry too), so CI and a developer need nothing but npm to run any
// supported Node: `node scripts/registry-node.mjs 24` prints the folder to put first on PATH.
// Used by .ci/run (its main lane on Node 24), scripts/node-matrix.mjs and scripts/check-release.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const cache = path.join(path.resolve(import.meta.dirname, '..'), '.tmp', 'node-matrix');

/** Installs the newest `node@<major>` into its own folder (once) and returns its bin folder. */
export function installNode(major) {
  const dir = path.join(cache, String(major));
  const binDir = path.join(dir, 'node_modules', '.bin');
  if (existsSync(path.join(binDir, 'node'))) return binDir;
  mkdirSync(dir, { recursive: true });
  // Its own package.json, so npm treats the folder as a project of its own: the `node` package's
  // install script fetches the platform binary and is allowed here, nowhere else.
  const manifest = { private: true, dependencies: { node: String(major) }, allowScripts: { node: true } };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    // npm's own words go to stderr: stdout is the folder alone (below).
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm could not install node@${major}`);
  return binDir;
}

/** `v24.21.0` for a bin folder of installNode. */
export function versionOf(binDir) {
  return spawnSync(path.join(binDir, 'node'), ['-v'], { encoding: 'utf8' }).stdout.trim();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const major = process.argv[2];
  if (!/^\d+$/.test(major ?? '')) {
    console.error('usage: node scripts/registry-node.mjs <major>   prints the bin folder of that Node');
    process.exit(2);
  }
  // stdout is the folder alone, for PATH="$(node scripts/registry-node.mjs 24):$PATH".
  console.log(installNode(major));
}
