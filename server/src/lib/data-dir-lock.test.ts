import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  type DataDirLock,
  DataDirLockedError,
  type LockOwner,
  lockFilePath,
  readLockOwner,
  readProcessStart,
} from './data-dir-lock';

const hasProc = readProcessStart(process.pid) !== null;
const moduleFile = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

let dir: string;
const locks: DataDirLock[] = [];
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'friendly-lock-'));
});

afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function acquire(role: 'server' | 'admin-cli' = 'server') {
  const lock = acquireDataDirLock(dir, { role });
  locks.push(lock);
  return lock;
}

function writeLock(owner: Partial<LockOwner>) {
  const full: LockOwner = {
    pid: 999_999,
    hostname: os.hostname(),
    role: 'server',
    startedAt: new Date().toISOString(),
    url: 'http://127.0.0.1:3000',
    processStart: null,
    id: 'someone-else',
    ...owner,
  };
  writeFileSync(lockFilePath(dir), JSON.stringify(full));
  return full;
}

/** The pid of a process that has exited (reuse within the test is unlikely enough). */
function deadPid() {
  const result = spawnSync(process.execPath, ['-e', '']);
  return result.pid!;
}

function liveChild() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

function lockedError(fn: () => unknown): DataDirLockedError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('expected DataDirLockedError');
}

describe('acquireDataDirLock', () => {
  it('writes a lock naming this process, records the URL, and removes it on release', () => {
    const lock = acquire('server');
    const owner = readLockOwner(dir);
    expect(owner).toMatchObject({ pid: process.pid, hostname: os.hostname(), role: 'server', url: null });
    expect(Date.parse(owner!.startedAt)).toBeGreaterThan(Date.now() - 10_000);
    if (hasProc) expect(owner!.processStart).toBe(readProcessStart(process.pid));
    lock.setUrl('http://127.0.0.1:4321');
    expect(readLockOwner(dir)?.url).toBe('http://127.0.0.1:4321');
    expect(readLockOwner(dir)?.id).toBe(owner!.id);
    lock.release();
    expect(existsSync(lockFilePath(dir))).toBe(false);
    // Free again.
    acquire('admin-cli');
    expect(readLockOwner(dir)?.role).toBe('admin-cli');
  });

  it('refuses a second acquisition by the same process', () => {
    acquire();
    expect(() => acquireDataDirLock(dir, { role: 'admin-cli' })).toThrow(/already holds/);
  });

  it('refuses while a live process holds it, naming its pid and URL', () => {
    const child = liveChild();
    writeLock({ pid: child.pid!, processStart: readProcessStart(child.pid!) });
    const error = lockedError(() => acquire());
    expect(error.state).toBe('running');
    expect(error.owner?.pid).toBe(child.pid);
    expect(error.message).toContain(`pid ${child.pid}`);
    expect(error.message).toContain('http://127.0.0.1:3000');
    // The holder's lock is untouched.
    expect(readLockOwner(dir)?.id).toBe('someone-else');
  });

  it('takes over a lock whose process is dead', () => {
    const pid = deadPid();
    writeLock({ pid });
    const lock = acquire();
    expect(lock.tookOverFrom?.pid).toBe(pid);
    expect(readLockOwner(dir)?.pid).toBe(process.pid);
  });

  it.skipIf(!hasProc)('takes over a lock whose pid now belongs to another process (pid reuse)', () => {
    const child = liveChild();
    writeLock({ pid: child.pid!, processStart: '1' });
    expect(acquire().tookOverFrom?.pid).toBe(child.pid);
  });

  it('takes over a lock naming its own pid (an earlier process, e.g. pid 1 in a container)', () => {
    writeLock({ pid: process.pid, id: 'earlier' });
    expect(acquire().tookOverFrom?.id).toBe('earlier');
  });

  it('takes over a lock taken before the machine last booted', () => {
    const child = liveChild();
    const beforeBoot = new Date(Date.now() - os.uptime() * 1000 - 3_600_000).toISOString();
    writeLock({ pid: child.pid!, startedAt: beforeBoot });
    expect(acquire().tookOverFrom?.pid).toBe(child.pid);
  });

  it('never takes over a lock from another machine: it says which file to delete', () => {
    writeLock({ pid: deadPid(), hostname: `${os.hostname()}-elsewhere` });
    const error = lockedError(() => acquire());
    expect(error.state).toBe('unverifiable');
    expect(error.message).toContain('another machine');
    expect(error.message).toContain(lockFilePath(dir));
  });

  it('refuses a damaged lock file, unless it predates the last boot', () => {
    writeFileSync(lockFilePath(dir), '{"pid":');
    const recent = new Date(Date.now() - 5_000);
    utimesSync(lockFilePath(dir), recent, recent);
    const error = lockedError(() => acquire());
    expect(error.owner).toBeNull();
    expect(error.message).toContain('damaged');
    const old = new Date(Date.now() - os.uptime() * 1000 - 3_600_000);
    utimesSync(lockFilePath(dir), old, old);
    expect(acquire().tookOverFrom).toBeNull();
  });

  it('release leaves a lock that is no longer ours alone', () => {
    const lock = acquire();
    const other = writeLock({ pid: deadPid(), id: 'not-ours' });
    lock.release();
    expect(JSON.parse(readFileSync(lockFilePath(dir), 'utf8')).id).toBe(other.id);
  });

  it('several processes starting together on one stale lock: one takes it over, the others are refused', async () => {
    writeLock({ pid: deadPid() });
    const goAt = Date.now() + 2_500;
    const script = `
      import { acquireDataDirLock } from ${JSON.stringify(moduleFile)};
      while (Date.now() < ${goAt}) {}
      try {
        acquireDataDirLock(${JSON.stringify(dir)}, { role: 'admin-cli' });
        console.info('won');
        setTimeout(() => {}, 4000);
      } catch (error) {
        console.info(error.name === 'DataDirLockedError' ? 'lost' : 'error ' + error.message);
      }`;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        children.push(child);
        let out = '';
        child.stdout!.on('data', (chunk) => {
          out += chunk;
        });
        return new Promise<string>((resolve) => child.on('exit', () => resolve(out.trim())));
      }),
    );
    expect(results.filter((result) => result === 'won')).toHaveLength(1);
    expect(results.filter((result) => result === 'lost')).toHaveLength(3);
    expect(existsSync(lockFilePath(dir))).toBe(false);
  }, 20_000);
});
