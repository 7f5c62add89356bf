// The server integration layer: the suite runs on PGlite, then again on PostgreSQL
// when TEST_DATABASE_URL is set (CI sets it when the machine's PostgreSQL answers).
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/build-if-stale.mjs';

const drivers = ['pglite'];
if (process.env.TEST_DATABASE_URL) drivers.push('postgres');
else console.info('TEST_DATABASE_URL is not set: the server suite runs on PGlite only.');

for (const driver of drivers) {
  console.info(`\n▶ server integration tests on ${driver === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: driver },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
