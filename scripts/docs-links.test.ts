// Every link in the documentation resolves: a file of the repository that exists, and a heading
// that exists when the link names one (#section, as GitHub makes its anchors). Links to other
// sites are not fetched (tests never leave the machine). The README stays short: under 150 lines.
// The documents the code's comments cite exist too, with the heading they name.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedPathExists, commentCitations } from './comment-rules';

const root = path.resolve(import.meta.dirname, '..');

/** The Markdown files a reader meets: the top-level documents and everything under docs/. */
function documents(): string[] {
  const top = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'CHANGELOG.md', 'THIRD-PARTY-LICENSES.md'];
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir)).flatMap((name) => {
      const rel = path.join(dir, name);
      if (statSync(path.join(root, rel)).isDirectory()) return walk(rel);
      return name.endsWith('.md') ? [rel] : [];
    });
  return [...top, ...walk('docs')];
}

/** The text without fenced code blocks and inline code, where a bracket is not a link. */
const prose = (text: string) => text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');

/** `[text](target)`, `![alt](target)` and `<https://…>` targets. */
function links(text: string): string[] {
  const body = prose(text);
  const inline = [...body.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
  const auto = [...body.matchAll(/<(https?:\/\/[^>\s]+)>/g)].map((m) => m[1]);
  return [...inline, ...auto];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

function anchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

describe('documentation links', () => {
  it('gives slugs as GitHub does', () => {
    expect(slug('Performance budgets: `npm run bench`')).toBe('performance-budgets-npm-run-bench');
    expect(slug('Security: what an operator must set')).toBe('security-what-an-operator-must-set');
    expect(slug('The licence, for operators')).toBe('the-licence-for-operators');
  });

  it.each(documents())('%s: every link resolves', (doc) => {
    const broken: string[] = [];
    const text = readFileSync(path.join(root, doc), 'utf8');
    for (const target of links(text)) {
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [file, anchor] = target.split('#');
      const resolved = file
        ? path.resolve(path.dirname(path.join(root, doc)), decodeURI(file))
        : path.join(root, doc);
      if (!resolved.startsWith(root) || !existsSync(resolved)) {
        broken.push(`${target}: no such file`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor))
        broken.push(`${target}: no heading #${anchor} in ${path.relative(root, resolved)}`);
    }
    expect(broken).toEqual([]);
  });

  it('every docs/ file a comment in src, scripts, bench or tests cites exists, with its heading', () => {
    const broken: string[] = [];
    const cited = commentCitations(root).filter(({ path: p }) => p.startsWith('docs/'));
    expect(cited.length).toBeGreaterThan(100);
    for (const { file, line, path: p } of cited) {
      const [doc, anchor] = p.split('#');
      if (!citedPathExists(root, doc)) broken.push(`${file}:${line}: ${doc}: no such file`);
      else if (anchor && doc.endsWith('.md') && !anchors(path.join(root, doc)).has(anchor))
        broken.push(`${file}:${line}: no heading #${anchor} in ${doc}`);
    }
    expect(broken).toEqual([]);
  });

  it('keeps the README under 150 lines, with its screenshots', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThan(150);
    for (const picture of ['dashboard-laptop', 'dashboard-phone', 'projector', 'family-phone'])
      expect(readme).toContain(`docs/screenshots/${picture}.png`);
  });
});
