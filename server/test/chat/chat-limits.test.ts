import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CHAT_MESSAGES, type SendMessageAck } from '@friendly/contracts';
import { count, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessages, chatUploads } from '../../src/db/schema';
import { sweepLocalUploads } from '../../src/modules/storage/sweep';
import { createEvent, dateAfter, picture, type ReadyHost, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import { multipartBody } from '../support/multipart';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * Chat's per-account limits and the upload quota (docs/decisions/105): a member who floods
 * a room is refused with a wait and nothing stored, and keeps their connection; uploads are
 * for people in a room, within a count and bytes an hour; uploads never sent are swept.
 * rate-limiter-flexible reads `Date.now()`, so these tests hold the process's Date still
 * and move it, instead of waiting on the wall clock.
 */

type Guest = Awaited<ReturnType<typeof signUpGuest>>;

const LIMITS = { burst: 3, perSecond: 1, uploadsPerHour: 4, uploadBytesPerHour: 1024 * 1024 };

let ctx: TestContext;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  ctx = await createTestApp({ chatLimits: LIMITS }, undefined, { realtime: true });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await closeTestApp(ctx);
});

/** Holds Date still (timers stay real: sockets and the database keep working). */
function holdTime() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}

const post = (path: string, token: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: path, headers: bearer(token), ...(payload ? { payload } : {}) });

async function client(token: string) {
  const socket = connect(url, {
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
  return socket;
}
const send = (socket: Socket, roomId: number, content: string) =>
  socket.timeout(10_000).emitWithAck('send_message', { roomId, content }) as Promise<SendMessageAck>;

/** An approved free event with `guests` holding seats, and its room. */
async function eventWithRoom(host: ReadyHost, guests: Guest[]) {
  const event = await createEvent(ctx, host, {
    event_type: 'plus-priority',
    is_paid: '0',
    date: dateAfter(ctx, 3),
  });
  const approved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/commands',
    headers: { 'x-admin-token': ctx.app.secrets.adminToken },
    payload: { name: 'events.approve', slug: event.slug },
  });
  expect(approved.json().ok).toBe(true);
  for (const guest of guests)
    expect((await post(`/api/guest/events/${event.id}/join`, guest.token)).statusCode).toBe(200);
  const room = await post('/api/chat/rooms/group', host.token, { event_id: event.id });
  expect(room.statusCode, room.body).toBe(200);
  return { event, roomId: room.json().data.id as number };
}

async function storedIn(roomId: number) {
  const [row] = await ctx.database.db
    .select({ total: count() })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId));
  return row?.total ?? 0;
}

