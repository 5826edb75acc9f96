// Compiles the server into dist/server/main.js, so `npm start` runs plain JavaScript (no
// TypeScript loader at start-up or per request), and the operator's commands (backup, restore,
// digest, seed, migrate) beside it, which the release bundle's `remote-chalk` command runs
// (docs/decisions/0136-release-bundle.md). Only our own code is bundled: every package stays an
// import from node_modules, because several find their files relative to their own folder
// (PGlite's WebAssembly, argon2's native binary, swagger-ui's assets) — see
// docs/decisions/0034-production-build.md. The packages imported are written to
// dist/server/packages.json: the release installs exactly those.
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist/server';
/** Every program the server's folder holds: `npm start`'s and each npm script's own entry point. */
const ENTRY_POINTS = {
  main: 'src/server/main.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  digest: 'scripts/digest.ts',
  seed: 'scripts/seed.ts',
  migrate: 'scripts/migrate.ts',
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: ENTRY_POINTS,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
// The migrator reads SQL files next to the code (db/client.ts: new URL('./migrations', ...)).
cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });

// A bare import's package name: 'pg', '@fastify/static' (not 'node:fs', not a subpath).
const packageOf = (spec) => {
  if (spec.startsWith('node:') || spec.startsWith('.') || spec.startsWith('/')) return undefined;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};
const imported = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((i) => i.external)
    .map((i) => packageOf(i.path))
    .filter(Boolean),
);
// Loaded by name at run time rather than imported: pino starts its pretty printer in a worker
// thread by the package's name (http/log-options.ts).
imported.add('pino-pretty');
writeFileSync(`${outdir}/packages.json`, `${JSON.stringify([...imported].sort(), null, 2)}\n`);
