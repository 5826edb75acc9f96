// Compiles the server into dist/server/main.js, so `npm start` runs plain JavaScript (no
// TypeScript loader at start-up or per request). Only our own code is bundled: every package
// stays an import from node_modules, because several find their files relative to their own
// folder (PGlite's WebAssembly, argon2's native binary, swagger-ui's assets) — see
// docs/decisions/0034-production-build.md.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist/server';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The migrator reads SQL files next to the code (db/client.ts: new URL('./migrations', ...)).
cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
