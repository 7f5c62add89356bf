// `npm start`: builds what is missing, then serves the app, the API and uploaded media on
// PORT (default 3000) with the embedded database in DATA_DIR (default ./data).
// `npm start -- --demo` also seeds the demo (docs/decisions/083) once the server answers.
import { buildIfStale, repoRoot } from './lib/build-if-stale.mjs';
import { seedDemo } from './seed-demo.mjs';

buildIfStale({ force: process.argv.includes('--rebuild') });
process.chdir(repoRoot);
await import('../server/dist/main.js');
if (process.argv.includes('--demo')) {
  // The server took DATA_DIR's lock while it was imported: the CLI waits for it to listen,
  // then sends it the command, as `npm run seed:demo` beside a running server does.
  const { child, done } = seedDemo();
  // A server that fails to start exits; the seed must not go on without it.
  process.once('exit', () => child.kill());
  const code = await done;
  if (code !== 0) console.error('The demo was not seeded (see above); the server keeps running.');
}
