// The server integration layer: the suite runs on PGlite and, when TEST_DATABASE_URL is
// set (CI sets it when the machine's PostgreSQL answers), on PostgreSQL too. The two
// passes run at once: the PGlite pass keeps one core busy with the embedded database,
// while much of the PostgreSQL pass waits on PostgreSQL's own processes, so together they
// take little more than the longer one (docs/PERFORMANCE.md, "CI's time per layer").
// Each line of a pass's output is prefixed with its database, so the two can be told apart.
// SERVER_PASSES=serial runs them one after the other, as before.
import { spawn } from 'node:child_process';
import { repoRoot } from './lib/build-if-stale.mjs';

const drivers = ['pglite'];
if (process.env.TEST_DATABASE_URL) drivers.push('postgres');
else console.info('TEST_DATABASE_URL is not set: the server suite runs on PGlite only.');

const label = (driver) => (driver === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL');

/** Writes each whole line of a stream with `prefix` before it. */
function prefixLines(stream, prefix) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) process.stdout.write(`${prefix}${rest}\n`);
  });
}

/** One pass of the suite; resolves with its exit status. */
function pass(driver, { prefixed }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
      cwd: repoRoot,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, TEST_DB: driver },
    });
    if (prefixed) {
      const prefix = driver === 'pglite' ? '[pglite]   ' : '[postgres] ';
      prefixLines(child.stdout, prefix);
      prefixLines(child.stderr, prefix);
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.info(`■ ${label(driver)}: ${code === 0 ? 'passed' : 'failed'} in ${seconds} s`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
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
