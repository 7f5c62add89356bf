// `npm test`: every layer in turn — lint, types, unit, server integration (PGlite and
// PostgreSQL), stories with visual regression (stories alone off Linux), end to end —
// then a summary.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/build-if-stale.mjs';

// On Linux the visual layer renders every story with the same Storybook configuration —
// its play function and axe in error mode — before comparing its pixels, so it is the
// stories layer and more; running both would render each story twice (~3 minutes of CI).
// Where the baselines cannot match (macOS, Windows) the visual layer skips, and the
// stories layer runs instead.
const visualRuns = process.platform === 'linux';
const steps = [
  ['lint', 'lint'],
  ['typecheck', 'typecheck'],
  ['unit', 'test:unit'],
  ['server', 'test:server'],
  visualRuns ? ['visual', 'test:visual'] : ['stories', 'test:stories'],
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
