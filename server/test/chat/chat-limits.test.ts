import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHAT_MESSAGES, type SendMessageAck } from '@friendly/contracts';
import { count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessages, chatUploads } from '../../src/db/schema';
import { sweepLocalUploads } from '../../src/modules/storage/sweep';
import { chatWorld } from '../support/chat-world';
import { picture, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { testDriver } from '../support/test-database';

/**
 * Chat's per-account limits and the upload quota (docs/decisions/105): a member who floods
 * a room is refused with a wait and nothing stored, and keeps their connection; uploads are
 * for people in a room, within a count and bytes an hour; uploads never sent are swept.
 * rate-limiter-flexible reads `Date.now()`, so these tests hold the process's Date still
 * and move it, instead of waiting on the wall clock.
 */

const LIMITS = { burst: 3, perSecond: 1, uploadsPerHour: 4, uploadBytesPerHour: 1024 * 1024 };

const world = chatWorld({ chatLimits: LIMITS });
const { connectedClient: client, eventWithRoom, upload } = world;
afterEach(() => {
  vi.useRealTimers();
});

/** Holds Date still (timers stay real: sockets and the database keep working). */
function holdTime() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}

const send = (socket: Socket, roomId: number, content: string) =>
  socket.timeout(10_000).emitWithAck('send_message', { roomId, content }) as Promise<SendMessageAck>;

async function storedIn(roomId: number) {
  const [row] = await world.ctx.database.db
    .select({ total: count() })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId));
  return row?.total ?? 0;
}

describe(`chat's per-account send limit (${testDriver})`, () => {
  it('a burst over the limit is refused with a wait, stores nothing, keeps the socket; after the wait a send goes', async () => {
    const host = await readyHost(world.ctx);
    const amy = await signUpGuest(world.ctx, 'Amy');
    const ben = await signUpGuest(world.ctx, 'Ben');
    const {
      room: { id: roomId },
    } = await eventWithRoom(host, [amy, ben]);
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
    const host = await readyHost(world.ctx);
    const seated = await signUpGuest(world.ctx, 'Seated');
    const stranger = await signUpGuest(world.ctx, 'Stranger');
    const lonelyHost = await readyHost(world.ctx);
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
    const recorded = await world.ctx.database.db.select({ userId: chatUploads.userId }).from(chatUploads);
    expect(recorded.map((row) => row.userId)).not.toContain(stranger.id);
  });

  it('a burst of uploads is refused with a wait; the hour’s count and bytes are a quota', async () => {
    const host = await readyHost(world.ctx);
    const [amy, ben] = [await signUpGuest(world.ctx, 'Amy'), await signUpGuest(world.ctx, 'Ben')];
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
    const [row] = await world.ctx.database.db
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
    const host = await readyHost(world.ctx);
    const amy = await signUpGuest(world.ctx, 'Amy');
    const {
      room: { id: roomId },
    } = await eventWithRoom(host, [amy]);
    const image = await picture('png', 40, 30);
    const keyOf = (mediaUrl: string) => new URL(mediaUrl, 'http://x').pathname.slice('/media/'.length);
    const fileOf = (mediaUrl: string) => path.join(world.ctx.dataDir, 'uploads', keyOf(mediaUrl));

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
    world.ctx.clock.advance(world.ctx.config.uploadSweepGraceMs - 60_000);
    await sweepLocalUploads(world.ctx.app.deps, fileCutoff());
    expect([existsSync(fileOf(sentUpload.media_url)), existsSync(fileOf(unsentUpload.media_url))]).toEqual([
      true,
      true,
    ]);

    // Past it, the unsent one goes: its file and its row, so no message can name it later.
    world.ctx.clock.advance(120_000);
    const swept = await sweepLocalUploads(world.ctx.app.deps, fileCutoff());
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