function upload(token: string, data: Buffer, filename = 'photo.png') {
  const { payload, headers } = multipartBody({}, [
    { field: 'file', filename, contentType: 'application/octet-stream', data },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/chat/upload-media',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

describe(`chat's per-account send limit (${testDriver})`, () => {
  it('a burst over the limit is refused with a wait, stores nothing, keeps the socket; after the wait a send goes', async () => {
    const host = await readyHost(ctx);
    const amy = await signUpGuest(ctx, 'Amy');
    const ben = await signUpGuest(ctx, 'Ben');
    const { roomId } = await eventWithRoom(host, [amy, ben]);
    const [amySocket, benSocket] = [await client(amy.token), await client(ben.token)];
    for (const socket of [amySocket, benSocket]) {
      expect(await socket.timeout(10_000).emitWithAck('join_room', { roomId })).toEqual({ ok: true });
    }

    holdTime();
    // One a second plus a burst of three: four of ten go, the rest wait.
    const acks = await Promise.all(
      Array.from({ length: 10 }, (_, turn) => send(amySocket, roomId, `flood ${turn}`)),
    );
    const refused = acks.filter((ack) => !ack.ok);
    expect(acks.filter((ack) => ack.ok)).toHaveLength(LIMITS.burst + LIMITS.perSecond);
    expect(refused).toHaveLength(10 - LIMITS.burst - LIMITS.perSecond);
    for (const ack of refused) {
      expect(ack).toEqual({ ok: false, error: CHAT_MESSAGES.sendingTooFast, retry_after: 1 });
    }
    expect(await storedIn(roomId)).toBe(LIMITS.burst + LIMITS.perSecond);
    expect(amySocket.connected).toBe(true);

    // Another member is not held back by Amy's flood.
    const fromBen = await send(benSocket, roomId, 'Ben is still heard');
    expect(fromBen.ok).toBe(true);

    // Still refused within the second…
    expect(await send(amySocket, roomId, 'too soon')).toMatchObject({ ok: false, retry_after: 1 });
    // …and heard once it has passed.
    vi.setSystemTime(Date.now() + 1000);
    const heard = new Promise<{ message: { content: string } }>((resolve) =>
      benSocket.once('receive_message', resolve),
    );
    const after = await send(amySocket, roomId, 'after the wait');
    expect(after).toMatchObject({ ok: true, message: { content: 'after the wait' } });
    expect((await heard).message.content).toBe('after the wait');
    expect(await storedIn(roomId)).toBe(LIMITS.burst + LIMITS.perSecond + 2);
  });
});

describe(`chat uploads (${testDriver})`, () => {
  it('only the host or a seated guest of an open room may upload: 403 in the spec’s shape otherwise', async () => {
    const host = await readyHost(ctx);
    const seated = await signUpGuest(ctx, 'Seated');
    const stranger = await signUpGuest(ctx, 'Stranger');
    const lonelyHost = await readyHost(ctx);
    await eventWithRoom(host, [seated]);
    const image = await picture('png', 40, 30);

    for (const outsider of [stranger, lonelyHost]) {
      const refused = await upload(outsider.token, image);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual({ status: false, message: CHAT_MESSAGES.uploadNeedsRoom });
    }
    for (const member of [host, seated]) {
      const taken = await upload(member.token, image);
      expect(taken.statusCode, taken.body).toBe(200);
    }
    // Nothing of the outsiders' was recorded.
    const recorded = await ctx.database.db.select({ userId: chatUploads.userId }).from(chatUploads);
    expect(recorded.map((row) => row.userId)).not.toContain(stranger.id);
  });

  it('a burst of uploads is refused with a wait; the hour’s count and bytes are a quota', async () => {
    const host = await readyHost(ctx);
    const [amy, ben] = [await signUpGuest(ctx, 'Amy'), await signUpGuest(ctx, 'Ben')];
    await eventWithRoom(host, [amy, ben]);
    const image = await picture('png', 40, 30);

    holdTime();
    // The same rate as sends: four at once go, the fifth waits a second.
    const statuses: number[] = [];
    for (let turn = 0; turn < 5; turn++) statuses.push((await upload(amy.token, image)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const fast = await upload(amy.token, image);
    expect([fast.statusCode, fast.json()]).toEqual([
      429,
      { status: false, message: CHAT_MESSAGES.uploadingTooFast, retry_after: 1 },
    ]);
    expect(fast.headers['retry-after']).toBe('1');

    // A second later the rate allows one, but four is the hour's count.
    vi.setSystemTime(Date.now() + 1000);
    const quota = await upload(amy.token, image);
    expect(quota.statusCode).toBe(429);
    expect(quota.json()).toMatchObject({ message: CHAT_MESSAGES.uploadQuotaReached });
    expect(quota.json().retry_after).toBeGreaterThan(3500);
    expect(quota.json().retry_after).toBeLessThanOrEqual(3600);
    const [row] = await ctx.database.db
      .select({ total: count() })
      .from(chatUploads)
      .where(eq(chatUploads.userId, amy.id));
    expect(row?.total).toBe(4);

    // Bytes: a megabyte an hour here; Ben's 700 KB goes, his next 700 KB does not.
    const noise = () => {
      const bytes = Buffer.alloc(700 * 1024);
      bytes.write('ftypisom', 4, 'latin1');
      return bytes;
    };
    const first = await upload(ben.token, noise(), 'clip.mp4');
    expect(first.statusCode).not.toBe(429);
    vi.setSystemTime(Date.now() + 1000);
    const second = await upload(ben.token, noise(), 'clip.mp4');
    expect([second.statusCode, second.json().message]).toEqual([429, CHAT_MESSAGES.uploadQuotaReached]);
    // An hour on, the quota is whole again.
    vi.setSystemTime(Date.now() + 3_600_000);
    expect((await upload(amy.token, image)).statusCode).toBe(200);
  });

  it('an upload no message names is swept after the grace; one a message names stays', async () => {
    const host = await readyHost(ctx);
    const amy = await signUpGuest(ctx, 'Amy');
    const { roomId } = await eventWithRoom(host, [amy]);
    const image = await picture('png', 40, 30);
    const keyOf = (mediaUrl: string) => new URL(mediaUrl, 'http://x').pathname.slice('/media/'.length);
    const fileOf = (mediaUrl: string) => path.join(ctx.dataDir, 'uploads', keyOf(mediaUrl));

    const sentUpload = (await upload(amy.token, image)).json();
    const unsentUpload = (await upload(amy.token, image)).json();
    const socket = await client(amy.token);
    expect(
      await socket.timeout(10_000).emitWithAck('send_message', {
        roomId,
        type: 'image',
        mediaUrl: sentUpload.media_url,
      }),
    ).toMatchObject({ ok: true });

    // Within the grace, both stay.
    const fileCutoff = () => new Date(Date.now() + 1000);
    ctx.clock.advance(ctx.config.uploadSweepGraceMs - 60_000);
    await sweepLocalUploads(ctx.app.deps, fileCutoff());
    expect([existsSync(fileOf(sentUpload.media_url)), existsSync(fileOf(unsentUpload.media_url))]).toEqual([
      true,
      true,
    ]);

    // Past it, the unsent one goes: its file and its row, so no message can name it later.
    ctx.clock.advance(120_000);
    const swept = await sweepLocalUploads(ctx.app.deps, fileCutoff());
    expect(swept?.removed).toContain(keyOf(unsentUpload.media_url));
    expect(swept?.removed).not.toContain(keyOf(sentUpload.media_url));
    expect([existsSync(fileOf(sentUpload.media_url)), existsSync(fileOf(unsentUpload.media_url))]).toEqual([
      true,
      false,
    ]);
    expect(
      await socket.timeout(10_000).emitWithAck('send_message', {
        roomId,
        type: 'image',
        mediaUrl: unsentUpload.media_url,
      }),
    ).toEqual({ ok: false, error: CHAT_MESSAGES.mediaNotYours });
  });
});
