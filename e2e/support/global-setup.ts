import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codesSentTo, DEMO_HOST_PHONE } from './hosts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}

/**
 * `node scripts/start.mjs` as the suite runs it: on `port` with `dataDir`, in test mode,
 * its output on the runner's. `extra` adds to its environment (e2e/support/restartable-server.ts).
 */
export function startServerProcess(port: number, dataDir: string, extra: Record<string, string> = {}) {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every browser of the suite comes from 127.0.0.1: one address standing for dozens of
      // hosts and guests, each asking for codes. The per-address limits are the server
      // suite's to test (server/test/auth/auth.test.ts); here they would only cap the suite's size.
      RATE_LIMIT_OTP_SEND_PER_IP_HOUR: '1000',
      RATE_LIMIT_OTP_CHECK_PER_IP_10MIN: '1000',
      ...extra,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Starts `node scripts/start.mjs` on a free port with an empty DATA_DIR; returns the teardown. */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'friendly-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = startServerProcess(port, dataDir);
  await waitForHealth(baseUrl, child, 120_000);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    // The demo number gets five codes an hour (docs/decisions/011); the run shares one
    // demo-host session (`demoHost`, docs/decisions/138), so it spends at most one of them.
    const demoCodes = codesSentTo(DEMO_HOST_PHONE).length;
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (demoCodes > 1)
      throw new Error(
        `the run asked for ${demoCodes} codes for the demo host's number: sign it in with demoHost (e2e/support/hosts.ts), once per run`,
      );
  };
}
