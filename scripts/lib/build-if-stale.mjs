// Builds the web app and the server when their output is missing or older than any of
// their sources, so `npm start` on a fresh clone (or after a pull) serves current code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function newestMtime(entry) {
  const full = path.join(repoRoot, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) {
    if (child === 'node_modules' || child === 'dist' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const TARGETS = [
  {
    name: 'web app',
    output: 'dist/index.html',
    // The server's render of the public pages (docs/decisions/145), built by the same command.
    alsoOutputs: ['dist-ssr/entry-server.js'],
    sources: [
      'src',
      'ui/src',
      'contracts/src',
      'public',
      'index.html',
      'vite.config.ts',
      'tailwind.config.ts',
      'package.json',
    ],
    command: ['run', 'build:app'],
  },
  {
    name: 'server',
    output: 'server/dist/main.js',
    // The admin CLI is a second entry point of the same build.
    alsoOutputs: ['server/dist/admin.js'],
    sources: ['server/src', 'server/drizzle', 'server/scripts', 'contracts/src', 'server/package.json'],
    command: ['run', 'build:server'],
  },
];

/** `only: 'server'` builds just the server (the admin CLI does not need the web app). */
export function buildIfStale({ force = false, only = null } = {}) {
  for (const target of TARGETS) {
    if (only && target.name !== only) continue;
    const outputTime = Math.min(...[target.output, ...(target.alsoOutputs ?? [])].map(newestMtime));
    const sourceTime = Math.max(...target.sources.map(newestMtime));
    if (!force && outputTime > 0 && outputTime >= sourceTime) continue;
    console.info(`Building the ${target.name} (${outputTime === 0 ? 'not built yet' : 'sources changed'})…`);
    const result = spawnSync('npm', target.command, { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Building the ${target.name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}
