import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per embedded database (docs/decisions/063). PGlite keeps its own buffers
 * in each process that opens DATA_DIR/pgdata, so two processes on one folder each see
 * only their own writes and lose the other's. Whoever opens the database (the server,
 * or the admin CLI when no server runs) first holds DATA_DIR/lock.json, which names it.
 *
 * Node has no flock(), so the lock is a file published atomically with link() (fails
 * when the file exists) and removed when its holder exits. A holder that died without
 * removing it (SIGKILL, a crash, power loss) is recognised and taken over; one that
 * cannot be proven dead never is.
 */
export const LOCK_FILE_NAME = 'lock.json';

export type LockRole = 'server' | 'admin-cli';

/** What DATA_DIR/lock.json says. */
export type LockOwner = {
  pid: number;
  hostname: string;
  role: LockRole;
  /** ISO time the holder took the lock. */
  startedAt: string;
  /** Where the server answers, once it listens (the admin CLI sends commands there); null otherwise. */
  url: string | null;
  /**
   * The holder's start time in clock ticks since boot (/proc/<pid>/stat, Linux), so a
   * process that later got the same pid is not mistaken for the holder; null elsewhere.
   */
  processStart: string | null;
  /** Random per acquisition: the holder recognises its own lock. */
  id: string;
};

/**
 * running: the holder is alive on this machine. gone: it is proven dead (the lock may be
 * taken over). unverifiable: it cannot be checked (another machine, an unreadable or
 * damaged file) and is treated as running.
 */
export type OwnerState = 'running' | 'gone' | 'unverifiable';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly lockFile: string,
    readonly owner: LockOwner | null,
    readonly state: Exclude<OwnerState, 'gone'>,
  ) {
    super(lockedMessage(lockFile, owner, state));
  }
}

export type DataDirLock = {
  readonly file: string;
  readonly owner: LockOwner;
  /** The holder found before us, proven dead, whose lock we took over. */
  readonly tookOverFrom: LockOwner | null;
  /** Records (or clears) the URL the server answers on. */
  setUrl(url: string | null): void;
  /** Removes the lock if it is still ours. Also runs when the process exits. */
  release(): void;
};

export function lockFilePath(dataDir: string) {
  return path.join(dataDir, LOCK_FILE_NAME);
}

/** "a Friendly Host server (pid 41 on box, started …, serving http://…)", or "an admin command (the admin CLI, pid …)". */
export function describeOwner(owner: LockOwner) {
  if (owner.role !== 'server') {
    return `an admin command (the admin CLI, pid ${owner.pid} on ${owner.hostname}, started ${owner.startedAt})`;
  }
  const where = owner.url ? `serving ${owner.url}` : 'not listening';
  return `a Friendly Host server (pid ${owner.pid} on ${owner.hostname}, started ${owner.startedAt}, ${where})`;
}

function lockedMessage(file: string, owner: LockOwner | null, state: Exclude<OwnerState, 'gone'>) {
  const dataDir = path.dirname(file);
  if (!owner) {
    return `${file} exists but does not say which process holds DATA_DIR (${dataDir}): it is damaged or unreadable. If no Friendly Host process uses this DATA_DIR, delete that file and start again.`;
  }
  const lines = [
    `DATA_DIR ${dataDir} is in use by ${describeOwner(owner)}.`,
    'The embedded database (PGlite) allows one process at a time: stop that process, wait for it to finish, or use another DATA_DIR.',
  ];
  if (state === 'unverifiable') {
    lines.push(
      `That process runs on another machine (${owner.hostname}), so this one cannot tell whether it is still running. If it is not, delete ${file} and start again.`,
    );
  } else if (!owner.processStart) {
    lines.push(`If pid ${owner.pid} is not a Friendly Host process (its id was reused), delete ${file}.`);
  }
  return lines.join('\n');
}

/** Field 22 of /proc/<pid>/stat (start time in ticks since boot), or null without /proc. */
export function readProcessStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function errorCode(error: unknown) {
  return (error as NodeJS.ErrnoException | null)?.code;
}

function bootTimeMs() {
  return Date.now() - os.uptime() * 1000;
}

/** Whether the process a lock names still runs (see OwnerState). */
export function ownerState(owner: LockOwner): OwnerState {
  // A pid means nothing on another machine (a DATA_DIR on a shared disk).
  if (owner.hostname !== os.hostname()) return 'unverifiable';
  // Not held by us (we are asking), so an earlier process had our pid: pid 1 in a
  // restarted container, for one.
  if (owner.pid === process.pid) return 'gone';
  // Taken before the machine last booted: that process is gone, whatever has its pid now.
  const started = Date.parse(owner.startedAt);
  if (Number.isFinite(started) && started < bootTimeMs() - 60_000) return 'gone';
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if (errorCode(error) === 'ESRCH') return 'gone';
  }
  // Alive, but is it the same process? Where /proc tells start times, a different one
  // means the pid was reused. Elsewhere a live pid counts as the holder (the message
  // then says which file to delete if it is not).
  if (owner.processStart) {
    const now = readProcessStart(owner.pid);
    if (now !== null && now !== owner.processStart) return 'gone';
  }
  return 'running';
}

