// `npm test`: every check, in order of cost, stopping at the first failure.
import { execSync } from 'node:child_process';

const steps = ['typecheck', 'lint', 'test:unit', 'test:api', 'test:e2e'];
for (const step of steps) {
  console.log(`\n▶ npm run ${step}`);
  try {
    execSync(`npm run --silent ${step}`, { stdio: 'inherit' });
  } catch {
    console.error(`\n✖ ${step} failed`);
    process.exit(1);
  }
}
console.log('\n✔ all checks passed');
