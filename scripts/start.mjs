// `npm start`: builds what is missing, then serves the app, the API and uploaded media on
// PORT (default 3000) with the embedded database in DATA_DIR (default ./data).
import { buildIfStale, repoRoot } from './lib/build-if-stale.mjs';

buildIfStale({ force: process.argv.includes('--rebuild') });
process.chdir(repoRoot);
await import('../server/dist/main.js');
