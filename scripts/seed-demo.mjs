// `npm run seed:demo`: the demo host, guests and events (docs/decisions/083). It is the
// admin CLI's `demo seed`, so it uses the same environment as `npm start` (DATA_DIR,
// DATABASE_URL): with the embedded database it asks the server running for that DATA_DIR,
// or opens the database itself when none runs (docs/decisions/017, 063).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale, repoRoot } from './lib/build-if-stale.mjs';

/**
 * Runs `demo seed` with the built CLI; answers its exit code. A first start creates the
 * database before it listens, so the CLI may wait longer for the server than its usual
 * 30 s (ADMIN_CLI_TIMEOUT_MS still wins when set).
 */
export function seedDemo() {
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/admin.js'), 'demo', 'seed'], {
    stdio: 'inherit',
    env: { ADMIN_CLI_TIMEOUT_MS: '300000', ...process.env },
  });
  return {
    child,
    done: new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1))),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfStale({ only: 'server' });
  process.exit(await seedDemo().done);
}
