// `npm run release`: builds the app and packs remote-chalk-<version>.tgz, a folder a district
// unpacks and runs with nothing but Node.js (docs/operating.md#install,
// docs/decisions/0136-release-bundle.md):
//
//   remote-chalk-<version>/
//     bin/remote-chalk          the command: start, migrate, backup, restore, digest, seed
//     dist/                     the compiled server and its commands, the built client
//     node_modules/             the server's production dependencies, for Linux x64 (glibc)
//     package.json, package-lock.json
//     LICENSE, README.md, CHANGELOG.md, SECURITY.md, THIRD-PARTY-LICENSES.md, docs/, deploy/
//
// and remote-chalk-<version>-source.tgz, the source of that build (the AGPL's Corresponding
// Source: `git archive` of HEAD). Dependencies come from the lockfile through the npm registry at
// build time; the bundle needs no network when it runs. `--out DIR` says where to write (default:
// the project folder).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const name = `remote-chalk-${manifest.version}`;
const outArg = process.argv.indexOf('--out');
const out = path.resolve(outArg > 0 ? process.argv[outArg + 1] : root);
const stage = path.join(root, '.tmp', 'release');
const folder = path.join(stage, name);

const run = (command, args, cwd = root) => execFileSync(command, args, { cwd, stdio: 'inherit' });
const step = (text) => console.log(`\n▶ ${text}`);

step('build');
run('npm', ['run', '--silent', 'build']);

step(`stage ${path.relative(root, folder)}`);
rmSync(stage, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
for (const entry of [
  'bin',
  'dist',
  'deploy',
  'docs',
  'LICENSE',
  'README.md',
  'CHANGELOG.md',
  'SECURITY.md',
  'THIRD-PARTY-LICENSES.md',
  'package-lock.json',
]) {
  cpSync(path.join(root, entry), path.join(folder, entry), { recursive: true });
}

// The server's own imports (scripts/build-server.mjs lists them), each at the version range the
// project asks for; anything else in `dependencies` is compiled into the client already.
const imported = JSON.parse(readFileSync(path.join(root, 'dist/server/packages.json'), 'utf8'));
const missing = imported.filter((pkg) => !manifest.dependencies[pkg]);
if (missing.length) {
  console.error(`✖ the server imports ${missing.join(', ')}, which package.json's dependencies lack`);
  process.exit(1);
}
const bundleManifest = {
  name: manifest.name,
  version: manifest.version,
  description: manifest.description,
  license: manifest.license,
  type: 'module',
  engines: manifest.engines,
  bin: { 'remote-chalk': 'bin/remote-chalk' },
  dependencies: Object.fromEntries(imported.map((pkg) => [pkg, manifest.dependencies[pkg]])),
  overrides: manifest.overrides,
};
// npm's `$name` reference points into devDependencies, which the bundle has none of.
for (const [pkg, spec] of Object.entries(bundleManifest.overrides ?? {})) {
  if (typeof spec === 'string' && spec.startsWith('$')) delete bundleManifest.overrides[pkg];
}
writeFileSync(path.join(folder, 'package.json'), `${JSON.stringify(bundleManifest, null, 2)}\n`);

step('production dependencies from the lockfile');
// --ignore-scripts: nothing of ours needs an install script (argon2 is a prebuilt optional
// package); the bundle test proves the folder runs.
run(
  'npm',
  ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
  folder,
);
// The lockfile's versions, not newer ones: every package the bundle holds is the one tested.
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages;
const bundled = JSON.parse(readFileSync(path.join(folder, 'package-lock.json'), 'utf8')).packages;
const drift = Object.entries(bundled)
  .filter(([key, entry]) => key && lock[key] && lock[key].version !== entry.version)
  .map(([key, entry]) => `${key}: ${entry.version} (project ${lock[key].version})`);
if (drift.length) {
  console.error(`✖ the bundle resolved other versions than the project's lockfile:\n  ${drift.join('\n  ')}`);
  process.exit(1);
}

step('pack');
mkdirSync(out, { recursive: true });
const tarball = path.join(out, `${name}.tgz`);
run('tar', ['-czf', tarball, '-C', stage, name]);
const source = path.join(out, `${name}-source.tgz`);
if (existsSync(path.join(root, '.git'))) {
  run('git', ['archive', '--format=tar.gz', `--prefix=${name}-source/`, '-o', source, 'HEAD']);
}
const size = (file) => `${(readFileSync(file).length / 1024 / 1024).toFixed(1)} MB`;
console.log(`\n✔ ${path.relative(process.cwd(), tarball) || tarball} (${size(tarball)})`);
if (existsSync(source))
  console.log(`✔ ${path.relative(process.cwd(), source)} (${size(source)}): the source of HEAD`);
console.log(`  Try it: tar -xzf ${name}.tgz && ${name}/bin/remote-chalk start`);
