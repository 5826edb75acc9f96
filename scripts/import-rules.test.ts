import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { commentsOf } from './comment-rules';
import { checkImports } from './import-rules';

// Each rule against a small tree that keeps it, then the same tree with one wrong import.
const fine: Record<string, string> = {
  'src/shared/scores/score.ts': "import { z } from 'zod';\nimport { x } from '../common/x';",
  'src/shared/common/x.ts': 'export const x = 1;',
  'src/client/components/ui/button.tsx': "import { cn } from '@client/lib/cn';",
  'src/client/lib/cn.ts': "import { x } from '@shared/common/x';",
  'src/client/app/app-shell.tsx': "import { useMe } from '@client/features/accounts/accounts-api';",
  'src/client/features/accounts/accounts-api.ts': "import { Button } from '@client/components/ui/button';",
  'src/client/features/classes/classes-api.ts': "export const key = ['/api/classes'];",
  'src/client/features/roster/roster-api.ts': "import { key } from '@client/features/classes/classes-api';",
  'src/client/features/students/students-page.tsx': [
    "import { a } from '@client/features/roster/roster-api';",
    "const page = () => import('../classes/classes-api');",
  ].join('\n'),
  'src/server/modules/classes/queries.ts': "import { db } from '../../db/client';",
  'src/server/modules/students/queries.ts': "export { policy } from '../classes/queries';",
  'src/server/seed/seed.ts': "import { q } from '../modules/classes/queries';",
};

let root = '';
function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

const rulesBroken = (files: Record<string, string>) => checkImports(tree(files)).map((p) => p.rule);

