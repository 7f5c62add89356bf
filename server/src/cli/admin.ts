import path from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedReferenceData } from '../db/seed';
import {
  acquireDataDirLock,
  DataDirLockedError,
  describeOwner,
  type LockOwner,
  lockFilePath,
} from '../lib/data-dir-lock';
import { DomainError } from '../lib/errors';
import { readSecretIfPresent } from '../lib/secrets';
import {
  type AdminCommand,
  type AdminResult,
  ADMIN_USAGE as COMMANDS_USAGE,
  runAdminCommand,
} from '../modules/admin/commands';
import { BackupError, restoreBackup, writeBackup } from '../modules/backup/service';
import { LocalStorageProvider } from '../providers/storage';
import { parseArgs, UsageError } from './parse-args';

/** How long the CLI waits for the running server's answer (ADMIN_CLI_TIMEOUT_MS, default 30 s). */
function answerTimeoutMs(env: NodeJS.ProcessEnv): number {
  const value = env.ADMIN_CLI_TIMEOUT_MS?.trim();
  if (!value) return 30_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1) {
    throw new ConfigError(`ADMIN_CLI_TIMEOUT_MS must be a whole number of milliseconds (got "${value}")`);
  }
  return ms;
}

function seconds(ms: number) {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

const NOT_OPENED = 'The admin CLI never opens the embedded database while a server holds it.';

/**
 * Sends the command to the server holding DATA_DIR. Whatever happens, the CLI does not
 * open the database itself: the server's copy would not see, and would later lose, what
 * the CLI wrote (docs/decisions/063).
 */
async function viaServer(
  config: AppConfig,
  server: LockOwner & { url: string },
  command: AdminCommand | { route: string; body: unknown },
  timeoutMs: number,
): Promise<AdminResult> {
  const [route, body] = 'route' in command ? [command.route, command.body] : ['/api/admin/commands', command];
  const who = describeOwner(server);
  const token = config.adminToken ?? readSecretIfPresent(config.dataDir, 'admin-token');
  if (!token) {
    return {
      ok: false,
      output: `DATA_DIR ${config.dataDir} is held by ${who}, but the CLI has no admin token to send it the command: set ADMIN_TOKEN to the server's value (${config.dataDir}/secrets/admin-token is missing). ${NOT_OPENED}`,
    };
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const name = (error as Error | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return {
        ok: false,
        output: `DATA_DIR ${config.dataDir} is held by ${who}, which did not answer within ${seconds(timeoutMs)} (is it stuck or stopped?). The command may still run if that server takes it up later: check before you retry. ${NOT_OPENED}`,
      };
    }
    const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
    return {
      ok: false,
      output: `DATA_DIR ${config.dataDir} is held by ${who}, but ${server.url} could not be reached (${cause?.code ?? cause?.message ?? String(error)}); the command was not run. Check that server, or stop it and run the command again. ${NOT_OPENED}`,
    };
  }
  let answer: (AdminResult & { message?: string }) | null = null;
  try {
    answer = JSON.parse(text) as AdminResult & { message?: string };
  } catch {}
  if (!response.ok || !answer || typeof answer.output !== 'string') {
    return {
      ok: false,
      output: `The server refused the command (${response.status}): ${answer?.message ?? ''}`,
    };
  }
  return answer;
}

async function direct(config: AppConfig, command: AdminCommand): Promise<AdminResult> {
  const database = await openDatabase(config.database);
  try {
    // The same uploads folder the server serves from /media.
    const storage = new LocalStorageProvider(path.join(config.dataDir, 'uploads'));
    await seedReferenceData(database.db, new Date(), storage);
    return await runAdminCommand({ db: database.db, now: new Date(), storage }, command);
  } finally {
    await database.close();
  }
}

/**
 * With PGlite one process at a time may open DATA_DIR's database. The CLI takes the
 * DATA_DIR lock and runs the command itself when nothing holds it (a server cannot start
 * meanwhile), or sends it to the server that holds it. It waits (up to the timeout) for
 * a server that is starting or stopping, and for another admin command to finish.
 */
async function viaLock(
  config: AppConfig,
  command: AdminCommand | { route: string; body: unknown },
  timeoutMs: number,
  here: () => Promise<AdminResult>,
): Promise<AdminResult> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const lock = acquireDataDirLock(config.dataDir, { role: 'admin-cli' });
      try {
        return await here();
      } finally {
        lock.release();
      }
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      const owner = error.owner;
      if (!owner || error.state !== 'running') return { ok: false, output: error.message };
      if (owner.role === 'admin-cli') {
        // Another admin command: they are short, wait for it.
        if (Date.now() >= deadline) return { ok: false, output: error.message };
      } else if (owner.url) {
        return viaServer(config, { ...owner, url: owner.url }, command, timeoutMs);
      } else if (Date.now() >= deadline) {
        return {
          ok: false,
          output: `DATA_DIR ${config.dataDir} is held by ${describeOwner(owner)}, which has not opened its port within ${seconds(timeoutMs)} (it may be starting or stopping); the command was not run. See ${lockFilePath(config.dataDir)}. ${NOT_OPENED}`,
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const ADMIN_USAGE = `${COMMANDS_USAGE}

The embedded database (PGlite), its uploads and secrets — docs/DEPLOY.md:
  backup create <folder>                            (while the server serves; a new or empty folder)
  backup restore <folder> [--replace]               (the server stopped; --replace moves DATA_DIR's aside)`;

/** How long `backup create` waits for the running server (ADMIN_BACKUP_TIMEOUT_MS, default 10 min). */
function backupTimeoutMs(env: NodeJS.ProcessEnv) {
  const ms = Number(env.ADMIN_BACKUP_TIMEOUT_MS ?? 600_000);
  return Number.isInteger(ms) && ms > 0 ? ms : 600_000;
}

/**
 * `backup create <folder>`: the embedded database and its files, copied while the server
 * serves (the server writes it; with no server the CLI does, holding the lock).
 * `backup restore <folder> [--replace]`: into DATA_DIR, with no server running on it
 * (docs/decisions/097, docs/DEPLOY.md).
 */
async function backupCommand(
  config: AppConfig,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<AdminResult> {
  const [action, folder, ...rest] = args;
  if ((action !== 'create' && action !== 'restore') || !folder) {
    throw new UsageError('backup create <folder> | backup restore <folder> [--replace]');
  }
  if (config.database.driver !== 'pglite' || config.database.dataDir === 'memory') {
    return {
      ok: false,
      output:
        'DATABASE_URL is set: back up PostgreSQL with pg_dump (and restore with pg_restore), and copy DATA_DIR/uploads after the dump (docs/DEPLOY.md).',
    };
  }
  const directory = path.resolve(folder);
  if (action === 'create') {
    return viaLock(
      config,
      { route: '/api/admin/backup', body: { directory } },
      backupTimeoutMs(env),
      async () => {
        const database = await openDatabase(config.database);
        try {
          const storage = new LocalStorageProvider(path.join(config.dataDir, 'uploads'));
          const manifest = await writeBackup(
            { database, storage, dataDir: config.dataDir, now: new Date() },
            directory,
          );
          return {
            ok: true,
            output: `Backed up to ${directory}: the database (${manifest.databaseBytes} bytes compressed) and ${manifest.uploads} uploaded files, taken ${manifest.createdAt}.`,
          };
        } catch (error) {
          if (error instanceof DomainError) return { ok: false, output: error.message };
          throw error;
        } finally {
          await database.close();
        }
      },
    );
  }
  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(config.dataDir, { role: 'admin-cli' });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return { ok: false, output: `Stop the server before restoring into its DATA_DIR.\n${error.message}` };
  }
  try {
    const { manifest, movedTo } = await restoreBackup(directory, config.dataDir, {
      replace: rest.includes('--replace'),
      now: new Date(),
    });
    return {
      ok: true,
      output: [
        `Restored the backup of ${manifest.createdAt} (version ${manifest.version}, ${manifest.uploads} uploaded files) into ${config.dataDir}.`,
        movedTo ? `What DATA_DIR held before is in ${movedTo}.` : null,
        'Start the server on this DATA_DIR.',
      ]
        .filter(Boolean)
        .join('\n'),
    };
  } catch (error) {
    if (error instanceof BackupError) return { ok: false, output: error.message };
    throw error;
  } finally {
    lock.release();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.info(ADMIN_USAGE);
    process.exit(argv.length === 0 ? 1 : 0);
  }
  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  const timeoutMs = answerTimeoutMs(process.env);
  if (argv[0] === 'backup') {
    const result = await backupCommand(config, argv.slice(1), process.env);
    (result.ok ? console.info : console.error)(result.output);
    process.exit(result.ok ? 0 : 1);
  }
  const command = parseArgs(argv);
  // PostgreSQL serves any number of processes: connect directly.
  const result =
    config.database.driver === 'pglite' && config.database.dataDir !== 'memory'
      ? await viaLock(config, command, timeoutMs, () => direct(config, command))
      : await direct(config, command);
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
