// The release as a district gets it (docs/decisions/0136-release-bundle.md): `npm run release`,
// then for each Node major given, the tarball unpacked into an empty folder and run with that
// Node taken from the npm registry's `node` package, with nothing else on PATH (no npm, no dev
// dependencies) and, where this machine allows it (root, `unshare`), no network at all: help of
// each command, migrate, start, health, the client's page, sign up, create a class, add a
// student, award, read the balance, seed while running, backup while running, stop on SIGTERM
// (exit 0), restore into an empty folder and find the award again. Also `systemd-analyze verify`
// of deploy/remote-chalk.service, with any warning counted as a failure.
//
//   node scripts/check-release.mjs 22 24        what CI runs (.ci/run)
//   node scripts/check-release.mjs --tarball remote-chalk-1.0.0.tgz 24
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installNode, versionOf } from './registry-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

if (args[0] === '--inside') {
  // One Node's run, in a process of its own (inside a network namespace when there is one).
  await runBundle(args[1], Number(args[2]));
  process.exit(0);
}

const started = Date.now();
const majors = args.filter((a) => /^\d+$/.test(a));
const tarballArg = args.includes('--tarball') ? path.resolve(args[args.indexOf('--tarball') + 1]) : undefined;
if (majors.length === 0) {
  console.error('usage: node scripts/check-release.mjs [--tarball FILE] <node major>...   e.g. 22 24');
  process.exit(2);
}

const results = [];
results.push(['systemd unit', verifyUnit()]);

let tarball = tarballArg;
if (!tarball) {
  const out = path.join(root, '.tmp', 'release-out');
  const built = spawnSync(process.execPath, ['scripts/release.mjs', '--out', out], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) fail('npm run release failed');
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  tarball = path.join(out, `remote-chalk-${version}.tgz`);
}