function parseOwner(raw: string): LockOwner | null {
  try {
    const value = JSON.parse(raw) as Partial<LockOwner>;
    if (
      typeof value.pid !== 'number' ||
      !Number.isInteger(value.pid) ||
      value.pid <= 0 ||
      typeof value.hostname !== 'string' ||
      (value.role !== 'server' && value.role !== 'admin-cli') ||
      typeof value.startedAt !== 'string' ||
      typeof value.id !== 'string'
    ) {
      return null;
    }
    return {
      pid: value.pid,
      hostname: value.hostname,
      role: value.role,
      startedAt: value.startedAt,
      url: typeof value.url === 'string' ? value.url : null,
      processStart: typeof value.processStart === 'string' ? value.processStart : null,
      id: value.id,
    };
  } catch {
    return null;
  }
}

type LockRead = { raw: string; owner: LockOwner | null; mtimeMs: number };

function readLock(file: string): LockRead | null {
  try {
    const raw = readFileSync(file, 'utf8');
    let mtimeMs = Date.now();
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {}
    return { raw, owner: parseOwner(raw), mtimeMs };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/** The owner DATA_DIR/lock.json names, or null when there is none (or it is damaged). */
export function readLockOwner(dataDir: string): LockOwner | null {
  return readLock(lockFilePath(dataDir))?.owner ?? null;
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function writeDurably(file: string, text: string, flag: 'wx' | 'w') {
  const fd = openSync(file, flag, 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function tempName(file: string) {
  return path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}`,
  );
}

/** Creates the lock file with its whole content at once; false when it already exists. */
function publish(file: string, text: string): boolean {
  const temp = tempName(file);
  writeDurably(temp, text, 'wx');
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    // A file system without hard links: exclusive create, then write. Readers treat a
    // young unreadable file as "being written".
    if (['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'].includes(errorCode(error) ?? '')) {
      try {
        writeDurably(file, text, 'wx');
        return true;
      } catch (inner) {
        if (errorCode(inner) === 'EEXIST') return false;
        throw inner;
      }
    }
    throw error;
  } finally {
    try {
      unlinkSync(temp);
    } catch {}
  }
}

/**
 * Removes a lock proven stale, unless it changed since it was read. Two processes may
 * find the same stale lock at once: the read-compare-remove runs under a takeover guard
 * (a directory, created atomically), so the second one cannot remove the lock the first
 * has just created. Returns false when another process holds the guard.
 */
function removeStale(file: string, stale: string): boolean {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    // The guard is held for a few milliseconds; an old one was left by a crash.
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) rmdirSync(guard);
    } catch {}
    return false;
  }
  try {
    if (readLock(file)?.raw === stale) unlinkSync(file);
    return true;
  } finally {
    rmdirSync(guard);
  }
}

const held = new Set<string>();

/**
 * Takes DATA_DIR's lock for this process, or throws DataDirLockedError naming whoever
 * holds it. A holder proven dead is taken over (see tookOverFrom). The lock is released
 * by release() or when the process exits (not on SIGKILL: the next process takes over).
 */
export function acquireDataDirLock(dataDir: string, options: { role: LockRole }): DataDirLock {
  const file = lockFilePath(path.resolve(dataDir));
  if (held.has(file)) throw new Error(`This process already holds ${file}`);
  mkdirSync(path.dirname(file), { recursive: true });
  let owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    role: options.role,
    startedAt: new Date().toISOString(),
    url: null,
    processStart: readProcessStart(process.pid),
    id: randomBytes(12).toString('hex'),
  };
  let tookOverFrom: LockOwner | null = null;
  const deadline = Date.now() + 5_000;
  for (;;) {
    if (publish(file, JSON.stringify(owner, null, 2))) break;
    let current: LockRead | null;
    try {
      current = readLock(file);
    } catch {
      throw new DataDirLockedError(file, null, 'unverifiable'); // unreadable (another user's?)
    }
    if (current === null) continue; // released meanwhile
    let state: OwnerState;
    if (current.owner) {
      state = ownerState(current.owner);
    } else if (current.mtimeMs < bootTimeMs() - 60_000) {
      state = 'gone'; // damaged by a crash before the last boot (power loss)
    } else if (Date.now() - current.mtimeMs < 2_000 && Date.now() < deadline) {
      sleepSync(50); // being written (file systems without hard links)
      continue;
    } else {
      state = 'unverifiable';
    }
    if (state !== 'gone') throw new DataDirLockedError(file, current.owner, state);
    if (removeStale(file, current.raw)) {
      tookOverFrom = current.owner;
    } else if (Date.now() < deadline) {
      sleepSync(50);
    } else {
      throw new Error(`Could not take over the stale lock ${file}: ${file}.takeover stays in the way`);
    }
  }
  held.add(file);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(file);
    process.removeListener('exit', release);
    try {
      if (readLock(file)?.owner?.id === owner.id) unlinkSync(file);
    } catch {}
  };
  process.on('exit', release);

  return {
    file,
    get owner() {
      return owner;
    },
    tookOverFrom,
    setUrl(url) {
      if (released) return;
      if (readLock(file)?.owner?.id !== owner.id) {
        throw new Error(`${file} no longer names this process; another process took DATA_DIR over`);
      }
      owner = { ...owner, url };
      const temp = tempName(file);
      writeDurably(temp, JSON.stringify(owner, null, 2), 'wx');
      renameSync(temp, file); // atomic replace: readers see the old or the new content
    },
    release,
  };
}