describe('import rules', () => {
  it('pass a tree whose imports run the right way', () => {
    expect(checkImports(tree(fine))).toEqual([]);
  });

  it('fail on a component that imports a feature or the app', () => {
    expect(
      rulesBroken({
        ...fine,
        'src/client/components/layout/menu.tsx':
          "import { useMe } from '@client/features/accounts/accounts-api';",
      }),
    ).toEqual(['components-know-no-feature']);
    expect(
      rulesBroken({
        ...fine,
        'src/client/components/layout/menu.tsx': "import { AppShell } from '../../app/app-shell';",
      }),
    ).toEqual(['components-know-no-feature']);
  });

  it('fail on a server module that imports the seed', () => {
    expect(
      rulesBroken({
        ...fine,
        'src/server/modules/classes/trial.ts': "import { names } from '../../seed/names';",
      }),
    ).toEqual(['modules-never-load-seed']);
  });

  it('fail on src/shared importing anything outside src/shared', () => {
    expect(
      rulesBroken({ ...fine, 'src/shared/scores/tone.ts': "import { cn } from '@client/lib/cn';" }),
    ).toEqual(['shared-imports-only-shared']);
    expect(
      rulesBroken({ ...fine, 'src/shared/scores/tone.ts': "import { db } from '../../server/db/client';" }),
    ).toEqual(['shared-imports-only-shared']);
  });

  it('fail on client feature folders that import each other in a cycle, naming the imports', () => {
    const problems = checkImports(
      tree({
        ...fine,
        'src/client/features/classes/class-page.tsx':
          "import { S } from '@client/features/students/students-page';",
      }),
    );
    expect(problems.map((p) => p.rule)).toEqual(['no-cycle-between-client-features']);
    expect(problems[0].message).toContain('classes, roster, students');
    expect(problems[0].message).toContain(
      'src/client/features/classes/class-page.tsx imports src/client/features/students/students-page',
    );
  });

  it('fail on server module folders that import each other in a cycle', () => {
    expect(
      rulesBroken({
        ...fine,
        'src/server/modules/classes/presenters.ts': "import { p } from '../students/queries';",
      }),
    ).toEqual(['no-cycle-between-server-modules']);
  });

  it('fail on a client feature that imports app/ (a shell, the router)', () => {
    const problems = checkImports(
      tree({
        ...fine,
        'src/client/features/accounts/settings-page.tsx': "import { AppShell } from '@client/app/app-shell';",
      }),
    );
    expect(problems.map((p) => p.rule)).toEqual(['features-never-import-app']);
    expect(problems[0].message).toContain(
      'src/client/features/accounts/settings-page.tsx imports src/client/app/app-shell',
    );
    expect(
      rulesBroken({
        ...fine,
        'src/client/features/student-portal/page.tsx':
          "import { StudentShell } from '../../app/student-shell';",
      }),
    ).toEqual(['features-never-import-app']);
  });

  it('fail on a comment that cites an issue number, wherever the code is', () => {
    const cases: Record<string, string> = {
      'src/server/modules/classes/queries.ts': '// Asked for in issue 26.\nexport const q = 1;',
      'src/client/features/classes/card.tsx':
        'export const C = () => <div>{/* (issue 40, point 3) */}</div>;',
      'scripts/tool.ts': '/**\n * Fixed in #123.\n */\nexport const t = 1;',
      'tests/api/x.test.ts': '// See Issues 7 and 8.',
      'bench/run.ts': 'run(); // issue #12',
    };
    for (const [file, text] of Object.entries(cases)) {
      const problems = checkImports(tree({ ...fine, [file]: text }));
      expect(problems.map((p) => p.rule)).toEqual(['comments-cite-no-issue-numbers']);
      expect(problems[0].message).toMatch(new RegExp(`^${file}:\\d+ cites`));
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('leave strings, colours and other projects’ threads alone', () => {
    const quiet = {
      ...fine,
      'src/client/features/classes/qr.tsx': [
        "const title = 'Fixed in issue 26 and #123';",
        'const fill = "#000000"; // black: #000 on white',
        '// The browser drops the first fetch (microsoft/playwright#14711).',
        'const re = /\\/\\/ issue 5 "/g;',
        `const t = \`// issue 6 ${'$'}{fill}\`;`,
      ].join('\n'),
    };
    expect(checkImports(tree(quiet))).toEqual([]);
  });

  it('fail on a comment that cites a repository path that does not exist', () => {
    const withDocs = {
      ...fine,
      'docs/decisions/0001-first.md': '# First',
      'bench/run.ts': 'export {};',
      'bench/results/2026-01-01-whole-bench.md': '# Results',
      'src/server/modules/classes/commands.ts': [
        '// Why: docs/decisions/0001-first.md, also docs/decisions/0001 and src/server/modules/classes/queries.',
        '// Budgets: bench/results/<date>-*.md are written by bench/run.ts.',
      ].join('\n'),
    };
    expect(rulesBroken(withDocs)).toEqual([]);
    const problems = checkImports(
      tree({
        ...withDocs,
        'src/shared/common/x.ts': '// See docs/decisions/0002-gone.md.\nexport const x = 1;',
      }),
    );
    expect(problems).toEqual([
      {
        rule: 'comments-cite-existing-files',
        message: 'src/shared/common/x.ts:1 cites docs/decisions/0002-gone.md, which is not in the repository',
      },
    ]);
  });

  it('read comments, not strings, template literals or regular expressions', () => {
    const source = [
      "const a = 'it''s // not a comment'; // one",
      `const b = \`two ${'$'}{a} // not one`,
      '`; /* three',
      'lines */ const c = x / 2 / y; // four',
      'const d = /[/\'"]/.test(a); // five',
    ].join('\n');
    expect(commentsOf(source)).toEqual([
      { line: 1, text: ' one' },
      { line: 3, text: ' three\nlines ' },
      { line: 4, text: ' four' },
      { line: 5, text: ' five' },
    ]);
  });

  it('keep this repository’s client rules', () => {
    const repo = fileURLToPath(new URL('..', import.meta.url));
    const client = checkImports(repo).filter((p) => !p.rule.includes('server') && !p.rule.includes('seed'));
    expect(client).toEqual([]);
  });
});
