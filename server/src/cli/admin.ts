import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedReferenceData } from '../db/seed';
import { readSecretIfPresent } from '../lib/secrets';
import { ADMIN_USAGE, type AdminCommand, type AdminResult, runAdminCommand } from '../modules/admin/commands';
import { parseArgs, UsageError } from './parse-args';

/** With PGlite only one process may open the database: use the running server when there is one. */
async function viaServer(config: AppConfig, command: AdminCommand): Promise<AdminResult | null> {
  const file = path.join(config.dataDir, 'server.json');
  if (!existsSync(file)) return null;
  const { url } = JSON.parse(readFileSync(file, 'utf8')) as { url: string };
  const token = config.adminToken ?? readSecretIfPresent(config.dataDir, 'admin-token');
  if (!token) return null;
  let response: Response;
  try {
    response = await fetch(`${url}/api/admin/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify(command),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return null; // a server.json left behind by a crash: nobody is listening
  }
  const body = (await response.json().catch(() => null)) as (AdminResult & { message?: string }) | null;
  if (!response.ok || !body || typeof body.output !== 'string') {
    return {
      ok: false,
      output: `The server refused the command (${response.status}): ${body?.message ?? ''}`,
    };
  }
  return body;
}

async function direct(config: AppConfig, command: AdminCommand): Promise<AdminResult> {
  const database = await openDatabase(config.database);
  try {
    await seedReferenceData(database.db, new Date());
    return await runAdminCommand({ db: database.db, now: new Date() }, command);
  } finally {
    await database.close();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.info(ADMIN_USAGE);
    process.exit(argv.length === 0 ? 1 : 0);
  }
  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  const command = parseArgs(argv);
  const result =
    (config.database.driver === 'pglite' ? await viaServer(config, command) : null) ??
    (await direct(config, command));
  (result.ok ? console.info : console.error)(result.output);
  process.exit(result.ok ? 0 : 1);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${ADMIN_USAGE}`);
  } else if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (error instanceof Error && error.name === 'ZodError') {
    console.error(`Invalid arguments: ${error.message}\n\n${ADMIN_USAGE}`);
  } else {
    console.error('The admin command failed:', error);
  }
  process.exit(1);
});
