// `npm test`: every layer — lint, types and unit at once (each is one process, and together
// they fill the machine's cores), then server integration (PGlite and PostgreSQL), then
// stories with visual regression (stories alone off Linux) and end to end at once — then a
// summary.
import { repoRoot } from './lib/build-if-stale.mjs';
import { run } from './lib/prefixed.mjs';

// On Linux the visual layer renders every story with the same Storybook configuration —
// its play function and axe in error mode — before comparing its pixels, so it is the
// stories layer and more; running both would render each story twice (~3 minutes of CI).
// Where the baselines cannot match (macOS, Windows) the visual layer skips, and the
// stories layer runs instead.
const visualRuns = process.platform === 'linux';
/** Each group's layers run at once, their output lines prefixed with the layer's name. */
const groups = [
  [
    ['lint', 'lint'],
    ['typecheck', 'typecheck'],
    ['unit', 'test:unit'],
  ],
  [['server', 'test:server']],
  // Each is mostly one browser page and one Node process: at once they take about as long
  // as the longer of the two (docs/PERFORMANCE.md, "CI's time per layer").
  [visualRuns ? ['visual', 'test:visual'] : ['stories', 'test:stories'], ['e2e', 'test:e2e']],
];
const steps = groups.flat();

const results = [];
for (const group of groups) {
  console.info(`\n━━━ ${group.map(([name, script]) => `${name} (npm run ${script})`).join(', ')} ━━━`);
  const width = Math.max(...group.map(([name]) => name.length)) + 3;
  const outcomes = await Promise.all(
    group.map(([name, script]) =>
      run('npm', ['run', '--silent', script], {
        cwd: repoRoot,
        prefix: group.length > 1 ? `[${name}]`.padEnd(width) : undefined,
      }),
    ),
  );
  group.forEach(([name], index) => {
    const { status, seconds } = outcomes[index];
    results.push({ name, ok: status === 0, seconds });
  });
  if (outcomes.some(({ status }) => status !== 0)) break;
}

console.info('\n━━━ summary ━━━');
for (const { name, ok, seconds } of results) console.info(`${ok ? '✓' : '✗'} ${name.padEnd(10)} ${seconds}s`);
const failed = results.filter((result) => !result.ok);
for (const [name] of steps.slice(results.length)) console.info(`- ${name.padEnd(10)} not run`);
process.exit(failed.length === 0 && results.length === steps.length ? 0 : 1);
