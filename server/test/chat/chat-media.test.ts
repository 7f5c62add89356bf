import { readdirSync } from 'node:fs';
import path from 'node:path';
import { CHAT, CHAT_MESSAGES } from '@friendly/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatWorld } from '../support/chat-world';
import { picture, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { testDriver } from '../support/test-database';
import { forgedFtyp, mp4Video, webmVideo } from '../support/video-files';

/**
 * Chat media are the room's (docs/decisions/106): served only through signed links that
 * end within the hour, privately cached; videos are judged by their container.
 */

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
type Message = { id: number; type: string; media_url: string | null };

const world = chatWorld();
const { get, post, client, connected, emit, next, eventWithRoom, upload } = world;

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
    const host = await readyHost(world.ctx);
    const amy = await signUpGuest(world.ctx, 'Amy');
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
    const host = await readyHost(world.ctx);
    const [amy, ben] = [await signUpGuest(world.ctx, 'Amy'), await signUpGuest(world.ctx, 'Ben')];
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
    world.ctx.clock.advance(61 * 60_000);
    for (const old of [link, live, forHost]) expectRefused(await get(old));
    const fresh = await listed(ben.token);
    expect(fresh).not.toBe(forHost);
    const again = await get(fresh);
    expect(again.statusCode).toBe(200);
    expect(maxAgeOf(again)).toBeLessThanOrEqual(3600);

    // Ben leaves: no new link for him, and the one he held ends within the hour.
    expect((await post(`/api/guest/events/${event.id}/leave`, ben.token)).statusCode).toBe(200);
    expect((await get(`/api/chat/rooms/${room.id}/messages`, ben.token)).statusCode).toBe(404);
    world.ctx.clock.advance(61 * 60_000);
    expectRefused(await get(fresh));
    expect((await get(await listed(host.token))).statusCode).toBe(200);
  });
});

describe(`chat videos are judged by their container (${testDriver})`, () => {
  let uploader: Guest;
  beforeAll(async () => {
    const host = await readyHost(world.ctx);
    uploader = await signUpGuest(world.ctx, 'Vera');
    await eventWithRoom(host, [uploader]);
  });
  const chatFiles = () => {
    try {
      return readdirSync(path.join(world.ctx.dataDir, 'uploads', 'chat')).length;
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
