import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  approvedEvent,
  call,
  eventForm,
  groupRoom,
  guest,
  payOnSandbox,
  readyHost,
  referenceIds,
  request,
} from '../../../scripts/bench/world.mjs';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import {
  catchUp,
  deployment,
  expectUploadsMatchRows,
  joinRoom,
  type LiveServer,
  openSocket,
  rowsOf,
  startInstance,
  waitForProgress,
} from './live';
import { exitCode, freePort, health, runCli, stopProcessesAfterEachTest, tempDir } from './support';

stopProcessesAfterEachTest();

/**
 * Production readiness on one machine (docs/decisions/097): a server in
 * production mode on its pretend providers says so at start and in /api/health; a backup
 * of the embedded database taken with `npm run admin -- backup create` WHILE it serves a
 * stream of writes restores (`backup restore`) to a working server with everything
 * answered before the backup began, whole; and SIGTERM drains it — no new connections,
 * its sockets' connections closed, the request in flight answered, exit 0. PGlite only (the
 * PostgreSQL pass leaves pglite-* files out: PostgreSQL is backed up with pg_dump).
 */

let database: DatabaseHandle | undefined;
afterAll(async () => {
  await database?.close();
});

describe('one machine in production (PGlite)', () => {
  it('warns of its pretend providers, backs up while serving, restores, and drains on SIGTERM', async () => {
    const port = await freePort();
    const setup = deployment({
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ALLOW_SMS_OUTBOX: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    });
    const production = { ...setup.extra, ADMIN_TOKEN: setup.adminToken, JWT_SECRET: setup.jwtSecret };
    const server: LiveServer = await startInstance(setup, port);

    // Said at start, and by the health check.
    expect(server.child.output()).toContain('PRODUCTION WARNING: ALLOW_SMS_OUTBOX=true');
    expect(server.child.output()).toContain('PRODUCTION WARNING: ALLOW_SANDBOX_PAYMENTS=true');
    const healthBody = await call(server.url, 'GET', '/api/health');
    expect(healthBody.warnings).toEqual([
      expect.stringContaining('ALLOW_SMS_OUTBOX=true'),
      expect.stringContaining('ALLOW_SANDBOX_PAYMENTS=true'),
    ]);

    // What the backup must hold: a paid seat, events with pictures, a chat.
    const host = await readyHost(server);
    const reference = await referenceIds(server, host.token);
    const paid = await approvedEvent(server, host, reference, { title: 'Backed-up supper', images: 2 });
    const free = await approvedEvent(server, host, reference, { title: 'Backed-up picnic', free: true });
    const amy = await guest(server, 'Amy');
    const joined = await call(server.url, 'POST', `/api/guest/events/${paid.id}/join`, { token: amy.token });
    expect(await payOnSandbox(joined.data.payment.checkout_url)).toBe(200);
    await call(server.url, 'POST', `/api/guest/events/${free.id}/join`, { token: amy.token });
    const roomId = await groupRoom(server, host, free.id);
    const hostSocket = await openSocket(server.url, host.token);
    const amySocket = await openSocket(server.url, amy.token);
    for (const socket of [hostSocket, amySocket]) await joinRoom(socket, roomId);

    // A stream of writes while the backup is taken: messages, and events with pictures.
    const before = { messages: [] as number[], events: [paid.id, free.id] as number[] };
    const during = { messages: [] as number[], events: [] as number[] };
    let taking = false;
    let running = true;
    const writing = (async () => {
      for (let turn = 0; running; turn++) {
        const answer = await amySocket.timeout(15_000).emitWithAck('send_message', {
          roomId,
          content: `while serving ${turn}`,
          clientId: `serving-${turn}`,
        });
        if (answer.ok) (taking ? during : before).messages.push(answer.message.id);
        if (turn % 5 === 0) {
          const form = await eventForm(reference, { title: `Streamed supper ${turn}`, day: 40 + turn });
          const created = await request(server.url, 'POST', '/api/event', { token: host.token, form });
          if (created.status === 200) (taking ? during : before).events.push(created.body.data.id);
        }
      }
    })();
    await waitForProgress('writes under way', () => (before.messages.length >= 5 ? true : undefined));
    const backupDir = path.join(tempDir(), 'backup');
    taking = true;
    const backup = runCli(setup.dataDir, ['backup', 'create', backupDir], production);
    expect(await exitCode(backup, 120_000), backup.output()).toBe(0);
    expect(backup.output()).toContain(`Backed up to ${backupDir}`);
    await waitForProgress('writes after the backup', () => (during.messages.length >= 3 ? true : undefined));
    running = false;
    await writing;

    // SIGTERM with two sockets open and an upload in flight (half its body sent).
    const form = await eventForm(reference, { title: 'The last supper before the stop', day: 90 });
    const upload = new Response(form);
    const bodyBytes = Buffer.from(await upload.arrayBuffer());
    const inFlight = http.request(`${server.url}/api/event`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${host.token}`,
        'content-type': upload.headers.get('content-type')!,
        'content-length': String(bodyBytes.length),
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      inFlight.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      inFlight.on('error', reject);
    });
    const half = Math.floor(bodyBytes.length / 2);
    await new Promise<void>((resolve) => inFlight.write(bodyBytes.subarray(0, half), () => resolve()));
    const told = [hostSocket, amySocket].map(
      (socket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason))),
    );
    server.child.process.kill('SIGTERM');
    // The sockets' connections are closed, as a drop would close them: a client reconnects
    // by itself, to the server started again (docs/decisions/107).
    expect(await Promise.all(told)).toEqual(['transport close', 'transport close']);
    // No new connections once it is stopping.
    await waitForProgress('new connections refused', async () =>
      (await health(server.url)) === null ? true : undefined,
    );
    // The upload in flight finishes and is answered.
    inFlight.end(bodyBytes.subarray(half));
    const last = await answered;
    expect(last.status, last.body).toBe(200);
    expect(await exitCode(server.child, 30_000)).toBe(0);

    // The backup, restored into a new DATA_DIR, is a working server.
    const restoredSetup = { ...setup, dataDir: path.join(tempDir(), 'restored') };
    const restore = runCli(restoredSetup.dataDir, ['backup', 'restore', backupDir], production);
    expect(await exitCode(restore, 120_000), restore.output()).toBe(0);
    const restoredPort = await freePort();
    restoredSetup.extra = { ...setup.extra, PUBLIC_URL: `http://127.0.0.1:${restoredPort}` };
    const restored = await startInstance(restoredSetup, restoredPort);
    // A restore over a running server's DATA_DIR is refused.
    const refused = runCli(restoredSetup.dataDir, ['backup', 'restore', backupDir, '--replace'], production);
    expect(await exitCode(refused)).toBe(1);
    expect(refused.output()).toContain('Stop the server before restoring');

    // Everything answered before the backup began is there, whole; the same tokens work.
    for (const id of before.events) {
      const detail = await call(restored.url, 'GET', `/api/event-detail/${id}`, { token: host.token });
      expect(detail.data.images.length, `event ${id}`).toBeGreaterThan(0);
      for (const url of detail.data.images as string[]) {
        const served = await fetch(new URL(url, restored.url));
        expect(served.status, url).toBe(200);
        await served.arrayBuffer();
      }
    }
    const transactions = await call(restored.url, 'GET', '/api/events/transactions', { token: host.token });
    expect(transactions.data.data).toEqual([
      expect.objectContaining({ status: 'succeeded', guest: expect.objectContaining({ name: 'Amy' }) }),
    ]);
    const ids = new Set(await catchUp(restored.url, amy.token, roomId));
    for (const id of before.messages) expect(ids.has(id), `message ${id}`).toBe(true);
    // It takes new writes.
    const socket = await openSocket(restored.url, amy.token);
    await joinRoom(socket, roomId);
    const fresh = await socket
      .timeout(15_000)
      .emitWithAck('send_message', { roomId, content: 'After the restore' });
    expect(fresh.ok).toBe(true);
    socket.disconnect();

    // Stopped, its database and files agree: no event without pictures, no file unnamed.
    restored.child.process.kill('SIGTERM');
    expect(await exitCode(restored.child)).toBe(0);
    database = await openDatabase({ driver: 'pglite', dataDir: path.join(restoredSetup.dataDir, 'pgdata') });
    expect(
      await rowsOf(
        database,
        sql`select e.id from events e where not exists (select 1 from event_images i where i.event_id = e.id)`,
      ),
    ).toEqual([]);
    await expectUploadsMatchRows(restoredSetup.dataDir, database);
    console.info(
      `backup while serving: ${before.messages.length} messages and ${before.events.length} events before it, ${during.messages.length} messages and ${during.events.length} events while it was taken`,
    );
  }, 300_000);
});
