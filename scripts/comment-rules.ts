// Comments cite only what a reader of the repository can open
// (docs/decisions/0160-rules-nothing-checked.md):
// - no issue numbers: the word issue (or issues) followed by a number, or a hash and a number
//   (a tracker's thread is not in the repository; say the why in words, or cite the decision file).
//   Another project's thread (owner/repo#N) and colours (a hash then 0, or six digits) pass;
// - every repository path a comment names (src/…, docs/…, scripts/…, tests/…, bench/…) exists.
// Code, strings and prose documents (docs/, READMEs) are not comments and may say what they like.
// Links to other sites are allowed: they are not this project's tracker.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { type Problem, sourceFiles } from './import-rules';

/** The folders whose code is checked: everything that runs or tests, not the generated API types. */
const COMMENTED = ['src', 'scripts', 'bench', 'tests'];
const GENERATED = 'tests/generated/';

/** The checked files, as [absolute, relative to the root (posix)]. */
const codeFiles = (root: string) =>
  COMMENTED.flatMap((dir) => sourceFiles(join(root, dir)))
    .map((file) => [file, relative(root, file).split(sep).join('/')] as const)
    .filter(([, rel]) => !rel.startsWith(GENERATED));

export type Comment = { line: number; text: string };

/**
 * The comments of a source file, with the line each starts on. Strings, template literals and
 * regular expressions are skipped so that a `//` or quote inside them starts nothing; a quote in
 * JSX text (an apostrophe) ends at the line's end, as a string cannot span lines.
 */
export function commentsOf(source: string): Comment[] {
  const comments: Comment[] = [];
  let line = 1;
  let i = 0;
  let last = ''; // the last code character that is not a space: tells a regex from a division
  const n = source.length;
  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      comments.push({ line, text: source.slice(i + 2, stop) });
      i = stop;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      const text = source.slice(i + 2, stop - 2);
      comments.push({ line, text });
      line += text.split('\n').length - 1;
      i = stop;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      i = source[j] === c ? j + 1 : j;
      last = c;
      continue;
    }
    if (c === '`') {
      let j = i + 1;
      let depth = 0;
      while (j < n && !(source[j] === '`' && depth === 0)) {
        if (source[j] === '\\') {
          if (source[j + 1] === '\n') line++;
          j++;
        } else if (source[j] === '$' && source[j + 1] === '{') depth++;
        else if (source[j] === '}' && depth > 0) depth--;
        else if (source[j] === '\n') line++;
        j++;
      }
      i = j + 1;
      last = c;
      continue;
    }
    if (
      c === '/' &&
      (last === '' ||
        '(,=:[!&|?{};+-*%~^'.includes(last) ||
        /\breturn\s*$/.test(source.slice(Math.max(0, i - 8), i)))
    ) {
      let j = i + 1;
      let inClass = false;
      while (j < n && source[j] !== '\n' && !(source[j] === '/' && !inClass)) {
        if (source[j] === '\\') j++;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
        j++;
      }
      i = source[j] === '/' ? j + 1 : j;
      last = '/';
      continue;
    }
    if (!/\s/.test(c)) last = c;
    i++;
  }
  return comments;
}

const ISSUE_NUMBER = /\bissues?\s+#?\d+|(?<![\w&/#])#[1-9]\d{0,4}\b(?![\w-])/gi;
// A repository path: one of the top folders, then path characters. `<date>`, `*` and `{a,b}` are
// placeholders: the part before them must exist.
const REPO_PATH = /(?<![\w./@-])(?:src|docs|scripts|tests|bench)\/[\w./*<>{},#-]*[\w*>}]/g;

/** Whether a cited path names something in the repository: a file, a folder, or a record by its number. */
export function citedPathExists(root: string, cited: string): boolean {
  const [path] = cited.split('#');
  const placeholder = path.search(/[*<{]/);
  const concrete = placeholder === -1 ? path : path.slice(0, path.lastIndexOf('/', placeholder));
  if (existsSync(join(root, concrete))) return true;
  if (['.ts', '.tsx', '.mjs', '.js', '.md'].some((ext) => existsSync(join(root, concrete + ext))))
    return true;
  // `docs/decisions/0092`, a decision by its number: a file of that folder begins with it.
  const folder = join(root, dirname(concrete));
  const number = basename(concrete);
  return (
    /^\d+$/.test(number) &&
    existsSync(folder) &&
    readdirSync(folder).some((name) => name.startsWith(`${number}-`))
  );
}

export type Citation = { file: string; line: number; path: string };

/** Every repository path cited in a comment of the checked folders. */
export function commentCitations(root: string): Citation[] {
  return codeFiles(root).flatMap(([file, rel]) => {
    return commentsOf(readFileSync(file, 'utf8')).flatMap(({ line, text }) =>
      [...text.matchAll(REPO_PATH)].map((m) => ({
        file: rel,
        line: line + text.slice(0, m.index).split('\n').length - 1,
        path: m[0].replace(/[.,]+$/, ''),
      })),
    );
  });
}

export function commentProblems(root: string): Problem[] {
  const problems: Problem[] = [];
  for (const [file, rel] of codeFiles(root)) {
    for (const { line, text } of commentsOf(readFileSync(file, 'utf8'))) {
      for (const m of text.matchAll(ISSUE_NUMBER)) {
        const at = line + text.slice(0, m.index).split('\n').length - 1;
        problems.push({
          rule: 'comments-cite-no-issue-numbers',
          message: `${rel}:${at} cites '${m[0]}': say the why in words, or cite the decision file that holds it`,
        });
      }
    }
  }
  for (const { file, line, path } of commentCitations(root)) {
    if (!citedPathExists(root, path)) {
      problems.push({
        rule: 'comments-cite-existing-files',
        message: `${file}:${line} cites ${path}, which is not in the repository`,
      });
    }
  }
  return problems;
}
