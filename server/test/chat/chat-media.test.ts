import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CHAT, CHAT_MESSAGES } from '@friendly/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, dateAfter, picture, type ReadyHost, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import { multipartBody } from '../support/multipart';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';
import { forgedFtyp, mp4Video, webmVideo } from '../support/video-files';

/**
 * Chat media are the room's (docs/decisions/106): served only through signed links that
 * end within the hour, privately cached; videos are judged by their container.
 */

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
type Message = { id: number; type: string; media_url: string | null };

let ctx: TestContext;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  ctx = await createTestApp({}, undefined, { realtime: true });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await closeTestApp(ctx);
});

const get = (target: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: target, ...(token ? { headers: bearer(token) } : {}) });
const post = (target: string, token: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: target, headers: bearer(token), ...(payload ? { payload } : {}) });

function client(token: string) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
const emit = <T>(socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;
const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

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
  return { event, room: room.json().data as { id: number; event: { cover_image_url: string } } };
}

const upload = (token: string, data: Buffer, filename: string) => {
  const { payload, headers } = multipartBody({}, [
    { field: 'file', filename, contentType: 'application/octet-stream', data },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/chat/upload-media',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};

const SIGNED = /^\/media\/chat\/[\w-]+\.(webp|mp4|mov|webm)\?expires=\d+&signature=[\w-]{43}$/;

function expectRefused(answer: Awaited<ReturnType<typeof get>>) {
  expect([answer.statusCode, answer.json()]).toEqual([
    403,
    { status: false, message: CHAT_MESSAGES.mediaLinkInvalid },
  ]);
}

function maxAgeOf(answer: Awaited<ReturnType<typeof get>>) {
  const header = String(answer.headers['cache-control']);
  const match = /^private, max-age=(\d+)$/.exec(header);
  expect(match, header).not.toBeNull();
  return Number(match![1]);
}

describe(`chat media are the room's (${testDriver})`, () => {
  it('serves a picture only through a signed link, privately cached for no longer than the link', async () => {
    const host = await readyHost(ctx);
    const amy = await signUpGuest(ctx, 'Amy');
    const { room } = await eventWithRoom(host, [amy]);
    const uploaded = await upload(amy.token, await picture('png', 300, 200), 'p.png');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const link = uploaded.json().media_url as string;
    expect(link).toMatch(SIGNED);
    expect(uploaded.json().url).toBe(link);

    // Before it is sent, the uploader can see what she uploaded.
    const served = await get(link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const maxAge = maxAgeOf(served);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3600);

    const [pathname, query] = link.split('?') as [string, string];
    expectRefused(await get(pathname));
    expectRefused(await get(`${pathname}?${query.replace(/signature=./, 'signature=A')}`));
    expectRefused(
      await get(`${pathname}?${query.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 600}`)}`),
    );
    // The same path spelled differently is the same private file.
    expectRefused(await get(pathname.replace('/media/chat/', '/media/%63hat/')));
    expectRefused(await get(pathname.replace('/media/chat/', '/media//chat/')));
    expect((await get(pathname.replace('/media/chat/', '/media/./chat/'))).statusCode).not.toBe(200);
    // A link signed for one file opens no other.
    const other = (await upload(amy.token, await picture('png', 200, 200), 'q.png')).json()
      .media_url as string;
    expectRefused(await get(`${other.split('?')[0]}?${query}`));

    // Other media stay public, cached for good.
    const cover = await get(room.event.cover_image_url);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives members fresh links on every read, live and over REST; an ended link and an ex-member get nothing', async () => {
    const host = await readyHost(ctx);
    const [amy, ben] = [await signUpGuest(ctx, 'Amy'), await signUpGuest(ctx, 'Ben')];
    const { event, room } = await eventWithRoom(host, [amy, ben]);
    const link = (await upload(amy.token, await picture('jpeg', 300, 200), 'p.jpg')).json()
      .media_url as string;

    const [amySocket, benSocket] = [client(amy.token), client(ben.token)];
    await Promise.all([connected(amySocket), connected(benSocket)]);
    for (const socket of [amySocket, benSocket]) await emit(socket, 'join_room', { roomId: room.id });
    const heard = next<{ message: Message }>(benSocket, 'receive_message');
    const sent = await emit<{ ok: true; message: Message }>(amySocket, 'send_message', {
      roomId: room.id,
      type: 'image',
      mediaUrl: link,
    });
    expect(sent.ok).toBe(true);
    const live = (await heard).message.media_url!;
    expect(live).toMatch(SIGNED);
    expect((await get(live)).statusCode).toBe(200);

    const listed = async (token: string) => {
      const answer = await get(`/api/chat/rooms/${room.id}/messages`, token);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data as Message[]).find((message) => message.id === sent.message.id)!.media_url!;
    };
    const forHost = await listed(host.token);
    expect(forHost).toMatch(SIGNED);
    expect((await get(forHost)).statusCode).toBe(200);
    const lastInList = (await get('/api/chat/rooms', ben.token)).json().data[0].last_message.media_url;
    expect((await get(lastInList)).statusCode).toBe(200);

    // An hour on, the links handed out then no longer open; a member's next read opens again.
    ctx.clock.advance(61 * 60_000);
    for (const old of [link, live, forHost]) expectRefused(await get(old));
    const fresh = await listed(ben.token);
    expect(fresh).not.toBe(forHost);
    const again = await get(fresh);
    expect(again.statusCode).toBe(200);
    expect(maxAgeOf(again)).toBeLessThanOrEqual(3600);

    // Ben leaves: no new link for him, and the one he held ends within the hour.
    expect((await post(`/api/guest/events/${event.id}/leave`, ben.token)).statusCode).toBe(200);
    expect((await get(`/api/chat/rooms/${room.id}/messages`, ben.token)).statusCode).toBe(404);
    ctx.clock.advance(61 * 60_000);
    expectRefused(await get(fresh));
    expect((await get(await listed(host.token))).statusCode).toBe(200);
  });
});

describe(`chat videos are judged by their container (${testDriver})`, () => {
  let uploader: Guest;
  beforeAll(async () => {
    const host = await readyHost(ctx);
    uploader = await signUpGuest(ctx, 'Vera');
    await eventWithRoom(host, [uploader]);
  });
  const chatFiles = () => {
    try {
      return readdirSync(path.join(ctx.dataDir, 'uploads', 'chat')).length;
    } catch {
      return 0;
    }
  };

  it('takes a real MP4, MOV and WebM, stored and served as what they are', async () => {
    for (const [data, name, ext, type] of [
      [mp4Video({ seconds: 2 }), 'clip.mp4', 'mp4', 'video/mp4'],
      [mp4Video({ seconds: 5, brand: 'qt  ' }), 'clip.mov', 'mov', 'video/quicktime'],
      [webmVideo({ seconds: 3 }), 'clip.webm', 'webm', 'video/webm'],
      [mp4Video({ seconds: CHAT.videoMaxSeconds }), 'longest.mp4', 'mp4', 'video/mp4'],
    ] as const) {
      const answer = await upload(uploader.token, data, name);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(200);
      expect(answer.json()).toMatchObject({ type: 'video' });
      const link = answer.json().media_url as string;
      expect(link).toMatch(SIGNED);
      expect(link.split('?')[0]).toMatch(new RegExp(`\\.${ext}$`));
      const served = await get(link);
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, type]);
      expect(served.rawPayload.equals(data)).toBe(true);
    }
  });

  it('refuses a forged ftyp box, a cut-off or unreadable movie, and one too long, with 422; nothing is kept', async () => {
    const before = chatFiles();
    const movie = mp4Video({ seconds: 2 });
    for (const [data, name, message] of [
      [forgedFtyp(), 'forged.mp4', CHAT_MESSAGES.notAllowedType],
      [movie.subarray(0, movie.length - 40), 'cut.mp4', CHAT_MESSAGES.notAllowedType],
      [
        Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(512, 7)]),
        'fake.webm',
        CHAT_MESSAGES.notAllowedType,
      ],
      [mp4Video({ seconds: CHAT.videoMaxSeconds + 1 }), 'long.mp4', CHAT_MESSAGES.videoTooLong],
      [webmVideo({ seconds: 600 }), 'long.webm', CHAT_MESSAGES.videoTooLong],
      [mp4Video({ seconds: 0 }), 'unknown.mp4', CHAT_MESSAGES.videoLengthUnknown],
    ] as const) {
      const answer = await upload(uploader.token, data, name);
      expect([answer.statusCode, answer.json()], name).toEqual([
        422,
        { status: false, message, errors: { file: [message] } },
      ]);
    }
    expect(chatFiles()).toBe(before);
  });

  it('refuses a video over 25 MB with 413', async () => {
    const big = Buffer.concat([mp4Video({ seconds: 2 }), Buffer.alloc(CHAT.videoMaxBytes)]);
    const answer = await upload(uploader.token, big, 'big.mp4');
    expect([answer.statusCode, answer.json().message]).toEqual([413, CHAT_MESSAGES.videoTooLarge]);
  });
});
