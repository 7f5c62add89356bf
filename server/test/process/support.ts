import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach } from 'vitest';

/**
 * Real servers and admin CLIs started from the sources as separate processes, and their
 * clean-up: every process a test started is stopped (and resumed first if paused) after
 * it, every temporary folder removed after the file.
 */

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const mainScript = path.join(repoRoot, 'server/src/main.ts');
export const cliScript = path.join(repoRoot, 'server/src/cli/admin.ts');

export type Child = {
  process: ChildProcess;
  pid: number;
  output: () => string;
  exited: Promise<number | null>;
};

export const children: Child[] = [];
export const stopped = new Set<number>();
export const tempDirs: string[] = [];
export const listeners: net.Server[] = [];

export function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'friendly-process-'));
  tempDirs.push(dir);
  return dir;
}

/** A clean environment: nothing from the outer shell (DATABASE_URL, ADMIN_TOKEN…) leaks in. */
export function env(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, '..', 'no-web-build'),
    ...extra,
  };
}

export function run(script: string, args: string[], environment: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const handle = { process: child, pid: child.pid!, output: () => output, exited };
  children.push(handle);
  return handle;
}

export function startServer(dataDir: string, port: number, extra: Record<string, string> = {}) {
  return run(mainScript, [], env(dataDir, { PORT: String(port), ...extra }));
}

export function runCli(dataDir: string, args: string[], extra: Record<string, string> = {}) {
  return run(cliScript, args, env(dataDir, extra));
}

/** Resolves with the exit code, or fails (with the output) if the process is still running. */
export async function exitCode(child: Child, timeoutMs = 20_000) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'running'>((resolve) => {
    timer = setTimeout(() => resolve('running'), timeoutMs);
  });
  const result = await Promise.race([child.exited, timeout]);
  clearTimeout(timer);
  if (result === 'running') {
    throw new Error(`pid ${child.pid} still runs after ${timeoutMs} ms; output:\n${child.output()}`);
  }
  return result;
}

export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  child?: Child,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (child && child.process.exitCode !== null) {
      throw new Error(
        `${what}: pid ${child.pid} exited (${child.process.exitCode}); output:\n${child.output()}`,
      );
    }
    if (Date.now() > deadline) throw new Error(`${what}: timed out`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function health(url: string) {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.status;
  } catch {
    return null;
  }
}

/**
 * A start runs tsx over the server's source and migrates: a few seconds on an idle machine,
 * past 30 s when several test layers share two cores (both instances of a test start at
 * once), so the wait is the process tests' own, not waitFor's default.
 */
export const START_TIMEOUT_MS = 120_000;

export function waitForHealth(url: string, server: Child) {
  return waitFor(
    `${url}/api/health`,
    async () => ((await health(url)) === 200 ? true : undefined),
    server,
    START_TIMEOUT_MS,
  );
}

export async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function readLock(dataDir: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, 'lock.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every file under a folder with its size and modification time. */
export function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = statSync(file);
      return `${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

/**
 * Kills what a file's tests started, after each test, and removes its folders at the end.
 * Every process test file calls it at its top: the server suite's files share one process
 * and this module (vitest.config.ts, `isolate: false`), so hooks registered here when the
 * module first loads would belong to the first file alone, and the servers of every later
 * file would outlive the run.
 */
export function stopProcessesAfterEachTest() {
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.process.exitCode !== null || child.process.signalCode !== null) continue;
      if (stopped.has(child.pid)) child.process.kill('SIGCONT');
      child.process.kill('SIGKILL');
      await child.exited;
    }
    stopped.clear();
    for (const listener of listeners.splice(0)) listener.close();
  });

  afterAll(() => {
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}
