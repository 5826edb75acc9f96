// `npm run lint`, after biome: fails when an import breaks the layering rules in import-rules.ts,
// or a comment cites an issue number or a missing file (comment-rules.ts).
import { fileURLToPath } from 'node:url';
import { checkImports } from './import-rules';

const root = fileURLToPath(new URL('..', import.meta.url));
const problems = checkImports(root);
for (const { rule, message } of problems) console.error(`✖ ${rule}: ${message}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} import or comment rule(s) broken`);
  process.exit(1);
}
console.log('✔ import graph and comments: layers, folder cycles, features and app/, citations are fine');
