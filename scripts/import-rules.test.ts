import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from './import-rules';

// Each rule against a small tree that keeps it, then the same tree with one wrong import.
const fine: Record<string, string> = {
  'src/shared/scores/score.ts': "import { z } from 'zod';\nimport { x } from '../common/x';",
  'src/shared/common/x.ts': 'export const x = 1;',
  'src/client/components/ui/button.tsx': "import { cn } from '@client/lib/cn';",
  'src/client/lib/cn.ts': "import { x } from '@shared/common/x';",
  'src/client/app/app-shell.tsx': "import { useMe } from '@client/features/accounts/accounts-api';",
  'src/client/features/accounts/accounts-api.ts': [
    "import { Button } from '@client/components/ui/button';",
    "import { api } from '@client/lib/api';",
    "export const useMe = () => useQuery<Me>({ queryKey: ['/api/auth/me'] });",
    "export const logout = () => api.post('/api/auth/logout');",
  ].join('\n'),
  'src/client/features/accounts/version-footer.tsx': [
    "import { useServerHealth } from './accounts-api';",
    '// Never useQuery( here, nor api.get: the hook comes from accounts-api.ts.',
    "const footer = () => <a href='https://example.org'>{useServerHealth().data}</a>;",
  ].join('\n'),
  'src/client/lib/api.ts': "export const get = (url: string) => fetch(url, { credentials: 'include' });",
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

  it('fail on lib/ importing a feature or the app', () => {
    expect(
      rulesBroken({
        ...fine,
        'src/client/lib/live-updates.ts':
          "import { FAMILY_READS } from '@client/features/families/families-api';",
      }),
    ).toEqual(['client-lib-knows-no-feature']);
    expect(
      rulesBroken({ ...fine, 'src/client/lib/query-client.ts': "import { router } from '../app/router';" }),
    ).toEqual(['client-lib-knows-no-feature']);
  });

  it('fail on a data hook, a request or fetch outside a feature’s *-api.ts, naming the line', () => {
    for (const call of [
      "const q = useQuery<Health>({ queryKey: ['/api/health'] });",
      'const m = useMutation({ mutationFn: save });',
      "await api.patch('/api/students/1', body);",
      "const res = await fetch('/api/export');",
    ]) {
      const problems = checkImports(
        tree({
          ...fine,
          'src/client/features/students/edit-dialog.tsx': `import { x } from './x';\n${call}`,
        }),
      );
      expect(problems.map((p) => p.rule)).toEqual(['client-data-access-in-api-files']);
      expect(problems[0].message).toContain('src/client/features/students/edit-dialog.tsx:2');
    }
    expect(
      rulesBroken({
        ...fine,
        'src/client/app/app-shell.tsx': "const me = useQuery({ queryKey: ['/api/auth/me'] });",
      }),
    ).toEqual(['client-data-access-in-api-files']);
  });

  it('fail on server module folders that import each other in a cycle', () => {
    expect(
      rulesBroken({
        ...fine,
        'src/server/modules/classes/presenters.ts': "import { p } from '../students/queries';",
      }),
    ).toEqual(['no-cycle-between-server-modules']);
  });

  it('keep this repository’s client rules', () => {
    const repo = fileURLToPath(new URL('..', import.meta.url));
    const client = checkImports(repo).filter((p) => !p.rule.includes('server') && !p.rule.includes('seed'));
    expect(client).toEqual([]);
  });
});
