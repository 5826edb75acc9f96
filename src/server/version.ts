import { readFileSync } from 'node:fs';

// package.json's version, read once at start. The path is the same from src/server/version.ts
// (tsx, tests) and from the bundled dist/server/main.js, both two folders below the project.
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The version of the running server, e.g. "0.1.0": in GET /api/health and the start-up log. */
export const APP_VERSION: string = manifest.version;
