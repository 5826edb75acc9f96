// `npm run lint`, after biome: fails when an import (or a client data call) breaks the rules in import-rules.ts.
import { fileURLToPath } from 'node:url';
import { checkImports } from './import-rules';

const root = fileURLToPath(new URL('..', import.meta.url));
const problems = checkImports(root);
for (const { rule, message } of problems) console.error(`✖ ${rule}: ${message}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} import rule(s) broken`);
  process.exit(1);
}
console.log('✔ import graph: layers, folder cycles and client data access are fine');
