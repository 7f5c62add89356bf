import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck request must not keep the process alive forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      rmSync(serverFile, { force: true });
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // Tells the admin CLI where this DATA_DIR's server listens (PGlite allows one process).
  const serverFile = path.join(config.dataDir, 'server.json');
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ host: config.host, port: config.port });
  const port = (app.server.address() as AddressInfo).port;
  const localHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  writeFileSync(serverFile, JSON.stringify({ url: `http://${localHost}:${port}`, pid: process.pid }), {
    mode: 0o600,
  });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    `Friendly Host is serving http://${shownHost}:${port} (database: ${app.database.driver}, data: ${config.dataDir})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Friendly Host could not start:', error);
  }
  process.exit(1);
});
