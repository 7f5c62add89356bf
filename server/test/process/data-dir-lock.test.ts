import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { seedReferenceData } from '../../src/db/seed';
import { LocalStorageProvider } from '../../src/providers/storage';

import {
  type Child,
  exitCode,
  freePort,
  health,
  listeners,
  readLock,
  runCli,
  snapshot,
  startServer,
  stopProcessesAfterEachTest,
  stopped,
  tempDir,
  waitFor,
  waitForHealth,
} from './support';

stopProcessesAfterEachTest();

/**
 * One process per embedded database (docs/decisions/063): real servers and admin CLIs on
 * one DATA_DIR. Runs in the PGlite pass of the server suite (vitest.config.ts).
 */
describe('one process per embedded database (PGlite)', () => {
  /** A DATA_DIR whose database exists, copied per test: creating one takes seconds. */
  let template: string;

  beforeAll(async () => {
    template = path.join(tempDir(), 'data');
    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(template, 'pgdata') });
    await seedReferenceData(
      database.db,
      new Date(),
      new LocalStorageProvider(path.join(template, 'uploads')),
    );
    await database.close();
  }, 120_000);

  function dataDirFromTemplate() {
    const dir = path.join(tempDir(), 'data');
    cpSync(template, dir, { recursive: true });
    return dir;
  }

  it('a second server on the same DATA_DIR exits 1 naming the first, which keeps answering', async () => {
    const dataDir = dataDirFromTemplate();
    const [portA, portB] = [await freePort(), await freePort()];
    const urlA = `http://127.0.0.1:${portA}`;
    const first = startServer(dataDir, portA);
    await waitForHealth(urlA, first);

    const second = startServer(dataDir, portB);
    expect(await exitCode(second)).toBe(1);
    expect(second.output()).toContain(`pid ${first.pid}`);
    expect(second.output()).toContain(urlA);
    expect(await health(`http://127.0.0.1:${portB}`)).toBeNull();
    expect(await health(urlA)).toBe(200);
    expect(readLock(dataDir)).toMatchObject({ pid: first.pid, role: 'server', url: urlA });
  }, 120_000);

  it('a stale lock (its process is dead) is taken over; a clean stop removes the lock', async () => {
    const dataDir = dataDirFromTemplate();
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(
      path.join(dataDir, 'lock.json'),
      JSON.stringify({
        pid: deadPid,
        hostname: os.hostname(),
        role: 'server',
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        url: 'http://127.0.0.1:9',
        processStart: null,
        id: 'crashed-server',
      }),
    );
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = startServer(dataDir, port);
    await waitForHealth(url, server);
    expect(readLock(dataDir)).toMatchObject({
      pid: server.pid,
      hostname: os.hostname(),
      role: 'server',
      url,
    });
    expect(server.output()).toContain(`pid ${deadPid}`);

    server.process.kill('SIGTERM');
    expect(await exitCode(server)).toBe(0);
    expect(existsSync(path.join(dataDir, 'lock.json'))).toBe(false);
  }, 120_000);

  it('the CLI fails naming a server that holds the lock but does not answer, and never opens the database', async () => {
    const dataDir = dataDirFromTemplate();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = startServer(dataDir, port);
    await waitForHealth(url, server);
    const lockBefore = readLock(dataDir);

    server.process.kill('SIGSTOP');
    stopped.add(server.pid);
    // Nothing may write the database while its server is stopped: the CLI included.
    const filesBefore = snapshot(path.join(dataDir, 'pgdata'));
    let cli: Child;
    try {
      cli = runCli(dataDir, ['hosts', 'list'], { ADMIN_CLI_TIMEOUT_MS: '1000' });
      expect(await exitCode(cli, 15_000)).toBe(1);
    } finally {
      server.process.kill('SIGCONT');
      stopped.delete(server.pid);
    }
    expect(cli.output()).toContain(`pid ${server.pid}`);
    expect(cli.output()).toContain(url);
    expect(cli.output()).toContain('did not answer within 1 s');
    expect(cli.output()).toContain('never opens the embedded database');
    expect(cli.output()).not.toContain('No hosts.');
    expect(snapshot(path.join(dataDir, 'pgdata'))).toEqual(filesBefore);
    expect(readLock(dataDir)).toMatchObject({ pid: server.pid, role: 'server', url });
    expect(readLock(dataDir)).toEqual(lockBefore);

    // Resumed, the server answers, and the CLI's commands go through it again.
    expect(await health(url)).toBe(200);
    const again = runCli(dataDir, ['hosts', 'list']);
    expect(await exitCode(again)).toBe(0);
    expect(again.output()).toContain('No hosts.');
    expect(readLock(dataDir)).toEqual(lockBefore);
  }, 120_000);

  it('a server on a taken port exits 1 naming the port before it creates the database', async () => {
    const port = await freePort();
    const listener = net.createServer();
    listeners.push(listener);
    await new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', resolve));
    const dataDir = path.join(tempDir(), 'fresh-data');

    const server = startServer(dataDir, port);
    expect(await exitCode(server)).toBe(1);
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(server.output()).toContain(`Port ${port}`);
    expect(existsSync(path.join(dataDir, 'lock.json'))).toBe(false);
  }, 120_000);

  it('with no server the CLI runs the command itself, holding the lock meanwhile, and releases it', async () => {
    const dataDir = dataDirFromTemplate();
    const cli = runCli(dataDir, ['hosts', 'list']);
    const lock = await waitFor(
      'the CLI takes the lock',
      () => {
        const current = readLock(dataDir);
        return current?.pid === cli.pid ? current : undefined;
      },
      cli,
    );
    expect(lock).toMatchObject({ role: 'admin-cli', url: null });

    // Hold the CLI inside its command: a server cannot start in the middle.
    cli.process.kill('SIGSTOP');
    stopped.add(cli.pid);
    try {
      const server = startServer(dataDir, await freePort());
      expect(await exitCode(server)).toBe(1);
      expect(server.output()).toContain(`pid ${cli.pid}`);
      expect(server.output()).toContain('admin command');
    } finally {
      cli.process.kill('SIGCONT');
      stopped.delete(cli.pid);
    }

    expect(await exitCode(cli)).toBe(0);
    expect(cli.output()).toContain('No hosts.');
    expect(existsSync(path.join(dataDir, 'lock.json'))).toBe(false);
  }, 120_000);
});
