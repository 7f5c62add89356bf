import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import {
  approvedEvent,
  call,
  eventForm,
  groupRoom,
  guest,
  type Json,
  type Person,
  payOnSandbox,
  readyHost,
  referenceIds,
  request,
} from '../../../scripts/bench/world.mjs';
import type { AppConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import {
  catchUp,
  deployment,
  expectUploadsMatchRows,
  joinRoom,
  type LiveServer,
  onPostgres,
  openSocket,
  rowsOf,
  scratchPostgres,
  startInstance,
  waitForProgress,
} from './live';
import { exitCode, stopProcessesAfterEachTest } from './support';

stopProcessesAfterEachTest();

/**
 * kill -9 during a burst of writes, then a restart on the same data (see
 * docs/decisions/096): events created with pictures (multipart), seats joined, paid on the
 * sandbox's card page and given back (refunds), chat messages. Every write answered 2xx is
 * there afterwards, no row is half-written, and no uploaded file is left that no row
 * names. Chat clients reconnect to the restarted server and catch up with `after`: every
 * acknowledged message reaches every member exactly once. On PGlite, and on PostgreSQL in
 * that pass of the suite.
 */

type Ack = { ok: boolean; message?: { id: number; content: string }; error?: string };

/** A chat member's tab: the ids it heard live, in order. */
type Member = { person: Person; socket: Socket; heard: number[] };

let database: DatabaseHandle | undefined;
afterAll(async () => {
  await database?.close();
});

describe(`kill -9 during a burst of writes (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every answered write whole, leaves no orphaned file, and loses no chat message', async () => {
    const databaseUrl = onPostgres ? await scratchPostgres('friendly_crash') : null;
    // The talkers send as fast as their acks come, so messages are in flight at the kill:
    // above the per-account chat limit, which chat/chat-limits.test.ts holds (decision 105).
    const unlimitedChat = { CHAT_BURST: '1000000', CHAT_PER_SECOND: '1000000' };
    const setup = deployment(
      databaseUrl
        ? { DATABASE_URL: databaseUrl, UPLOAD_SWEEP_GRACE_SECONDS: '0', ...unlimitedChat }
        : unlimitedChat,
    );
    const server = await startInstance(setup);

    // The world: a host, two paid events with a guest paying at each in turn, a free event
    // whose chat two guests and the host are in.
    const host = await readyHost(server);
    const reference = await referenceIds(server, host.token);
    const paidEvents = [
      await approvedEvent(server, host, reference, { title: 'Paid supper one' }),
      await approvedEvent(server, host, reference, { title: 'Paid supper two' }),
    ];
    const chatEvent = await approvedEvent(server, host, reference, { title: 'Chatty supper', free: true });
    const payers = await Promise.all(['Pia', 'Paul', 'Priya', 'Petra'].map((name) => guest(server, name)));
    const talkers = await Promise.all(['Tom', 'Tess'].map((name) => guest(server, name)));
    for (const person of talkers)
      await call(server.url, 'POST', `/api/guest/events/${chatEvent.id}/join`, { token: person.token });
    const roomId = await groupRoom(server, host, chatEvent.id);
    const members: Member[] = [];
    for (const person of [host, ...talkers]) {
      const socket = await openSocket(server.url, person.token);
      await joinRoom(socket, roomId);
      const member: Member = { person, socket, heard: [] };
      socket.on('receive_message', ({ message }: { message: { id: number } }) =>
        member.heard.push(message.id),
      );
      members.push(member);
    }

    // What the server answered 2xx during the burst.
    const answered = {
      events: [] as Array<{ id: number; images: number }>,
      joins: [] as Array<{ guest: Person; eventId: number; paymentId: number }>,
      paid: [] as Array<{ guest: Person; eventId: number; paymentId: number }>,
      left: [] as Array<{ guest: Person; eventId: number }>,
      messages: [] as number[],
    };
    let running = true;
    const creating = [0, 1].map(async (loop) => {
      for (let turn = 0; running; turn++) {
        const images = 1 + ((turn + loop) % 2);
        const form = await eventForm(reference, {
          title: `Burst supper ${loop}-${turn}`,
          images,
          day: 30 + turn,
        });
        const answer = await request(server.url, 'POST', '/api/event', { token: host.token, form }).catch(
          () => null,
        );
        if (!answer) return;
        if (answer.status >= 200 && answer.status < 300)
          answered.events.push({ id: answer.body.data.id, images });
      }
    });
    // Each payer in turn joins, pays and gives the seat back (a refund), at one event.
    const paying = payers.map(async (payer, index) => {
      const eventId = paidEvents[index % paidEvents.length]!.id as number;
      while (running) {
        const joined = await request(server.url, 'POST', `/api/guest/events/${eventId}/join`, {
          token: payer.token,
        }).catch(() => null);
        if (joined?.status !== 200) return;
        const payment = joined.body.data.payment as Json;
        answered.joins.push({ guest: payer, eventId, paymentId: payment.id });
        const paid = await payOnSandbox(payment.checkout_url).catch(() => 0);
        if (paid !== 200) return;
        answered.paid.push({ guest: payer, eventId, paymentId: payment.id });
        const left = await request(server.url, 'POST', `/api/guest/events/${eventId}/leave`, {
          token: payer.token,
        }).catch(() => null);
        if (left?.status !== 200) return;
        answered.left.push({ guest: payer, eventId });
      }
    });
    const chatting = members.slice(1).map(async (member, index) => {
      for (let turn = 0; running; turn++) {
        const ack: Ack | null = await member.socket
          .timeout(10_000)
          .emitWithAck('send_message', {
            roomId,
            content: `burst ${index}-${turn}`,
            clientId: `burst-${index}-${turn}`,
          })
          .catch(() => null);
        if (!ack?.ok) return;
        answered.messages.push(ack.message!.id);
      }
    });

    // Kill the server in the middle of it all, once every kind of write is under way.
    await waitForProgress('a burst under way', () =>
      answered.events.length >= 2 &&
      answered.paid.length >= 3 &&
      answered.left.length >= 1 &&
      answered.messages.length >= 20
        ? true
        : undefined,
    );
    server.child.process.kill('SIGKILL');
    await exitCode(server.child);
    running = false;
    await Promise.all([...creating, ...paying, ...chatting]);
    for (const member of members) member.socket.disconnect();
    const killedAt = {
      events: answered.events.length,
      paid: answered.paid.length,
      messages: answered.messages.length,
    };
    console.info(`killed during the burst after ${JSON.stringify(killedAt)} answered writes`);

    // The same data, the same port: the clients find it where it was.
    const again: LiveServer = await startInstance(setup, server.port);

    // Every event answered 2xx is there with all its pictures, each served.
    for (const created of answered.events) {
      const detail = await call(again.url, 'GET', `/api/event-detail/${created.id}`, { token: host.token });
      expect(detail.data.images, `event ${created.id}`).toHaveLength(created.images);
      for (const image of detail.data.images as Array<{ url?: string } | string>) {
        const url = typeof image === 'string' ? image : image.url!;
        const served = await fetch(new URL(url, again.url));
        expect(served.status, url).toBe(200);
        await served.arrayBuffer();
      }
    }

    // Chat: each member reconnects, catches up from the last message it heard, and ends up
    // with every acknowledged message exactly once.
    for (const member of members) {
      const lastHeard = member.heard.at(-1) ?? 0;
      const socket = await openSocket(again.url, member.person.token);
      await joinRoom(socket, roomId);
      const caughtUp = await catchUp(again.url, member.person.token, roomId, lastHeard);
      const all = [...member.heard, ...caughtUp];
      expect(new Set(all).size, 'no message twice').toBe(all.length);
      expect(all.filter((id) => answered.messages.includes(id)).sort((a, b) => a - b)).toEqual(
        [...answered.messages].sort((a, b) => a - b),
      );
      socket.disconnect();
    }

    // Stopped cleanly, the database is read as it is.
    again.child.process.kill('SIGTERM');
    expect(await exitCode(again.child)).toBe(0);
    const config: AppConfig['database'] = databaseUrl
      ? { driver: 'postgres', url: databaseUrl }
      : { driver: 'pglite', dataDir: path.join(setup.dataDir, 'pgdata') };
    database = await openDatabase(config);
    const rows = (query: SQL) => rowsOf(database!, query);

    // Every answered join has its payment, every answered card payment is recorded as paid
    // (or given back since), every answered leave its membership (a later join may follow).
    const payments = new Map(
      (await rows(sql`select id, status, event_id, user_id from payments`)).map((row) => [
        Number(row.id),
        row,
      ]),
    );
    for (const join of answered.joins)
      expect(payments.has(join.paymentId), `payment ${join.paymentId}`).toBe(true);
    for (const paid of answered.paid) {
      expect(['succeeded', 'refunded', 'partially_refunded']).toContain(payments.get(paid.paymentId)?.status);
    }
    const lastLeave = new Map(answered.left.map((leave) => [`${leave.eventId}:${leave.guest.id}`, leave]));
    for (const key of lastLeave.keys()) {
      const [eventId, userId] = key.split(':');
      const [member] = await rows(
        sql`select status from event_members where event_id = ${Number(eventId)} and user_id = ${Number(userId)}`,
      );
      expect(member, key).toBeDefined();
    }

    // No half-written rows.
    expect(
      await rows(
        sql`select e.id from events e where not exists (select 1 from event_images i where i.event_id = e.id)`,
      ),
      'events without pictures',
    ).toEqual([]);
    expect(
      await rows(sql`
        select m.event_id, m.user_id from event_members m join events e on e.id = m.event_id
        where e.is_paid and m.status = 'joined' and not exists (
          select 1 from payments p where p.event_id = m.event_id and p.user_id = m.user_id
            and p.status in ('succeeded', 'partially_refunded') and p.refund_pending_minor = 0)`),
      'members of paid events without their payment',
    ).toEqual([]);
    expect(
      await rows(sql`
        select p.id from payments p where p.status = 'succeeded' and p.refund_pending_minor = 0
          and not exists (select 1 from event_members m
            where m.event_id = p.event_id and m.user_id = p.user_id and m.status = 'joined')`),
      'payments taken for no seat, and no refund asked',
    ).toEqual([]);
    expect(
      await rows(sql`
        select m.event_id, m.user_id from event_members m where m.status = 'pending_payment' and not exists (
          select 1 from payments p where p.event_id = m.event_id and p.user_id = m.user_id
            and p.status in ('requires_payment', 'processing'))`),
      'seats held without a payment under way',
    ).toEqual([]);
    expect(
      await rows(sql`
        select p.id from payments p where p.status in ('requires_payment', 'processing') and not exists (
          select 1 from event_members m where m.event_id = p.event_id and m.user_id = p.user_id
            and m.status = 'pending_payment')`),
      'payments under way without a held seat',
    ).toEqual([]);
    expect(
      await rows(sql`
        select i.id from sandbox_payment_intents i where i.status = 'succeeded' and not exists (
          select 1 from payments p where p.provider_payment_intent = i.id
            and p.status in ('succeeded', 'refunded', 'partially_refunded'))`),
      'charges the app did not record',
    ).toEqual([]);

    // Every file a row names is there, and every file there is named by a row.
    await expectUploadsMatchRows(setup.dataDir, database);
    const staging = path.join(setup.dataDir, 'uploads-staging');
    expect(readdirSync(staging, { recursive: true }).length, 'staged uploads left behind').toBe(0);
  }, 240_000);
});
