import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess, waitForHealth } from './global-setup';

/**
 * A server of one spec's own, started as the suite's is (`scripts/start.mjs`, test mode)
 * but on its own port and DATA_DIR, so the spec may stop it with SIGTERM and start it
 * again on the same port and data — a restart under an open screen — without touching the
 * suite's server. The shape is world.mjs's `WorldServer` (url, DATA_DIR for the SMS
 * outbox, admin token), so scripts/bench/world.mjs builds its world.
 */
export type RestartableServer = {
  url: string;
  dataDir: string;
  adminToken: string;
  /** Starts it (again) on its port and DATA_DIR; resolves once /api/health answers. */
  start(): Promise<void>;
  /** SIGTERM; resolves with the exit code once the process has ended. */
  stop(): Promise<number | null>;
  /** Stops it if running and removes its DATA_DIR. */
  dispose(): Promise<void>;
};

export async function restartableServer(): Promise<RestartableServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'friendly-e2e-restart-'));
  const adminToken = randomBytes(24).toString('hex');
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const stop = async () => {
    const running = child;
    if (!running) return null;
    if (running.exitCode !== null || running.signalCode !== null) return running.exitCode;
    const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
    running.kill('SIGTERM');
    return exited;
  };

  return {
    url,
    dataDir,
    adminToken,
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error(`${url} is running`);
      child = startServerProcess(port, dataDir, { ADMIN_TOKEN: adminToken });
      await waitForHealth(url, child, 120_000);
    },
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
