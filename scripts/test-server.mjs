// The server integration layer: the suite runs on PGlite and, when TEST_DATABASE_URL is
// set (CI sets it when the machine's PostgreSQL answers), on PostgreSQL too. The two
// passes run at once: the PGlite pass keeps one core busy with the embedded database,
// while much of the PostgreSQL pass waits on PostgreSQL's own processes, so together they
// take little more than the longer one (docs/PERFORMANCE.md, "CI's time per layer").
// Each line of a pass's output is prefixed with its database, so the two can be told apart.
// SERVER_PASSES=serial runs them one after the other, as before.
import { repoRoot } from './lib/build-if-stale.mjs';
import { run } from './lib/prefixed.mjs';

const drivers = ['pglite'];
if (process.env.TEST_DATABASE_URL) drivers.push('postgres');
else console.info('TEST_DATABASE_URL is not set: the server suite runs on PGlite only.');

const label = (driver) => (driver === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL');

/** One pass of the suite; resolves with its exit status. */
async function pass(driver, { prefixed }) {
  const { status, seconds } = await run(
    'npx',
    ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)],
    {
      cwd: repoRoot,
      env: { ...process.env, TEST_DB: driver },
      prefix: prefixed ? (driver === 'pglite' ? '[pglite]   ' : '[postgres] ') : undefined,
    },
  );
  console.info(`■ ${label(driver)}: ${status === 0 ? 'passed' : 'failed'} in ${seconds} s`);
  return status;
}

if (process.env.SERVER_PASSES === 'serial' || drivers.length === 1) {
  for (const driver of drivers) {
    console.info(`\n▶ server integration tests on ${label(driver)}`);
    const status = await pass(driver, { prefixed: false });
    if (status !== 0) process.exit(status);
  }
} else {
  console.info(`\n▶ server integration tests on ${drivers.map(label).join(' and ')}, at once`);
  const statuses = await Promise.all(drivers.map((driver) => pass(driver, { prefixed: true })));
  process.exit(statuses.find((status) => status !== 0) ?? 0);
}
