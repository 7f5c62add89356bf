import { existsSync, readdirSync } from 'node:fs';
import { chmod, cp, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DatabaseHandle, loadDataDir } from '../../db/client';
import { ConflictError, ValidationError } from '../../lib/errors';
import { LocalStorageProvider, type StorageProvider } from '../../providers/storage';
import { version } from '../../version';

/**
 * Backups of the embedded database while it serves, and their restore (docs/decisions/097).
 * A backup is a folder: `pgdata.tar.gz` (PGlite's own dump of its files, consistent),
 * `uploads/` (the files rows name), `secrets/` (the generated signing secret and admin
 * token, so sessions and the CLI keep working) and `manifest.json`.
 */

export const BACKUP_FILES = { database: 'pgdata.tar.gz', manifest: 'manifest.json' } as const;

export type BackupManifest = {
  format: 1;
  createdAt: string;
  version: string;
  database: 'pglite';
  databaseBytes: number;
  uploads: number;
};

export class BackupError extends Error {
  override name = 'BackupError';
}

function countFiles(dir: string) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/** A folder that does not exist yet or is empty; created private to its owner. */
async function emptyFolder(directory: string) {
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    throw new ConflictError(`${directory} is not empty: a backup goes into a new or empty folder.`);
  }
  await mkdir(directory, { recursive: true, mode: 0o700 });
}

/**
 * Writes a backup of the running embedded database and its files into `directory`. The
 * order makes it whole: deletions of uploaded files wait first, so every file a row of
 * the dump names is still there when the files are copied after it; files written after
 * the dump may be copied too, and the restored server's start sweeps those no row names.
 */
export async function writeBackup(
  input: { database: DatabaseHandle; storage: StorageProvider; dataDir: string; now: Date },
  directory: string,
): Promise<BackupManifest> {
  const { database, storage } = input;
  if (!path.isAbsolute(directory)) {
    throw new ValidationError('The backup folder must be an absolute path.', {
      errors: { directory: ['The backup folder must be an absolute path.'] },
    });
  }
  if (database.driver !== 'pglite' || !database.dumpDataDir) {
    throw new ConflictError(
      'This server runs on PostgreSQL: back it up with pg_dump, and copy DATA_DIR/uploads after it (docs/DEPLOY.md).',
    );
  }
  await emptyFolder(directory);
  const release = storage instanceof LocalStorageProvider ? storage.holdDeletes() : async () => undefined;
  try {
    const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
    await writeFile(path.join(directory, BACKUP_FILES.database), dump, { mode: 0o600 });
    const uploads = path.join(input.dataDir, 'uploads');
    if (existsSync(uploads)) await cp(uploads, path.join(directory, 'uploads'), { recursive: true });
    const secrets = path.join(input.dataDir, 'secrets');
    if (existsSync(secrets)) {
      await cp(secrets, path.join(directory, 'secrets'), { recursive: true });
      await chmod(path.join(directory, 'secrets'), 0o700);
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: input.now.toISOString(),
      version,
      database: 'pglite',
      databaseBytes: dump.length,
      uploads: countFiles(path.join(directory, 'uploads')),
    };
    await writeFile(path.join(directory, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await release();
  }
}

/**
 * Makes `dataDir` the backup's: its database, uploads and secrets. The caller holds
 * DATA_DIR's lock (no server runs on it). What DATA_DIR held before is moved aside into
 * `replaced-<time>/` when `replace` is set; otherwise a DATA_DIR with a database is refused.
 */
export async function restoreBackup(
  backup: string,
  dataDir: string,
  options: { replace: boolean; now: Date },
) {
  const manifestFile = path.join(backup, BACKUP_FILES.manifest);
  if (!existsSync(manifestFile) || !existsSync(path.join(backup, BACKUP_FILES.database))) {
    throw new BackupError(
      `${backup} is not a Friendly Host backup (no ${BACKUP_FILES.manifest} and ${BACKUP_FILES.database}).`,
    );
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  const parts = ['pgdata', 'uploads', 'secrets'];
  const present = parts.filter((part) => existsSync(path.join(dataDir, part)));
  let movedTo: string | null = null;
  if (present.length > 0) {
    if (!options.replace) {
      throw new BackupError(
        `DATA_DIR ${dataDir} already holds ${present.join(', ')}: restore into an empty DATA_DIR, or add --replace to move them aside first.`,
      );
    }
    movedTo = path.join(dataDir, `replaced-${options.now.toISOString().replace(/[:.]/g, '-')}`);
    await mkdir(movedTo, { recursive: true, mode: 0o700 });
    for (const part of present) await rename(path.join(dataDir, part), path.join(movedTo, part));
  }
  await mkdir(dataDir, { recursive: true });
  const dump = await readFile(path.join(backup, BACKUP_FILES.database));
  await loadDataDir(path.join(dataDir, 'pgdata'), new Blob([dump]));
  for (const part of ['uploads', 'secrets']) {
    if (existsSync(path.join(backup, part)))
      await cp(path.join(backup, part), path.join(dataDir, part), { recursive: true });
  }
  return { manifest, movedTo };
}
