// What `npm run bench` prints and writes: the machine, one table row per measurement, and the
// initial JavaScript of `/` as sent (docs/decisions/0040).
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Row {
  lane: string;
  scenario: string;
  /** Free text: figures of the measurement. */
  result: string;
  budget?: string;
  /** undefined: information only, not judged. */
  ok?: boolean;
}

/** The processor's model name, as /proc/cpuinfo gives it ('AMD EPYC', 'Intel(R) Xeon(R) Processor'). */
export function cpuModel() {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  return /model name\s*:\s*(.*)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown';
}

export function describeMachine(pgVersion?: string) {
  const lines = [
    `- CPU: ${os.cpus().length} cores, ${cpuModel()}`,
    `- RAM: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()}`,
    `- Load average when the table was written (1/5/15 min; other work shares the machine): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
    `- Node: ${process.version}`,
    `- PostgreSQL: ${pgVersion ?? 'not used in this run'}`,
    `- PGlite: ${pgliteVersion()}`,
  ];
  return lines.join('\n');
}

function pgliteVersion() {
  try {
    return JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8'))
      .version as string;
  } catch {
    return 'unknown';
  }
}

/** The JavaScript index.html loads at once (its module script and modulepreloads), as sent. */
export function initialJs(clientDir = 'dist/client') {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+\.js)"[^>]*rel="modulepreload"/g)) files.add(m[1]);
  let raw = 0;
  let sent = 0;
  let encoding = 'br';
  for (const f of files) {
    const file = path.join(clientDir, f.replace(/^\//, ''));
    raw += statSync(file).size;
    if (existsSync(`${file}.br`)) sent += statSync(`${file}.br`).size;
    else {
      encoding = 'gzip';
      sent += gzipSync(readFileSync(file)).length;
    }
  }
  return { files: [...files], raw, sent, encoding };
}

export function renderTable(rows: Row[]) {
  const head = '| lane | scenario | measured | budget | verdict |\n|---|---|---|---|---|';
  const verdict = (r: Row) => (r.ok === undefined ? (r.budget ? 'not judged' : '—') : r.ok ? 'PASS' : 'FAIL');
  const esc = (s: string) => s.replaceAll('|', '\\|');
  return [
    head,
    ...rows.map(
      (r) => `| ${r.lane} | ${esc(r.scenario)} | ${esc(r.result)} | ${esc(r.budget ?? '')} | ${verdict(r)} |`,
    ),
  ].join('\n');
}
