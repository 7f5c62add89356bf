import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AU, lastCodeFor } from '../support/hosts';
import type { TestContext } from '../support/test-app';
import { freePort, startServer, stopProcessesAfterEachTest, tempDir, waitForHealth } from './support';

stopProcessesAfterEachTest();

/**
 * Two server processes on one PostgreSQL (docs/decisions/091): a message sent through one
 * reaches a client of the other through @socket.io/postgres-adapter, and a client that
 * moves from one to the other catches up with `after` and misses nothing. Runs in the
 * PostgreSQL pass of the server suite (vitest.config.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: the answers of several routes, read field by field.
type Answer = Record<string, any>;

describe('chat across two instances on PostgreSQL', () => {
  let databaseUrl: string;
  let name: string;
  const sockets: Socket[] = [];
  const adminToken = randomBytes(24).toString('hex');

  beforeAll(async () => {
    name = `friendly_chat_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('a message sent on one instance reaches the other; a client that moves misses nothing', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const [portA, portB] = [await freePort(), await freePort()];
    const environment = { DATABASE_URL: databaseUrl, ADMIN_TOKEN: adminToken };
    const a = `http://127.0.0.1:${portA}`;
    const b = `http://127.0.0.1:${portB}`;
    const servers = [startServer(dataDir, portA, environment), startServer(dataDir, portB, environment)];
    await Promise.all([waitForHealth(a, servers[0]!), waitForHealth(b, servers[1]!)]);

    const call = async (base: string, method: string, url: string, token?: string, body?: object) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(url.startsWith('/api/admin') ? { 'x-admin-token': adminToken } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await response.json()) as Answer;
      expect(response.ok, JSON.stringify(json)).toBe(true);
      return json;
    };
    // The demo: a host and guests holding seats at an approved event.
    expect((await call(a, 'POST', '/api/admin/commands', undefined, { name: 'demo.seed' })).ok).toBe(true);
    const signIn = async (base: string, phone: string, role: string) => {
      const login = await call(base, 'POST', '/api/login', undefined, { ...AU, phone, role });
      const otp = lastCodeFor({ dataDir } as TestContext, `+61${phone}`);
      return (await call(base, 'POST', '/api/verify-otp', undefined, { slug: login.user_slug, otp }))
        .token as string;
    };
    const host = await signIn(a, '400000000', 'host');
    const amy = await signIn(b, '400000001', 'guest');
    const lunch = (await call(a, 'GET', '/api/events', host)).data.find(
      (card: { title: string }) => card.title === 'Slow Sunday long lunch',
    );
    const room = (await call(a, 'POST', '/api/chat/rooms/group', host, { event_id: lunch.id })).data;

    const client = async (base: string, token: string) => {
      const socket = connect(base, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(await socket.timeout(5000).emitWithAck('join_room', { roomId: room.id })).toEqual({ ok: true });
      return socket;
    };
    const hostOnA = await client(a, host);
    const amyOnB = await client(b, amy);

    const heardOnA = new Promise<{ message: { id: number; content: string } }>((resolve) =>
      hostOnA.once('receive_message', resolve),
    );
    const sent = await amyOnB.timeout(5000).emitWithAck('send_message', {
      roomId: room.id,
      content: 'Hello from instance B',
      clientId: 'b-1',
    });
    expect(sent.ok).toBe(true);
    expect((await heardOnA).message).toEqual(sent.message);

    // The host's connection drops; Amy goes on talking; the host comes back on the other instance.
    hostOnA.disconnect();
    const missed = [];
    for (const content of ['Are you still there?', 'Bringing dessert']) {
      missed.push(
        (await amyOnB.timeout(5000).emitWithAck('send_message', { roomId: room.id, content })).message.id,
      );
    }
    const hostOnB = await client(b, host);
    const caughtUp = await call(
      b,
      'GET',
      `/api/chat/rooms/${room.id}/messages?after=${sent.message.id}`,
      host,
    );
    expect(caughtUp.data.map((message: { id: number }) => message.id)).toEqual([...missed].reverse());
    // And live again, now from A to a client on B.
    const heardOnB = new Promise<{ message: { content: string } }>((resolve) =>
      hostOnB.once('receive_message', resolve),
    );
    const amyOnA = await client(a, amy);
    await amyOnA.timeout(5000).emitWithAck('send_message', { roomId: room.id, content: 'Now from A' });
    expect((await heardOnB).message.content).toBe('Now from A');
  }, 180_000);
});
