import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  exitCode,
  freePort,
  runCli,
  startServer,
  stopProcessesAfterEachTest,
  tempDir,
  waitForHealth,
} from './support';

stopProcessesAfterEachTest();

/**
 * With PostgreSQL there is no lock (docs/decisions/063): several instances and the CLI may
 * share a DATA_DIR. Runs in the PostgreSQL pass of the server suite (vitest.config.ts).
 */
describe('PostgreSQL (DATABASE_URL): no lock', () => {
  let databaseUrl: string;
  let name: string;

  beforeAll(async () => {
    name = `friendly_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('two servers and the CLI share one DATA_DIR', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const [portA, portB] = [await freePort(), await freePort()];
    const first = startServer(dataDir, portA, { DATABASE_URL: databaseUrl });
    const second = startServer(dataDir, portB, { DATABASE_URL: databaseUrl });
    await Promise.all([
      waitForHealth(`http://127.0.0.1:${portA}`, first),
      waitForHealth(`http://127.0.0.1:${portB}`, second),
    ]);
    expect(existsSync(path.join(dataDir, 'lock.json'))).toBe(false);
    const cli = runCli(dataDir, ['hosts', 'list'], { DATABASE_URL: databaseUrl });
    expect(await exitCode(cli)).toBe(0);
    expect(cli.output()).toContain('No hosts.');
  }, 180_000);
});