for (const [i, major] of majors.entries()) {
  const binDir = installNode(major);
  const label = `Node ${versionOf(binDir)}`;
  const folder = mkdtempSync(path.join(tmpdir(), 'rc-release-'));
  try {
    const unpacked = spawnSync('tar', ['-xzf', tarball, '-C', folder]);
    if (unpacked.status !== 0) throw new Error(`tar could not unpack ${tarball}`);
    // PATH holds node and nothing else: the bundle must not reach for npm or a shell tool.
    const onlyNode = path.join(folder, 'path');
    mkdirSync(onlyNode);
    symlinkSync(path.join(binDir, 'node'), path.join(onlyNode, 'node'));
    const inside = ['scripts/check-release.mjs', '--inside', folder, String(4850 + i)];
    const isolated = canIsolate();
    console.log(
      `\n▶ ${label}: the bundle in an empty folder, ${isolated ? 'without network' : 'WITH network (no unshare here)'}`,
    );
    const run = isolated
      ? spawnSync(
          'unshare',
          ['--net', '--', 'sh', '-c', 'ip link set lo up && exec "$0" "$@"', process.execPath, ...inside],
          { cwd: root, stdio: 'inherit', env: { ...process.env, RC_NODE_DIR: onlyNode } },
        )
      : spawnSync(process.execPath, inside, {
          cwd: root,
          stdio: 'inherit',
          env: { ...process.env, RC_NODE_DIR: onlyNode },
        });
    results.push([`${label}${isolated ? ', no network' : ''}`, run.status === 0 ? 'passed' : 'FAILED']);
  } catch (err) {
    results.push([label, `FAILED: ${err.message}`]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

console.log(`\nRelease check (${Math.round((Date.now() - started) / 1000)} s):`);
for (const [what, outcome] of results)
  console.log(`  ${outcome === 'passed' ? '✔' : '✖'} ${what}: ${outcome}`);
process.exit(results.every(([, outcome]) => outcome === 'passed') ? 0 : 1);

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** Root with unshare and ip: the bundle runs in a network namespace holding only loopback. */
function canIsolate() {
  if (process.getuid?.() !== 0) return false;
  return (
    spawnSync('unshare', ['--net', '--', 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' }).status === 0
  );
}

function verifyUnit() {
  const unit = path.join(root, 'deploy', 'remote-chalk.service');
  const run = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
  if (run.error) return `FAILED: systemd-analyze is not installed (${run.error.message})`;
  // An unknown or misspelt setting is only a warning to systemd: here it fails.
  const said = `${run.stdout}${run.stderr}`.trim();
  if (run.status !== 0 || said) return `FAILED: ${said || `exit ${run.status}`}`;
  return 'passed';
}

// ——— inside: one Node, one unpacked bundle ———

async function runBundle(folder, port) {
  const [name] = readdirSync(folder).filter((n) => n.startsWith('remote-chalk-'));
  const home = path.join(folder, name);
  const env = {
    PATH: process.env.RC_NODE_DIR,
    HOME: folder,
    LANG: 'C.UTF-8',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(folder, 'data'),
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
  };
  const command = (cmdArgs, extra = {}) =>
    spawnSync('node', ['bin/remote-chalk', ...cmdArgs], {
      cwd: home,
      env: { ...env, ...extra },
      encoding: 'utf8',
      timeout: 180_000,
    });
  const expectOk = (what, run) => {
    if (run.status !== 0) throw new Error(`${what}: exit ${run.status}\n${run.stdout}\n${run.stderr}`);
    console.log(`  ✔ ${what}`);
    return run.stdout;
  };
  const check = (what, ok, detail = '') => {
    if (!ok) throw new Error(`${what} ${detail}`);
    console.log(`  ✔ ${what}`);
  };

  const manifest = JSON.parse(readFileSync(path.join(home, 'package.json'), 'utf8'));
  check('no npm on PATH', spawnSync('npm', ['-v'], { env }).error !== undefined);
  check('no development dependency in the bundle', !existsSync(path.join(home, 'node_modules', 'vite')));
  expectOk('remote-chalk --help', command(['--help']));
  for (const c of ['start', 'migrate', 'backup', 'restore', 'digest', 'seed']) {
    const help = expectOk(`remote-chalk ${c} --help`, command([c, '--help']));
    check(`  … says how to use ${c}`, help.includes(`Usage: remote-chalk ${c}`));
  }
  check('remote-chalk --version', command(['--version']).stdout.trim() === manifest.version);
  expectOk('remote-chalk migrate (a new database)', command(['migrate']));

  let server = start(home, env);
  try {
    const base = `http://127.0.0.1:${port}`;
    const health = await waitForHealth(base, server);
    check(`start, health (version ${health.version})`, health.version === manifest.version);
    const page = await fetch(`${base}/`);
    check("the client's page", page.ok && (await page.text()).includes('<div id="root">'));

    const jar = { cookie: '' };
    const api = async (method, url, body) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(body && { 'content-type': 'application/json' }),
          ...(jar.cookie && { cookie: jar.cookie }),
        },
        body: body && JSON.stringify(body),
      });
      const session = res.headers.getSetCookie().find((c) => c.startsWith('rc_session='));
      if (session) jar.cookie = session.split(';')[0];
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : undefined };
    };
    const email = `release-${port}@school.edu`;
    const signUp = await api('POST', '/api/teachers/register', {
      teacherName: 'Release Check',
      email,
      password: 'Str0ngPass',
      className: 'Release class',
    });
    check('sign up', signUp.status === 201, JSON.stringify(signUp.json));
    const classId = signUp.json.class.id;
    const added = await api('POST', '/api/students', { classId, firstName: 'Ada', lastName: 'Lovelace' });
    check('add a student', added.status === 201, JSON.stringify(added.json));
    const award = await api('POST', '/api/behaviors', {
      studentId: added.json.id,
      type: 'Helping Others',
      points: 3,
    });
    check('award', award.status === 201, JSON.stringify(award.json));
    const student = await api('GET', `/api/students/${added.json.id}`);
    check('the balance', student.json?.balance === 3, JSON.stringify(student.json));

    const seeded = expectOk('remote-chalk seed (while running)', command(['seed']));
    check('  … written by the running server', seeded.includes('written by the server'));
    const demo = await api('POST', '/api/teachers/login', {
      email: 'demo@remote-chalk.school',
      password: 'Passw0rd!',
    });
    check('  … and the demo teacher signs in at once', demo.status === 200);

    const backupFile = path.join(folder, 'backups', 'check.tar.gz');
    const backup = expectOk('remote-chalk backup (while running)', command(['backup', backupFile]));
    check('  … taken by the running server', backup.includes('taken by the running server'));
    check('  … the file is there', statSync(backupFile).size > 0);

    const code = await stop(server);
    server = undefined;
    check('stop on SIGTERM, exit 0', code === 0, `(exit ${code})`);

    // The backup restores into an empty folder and holds the award.
    const restoredDir = path.join(folder, 'restored');
    expectOk(
      'remote-chalk restore (into an empty DATA_DIR)',
      command(['restore', backupFile], { DATA_DIR: restoredDir }),
    );
    server = start(home, { ...env, DATA_DIR: restoredDir });
    await waitForHealth(base, server);
    jar.cookie = '';
    const again = await api('POST', '/api/teachers/login', { email, password: 'Str0ngPass' });
    check('the restored server signs the teacher in', again.status === 200);
    const restored = await api('GET', `/api/students/${added.json.id}`);
    check('  … and shows the award', restored.json?.balance === 3);
    check('stop again, exit 0', (await stop(server)) === 0);
    server = undefined;
  } finally {
    if (server) server.kill('SIGKILL');
  }
}

function start(home, env) {
  const child = spawn('node', ['bin/remote-chalk', 'start'], {
    cwd: home,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.log = '';
  child.stdout.on('data', (d) => {
    child.log += d;
  });
  child.stderr.on('data', (d) => {
    child.log += d;
  });
  child.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return child;
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + 180_000;
  let exited = false;
  server.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return res.json();
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become healthy${exited ? ' (it exited)' : ''}:\n${server.log}`);
}

async function stop(server) {
  server.kill('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 30_000));
  const code = await Promise.race([server.exited, timeout]);
  if (code !== 0) console.error(server.log);
  return code;
}
