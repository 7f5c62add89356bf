// `npm run admin -- <command>`: the team's side (host review, contact messages, content).
// Builds the server when it is missing or stale, then runs the built CLI. It uses the same
// environment as `npm start` (DATA_DIR, DATABASE_URL) and talks to the running server for
// that DATA_DIR when there is one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, repoRoot } from './lib/build-if-stale.mjs';

buildIfStale({ only: 'server' });
const result = spawnSync(
  process.execPath,
  [path.join(repoRoot, 'server/dist/admin.js'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
process.exit(result.status ?? 1);
