import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, expect } from 'vitest';
import { call, type WorldServer } from '../../../scripts/bench/world.mjs';
import type { DatabaseHandle } from '../../src/db/client';
import { referencedStorageKeys } from '../../src/modules/storage/repository';
import { type Child, freePort, health, START_TIMEOUT_MS, startServer, tempDir, waitFor } from './support';

/**
 * What the fault, load and readiness tests share on top of ./support: servers that a
 * world (scripts/bench/world.mjs) can be built on, a scratch PostgreSQL database per file,
 * socket.io clients closed after the file.
 */

/** The database kind this pass of the server suite runs on (scripts/test-server.mjs). */
export const onPostgres = process.env.TEST_DB === 'postgres';

const databases: string[] = [];
afterAll(async () => {
  if (databases.length === 0) return;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  for (const name of databases.splice(0)) await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
});

/** A database of its own on the machine's PostgreSQL, dropped after the file. */
export async function scratchPostgres(prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The machine's PostgreSQL as host and port. */
export function postgresAddress() {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  return { host: url.hostname, port: Number(url.port || 5432) };
}

export type LiveServer = WorldServer & { child: Child; port: number };

/** One deployment's shared settings: instances of it accept each other's tokens. */
export function deployment(extra: Record<string, string> = {}) {
  return {
    dataDir: path.join(tempDir(), 'data'),
    adminToken: randomBytes(24).toString('hex'),
    jwtSecret: randomBytes(32).toString('hex'),
    extra,
  };
}
export type Deployment = ReturnType<typeof deployment>;

/**
 * Waits for a server's health check, failing with its output if it exits. Up to two
 * minutes: a start (tsx, PGlite's WASM, migrations) takes seconds on an idle machine but
 * far longer on a shared two-core one.
 */
export async function healthy(url: string, child: Child, timeoutMs = START_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while ((await health(url)) !== 200) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(
        `${url}: pid ${child.pid} exited (${child.process.exitCode}); output:\n${child.output()}`,
      );
    }
    if (Date.now() > deadline)
      throw new Error(`${url}: not healthy within ${timeoutMs} ms:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts an instance of the deployment (on `port` when given, to come back where it was). */
export async function startInstance(setup: Deployment, port?: number): Promise<LiveServer> {
  const chosen = port ?? (await freePort());
  const child = startServer(setup.dataDir, chosen, {
    ADMIN_TOKEN: setup.adminToken,
    JWT_SECRET: setup.jwtSecret,
    ...setup.extra,
  });
  const url = `http://127.0.0.1:${chosen}`;
  await healthy(url, child);
  return { url, dataDir: setup.dataDir, adminToken: setup.adminToken, child, port: chosen };
}

const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

/** A socket.io client as the app opens one (websocket only); resolves once connected. */
export async function openSocket(url: string, token: string, options: { reconnection?: boolean } = {}) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: options.reconnection ?? false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Joins a room; fails unless the server says ok. */
export async function joinRoom(socket: Socket, roomId: number) {
  const answer = await socket.timeout(15_000).emitWithAck('join_room', { roomId });
  if (!answer.ok) throw new Error(`join_room ${roomId}: ${JSON.stringify(answer)}`);
}

/** The files under DATA_DIR/uploads, as storage keys, sorted. */
export function uploadedFiles(dataDir: string) {
  const uploads = path.join(dataDir, 'uploads');
  if (!existsSync(uploads)) return [];
  return readdirSync(uploads, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Rows of a raw query, on either database. */
export async function rowsOf(database: DatabaseHandle, query: SQL) {
  return ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** Every file a row names is under uploads/, and every file there is named by a row. */
export async function expectUploadsMatchRows(dataDir: string, database: DatabaseHandle) {
  expect(uploadedFiles(dataDir)).toEqual([...(await referencedStorageKeys(database.db))].sort());
}

/** What a client catches up on: the ids of a room's messages after `after`, oldest first, every page. */
export async function catchUp(baseUrl: string, token: string, roomId: number, after = 0) {
  const ids: number[] = [];
  let cursor = after;
  for (;;) {
    const page = await call(baseUrl, 'GET', `/api/chat/rooms/${roomId}/messages?after=${cursor}&limit=100`, {
      token,
    });
    const got = (page.data as Array<{ id: number }>).map((message) => message.id).sort((x, y) => x - y);
    ids.push(...got);
    if (!page.has_more || got.length === 0) return ids;
    cursor = got.at(-1)!;
  }
}

/**
 * waitFor with room for a slow machine: progress a test waits on (writes under way, a
 * server back) may take a minute on two cores shared with other suites.
 */
export function waitForProgress<T>(what: string, check: () => Promise<T | undefined> | T | undefined) {
  return waitFor(what, check, undefined, 120_000);
}
