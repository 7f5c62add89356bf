import { spawnSync } from 'node:child_process';

/**
 * Runs the team's admin CLI (`npm run admin -- …`, scripts/admin.mjs) against the test
 * server's DATA_DIR — it finds the running server through its lock file — and returns
 * what it printed. A failed command fails the test with the CLI's own message.
 */
export function admin(...args: string[]): string {
  const result = spawnSync(process.execPath, ['scripts/admin.mjs', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`admin ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}
