import type { Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { LocalStorageProvider } from '../../providers/storage';
import { forgetUnsentChatUploads, referencedStorageKeys } from './repository';

/** How often each instance sweeps with the grace (the start sweep aside). */
export const UPLOAD_SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Files are written before the row that names them commits, and removed after the row
 * that named them is gone (docs/decisions/096). A process that dies in between (kill -9,
 * a crash, power loss) or a removal that fails leaves a file no row names: an orphan.
 * This sweep removes them: every file under `uploadsDir` older than `olderThan` that no
 * row names, and every staged upload (`stagingDir`) older than it. With the embedded
 * database the server sweeps at start with `olderThan` = now (no other process writes
 * there); with PostgreSQL, where other instances may be between their write and their
 * commit, only files older than the grace (UPLOAD_SWEEP_GRACE_SECONDS), at start and
 * every hour.
 */
export async function sweepOrphanedUploads(
  db: Database,
  options: {
    uploadsDir: string;
    stagingDir: string;
    olderThan: Date;
    /** Chat uploads no message names, recorded before this, are forgotten first (105). */
    unsentChatUploadsBefore?: Date;
  },
) {
  const cutoff = options.olderThan.getTime();
  const candidates = await filesOlderThan(options.uploadsDir, cutoff);
  const staged = await filesOlderThan(options.stagingDir, cutoff);
  // Their rows go before the keys are read, so their files are orphans below.
  const unsent = options.unsentChatUploadsBefore
    ? await forgetUnsentChatUploads(db, options.unsentChatUploadsBefore)
    : [];
  // Read after listing: a row committed meanwhile names a file already listed, never the reverse.
  const referenced = candidates.length > 0 ? await referencedStorageKeys(db) : new Set<string>();
  const orphans = candidates.filter((file) => !referenced.has(file.key));
  for (const file of [...orphans, ...staged]) await rm(file.path, { force: true });
  return { removed: orphans.map((file) => file.key), staged: staged.length, unsent: unsent.length };
}

async function filesOlderThan(root: string, cutoff: number) {
  let entries: Dirent[];
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true, encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: Array<{ key: string; path: string }> = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const info = await stat(full).catch(() => null);
    if (!info || info.mtimeMs >= cutoff) continue;
    files.push({ key: path.relative(root, full).split(path.sep).join('/'), path: full });
  }
  return files;
}

/**
 * The sweep of this server's own folders (DATA_DIR/uploads and DATA_DIR/uploads-staging),
 * when its files are stored there; logs what it removed. Chat uploads never sent within
 * the grace (UPLOAD_SWEEP_GRACE_SECONDS, by the app's clock, whatever the database) are
 * forgotten and their files removed with the orphans (docs/decisions/105).
 */
export async function sweepLocalUploads(
  deps: Pick<Deps, 'db' | 'providers' | 'config' | 'log' | 'clock'>,
  olderThan: Date,
) {
  const { storage } = deps.providers;
  if (!(storage instanceof LocalStorageProvider)) return null;
  const result = await sweepOrphanedUploads(deps.db, {
    uploadsDir: storage.root,
    stagingDir: path.join(deps.config.dataDir, 'uploads-staging'),
    olderThan,
    unsentChatUploadsBefore: new Date(deps.clock().getTime() - deps.config.uploadSweepGraceMs),
  });
  if (result.removed.length > 0 || result.staged > 0) {
    deps.log.warn(
      { removed: result.removed.length, staged: result.staged, unsentChatUploads: result.unsent },
      `removed ${result.removed.length} uploaded file(s) no row names and ${result.staged} staged upload(s) left by an interrupted request`,
    );
  }
  return result;
}
