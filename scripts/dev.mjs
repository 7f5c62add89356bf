// `npm run dev`: the API (tsx watch) on API_PORT (default 3001) and Vite with hot reload
// on 5173, proxying /api, /media and /socket.io to the API.
import { spawn } from 'node:child_process';
import { repoRoot } from './lib/build-if-stale.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, LOG_PRETTY: process.env.LOG_PRETTY ?? 'true' },
  }),
  spawn('npx', ['vite'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
