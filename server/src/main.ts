import { rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError, describeOwner } from './lib/data-dir-lock';
import { sweepLocalUploads } from './modules/storage/sweep';

/** A reason not to start that the operator can act on; printed without a stack. */
class StartupError extends Error {
  override name = 'StartupError';
}

function listenError(error: unknown, host: string, port: number): Error {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `Port ${port} on ${host} is already in use by another program: stop it or set PORT to a free port. Friendly Host did not start.`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `Port ${port} on ${host} needs privileges this process does not have: set PORT to 1024 or above.`,
    );
  }
  if (code === 'EADDRNOTAVAIL') {
    return new StartupError(
      `HOST ${host} is not an address of this machine: set HOST (0.0.0.0 for every address).`,
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Binds the port for a moment before the database is opened, so a taken port fails the
 * start at once instead of after the database was created or migrated for nothing.
 */
function ensurePortFree(host: string, port: number) {
  if (port === 0) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => reject(listenError(error, host, port)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * The embedded database allows one process per DATA_DIR: hold its lock for the life of
 * the process (docs/decisions/063). With PostgreSQL several instances may share DATA_DIR.
 */
function lockDataDir(config: AppConfig): DataDirLock | null {
  if (config.database.driver !== 'pglite' || config.database.dataDir === 'memory') return null;
  const lock = acquireDataDirLock(config.dataDir, { role: 'server' });
  if (lock.tookOverFrom) {
    console.warn(`Took over ${lock.file}: ${describeOwner(lock.tookOverFrom)} is no longer running.`);
  }
  // Versions before decision 063 told the admin CLI the URL in server.json; the lock does now.
  rmSync(path.join(config.dataDir, 'server.json'), { force: true });
  return lock;
}

async function main() {
  const config = loadConfig();
  const lock = lockDataDir(config);
  await ensurePortFree(config.host, config.port);
  const app = await buildApp(config);
  // Files a killed process wrote without committing their rows (docs/decisions/096). The
  // embedded database is ours alone: everything unnamed goes, before the first request.
  // Other instances may share PostgreSQL: only files older than the grace.
  const graceMs = app.database.driver === 'pglite' ? 0 : config.uploadSweepGraceMs;
  await sweepLocalUploads(app.deps, new Date(Date.now() - graceMs));

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck request must not keep the process alive forever (exiting releases the lock).
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      // The admin CLI waits for the lock instead of posting to a server on its way out.
      lock?.setUrl(null);
      await app.close();
      // Only once the database is closed may another process open it.
      lock?.release();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close().catch(() => undefined);
    throw listenError(error, config.host, config.port);
  }
  const port = (app.server.address() as AddressInfo).port;
  const localHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  // Tells the admin CLI where to send commands for this DATA_DIR.
  lock?.setUrl(`http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${port}`);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    `Friendly Host is serving http://${shownHost}:${port} (database: ${app.database.driver}, data: ${config.dataDir})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('Friendly Host could not start:', error);
  }
  // Exiting releases the DATA_DIR lock (an exit handler).
  process.exit(1);
});
