// `npm start` builds only what is missing or older than its sources, so the second start is
// instant and a fresh clone still works with two commands (`npm install && npm start`).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time among these files and everything under these folders. */
const newest = (...entries) =>
  Math.max(
    ...entries.map((p) =>
      statSync(p).isDirectory()
        ? newest(...readdirSync(p).map((name) => path.join(p, name)))
        : statSync(p).mtimeMs,
    ),
    0,
  );
const stale = (out, sources) => !existsSync(out) || newest(...sources) > statSync(out).mtimeMs;

// The lockfile and build scripts count too: an upgraded Vite or esbuild, or a changed build step,
// rebuilds.
const common = ['src/shared', 'package-lock.json'];
if (stale('dist/client/index.html', ['src/client', 'vite.config.ts', ...common])) {
  console.log('Building the client (first start, or sources changed)…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
if (stale('dist/server/main.js', ['src/server', 'scripts/build-server.mjs', ...common])) {
  console.log('Building the server (first start, or sources changed)…');
  execSync('node scripts/build-server.mjs', { stdio: 'inherit' });
}
