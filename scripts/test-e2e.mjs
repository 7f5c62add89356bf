// The end-to-end layer: Playwright in Chromium against the server started as `npm start`
// starts it (fresh DATA_DIR, free port). Builds the app and server first if needed.
import { spawnSync } from 'node:child_process';
import { buildIfStale, repoRoot } from './lib/build-if-stale.mjs';

buildIfStale();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
