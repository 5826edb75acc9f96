// `npm start` builds the client only when dist/ is missing or older than the sources, so the
// second start is instant and a fresh clone still works with two commands.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const out = 'dist/client/index.html';
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
    const p = path.join(dir, e.name);
    return Math.max(max, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }, 0);

const stale =
  !existsSync(out) || Math.max(newest('src/client'), newest('src/shared')) > statSync(out).mtimeMs;
if (stale) {
  console.log('Building the client (first start, or sources changed)…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
