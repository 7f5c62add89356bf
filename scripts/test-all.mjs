// `npm test`: every layer in turn — lint, types, unit, server integration (PGlite and
// PostgreSQL), stories, visual regression, end to end — then a summary.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/build-if-stale.mjs';

const steps = [
  ['lint', 'lint'],
  ['typecheck', 'typecheck'],
  ['unit', 'test:unit'],
  ['server', 'test:server'],
  ['stories', 'test:stories'],
  ['visual', 'test:visual'],
  ['e2e', 'test:e2e'],
];

const results = [];
for (const [name, script] of steps) {
  console.info(`\n━━━ ${name} (npm run ${script}) ━━━`);
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', script], { cwd: repoRoot, stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) break;
}

console.info('\n━━━ summary ━━━');
for (const { name, ok, seconds } of results) console.info(`${ok ? '✓' : '✗'} ${name.padEnd(10)} ${seconds}s`);
const failed = results.filter((result) => !result.ok);
for (const [name] of steps.slice(results.length)) console.info(`- ${name.padEnd(10)} not run`);
process.exit(failed.length === 0 && results.length === steps.length ? 0 : 1);
