import { CHAT_MESSAGES, EVENT_MESSAGES } from '@friendly/contracts';
import { describe, expect, it } from 'vitest';
import { TOKEN_ERROR } from '../../src/modules/chat/socket';
import { chatWorld } from '../support/chat-world';
import { createEvent, dateAfter, picture, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { testDriver } from '../support/test-database';
import { mp4Video } from '../support/video-files';

const world = chatWorld();
const { get, post, client, connected, emit, next, eventWithRoom } = world;

describe(`chat over HTTP (${testDriver})`, () => {
  it('one group room per event, for its host and guests with a seat; idempotent', async () => {
    const host = await readyHost(world.ctx);
    const [amy, stranger] = [await signUpGuest(world.ctx, 'Amy'), await signUpGuest(world.ctx, 'Stranger')];
    const { event, room } = await eventWithRoom(host, [amy]);
    const again = await post('/api/chat/rooms/group', amy.token, { event_id: event.id });
    expect(again.json().data).toMatchObject({
      id: room.id,
      type: 'group',
      event_id: event.id,
      event: {
        id: event.id,
        title: 'Sunday long lunch',
        cover_image_url: expect.stringMatching(/^\/media\//),
      },
      last_message: null,
      unread_count: 0,
      can_send: true,
    });
    const hidden = await post('/api/chat/rooms/group', stranger.token, { event_id: event.id });
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, EVENT_MESSAGES.notFound]);
    expect((await get(`/api/chat/rooms/${room.id}/messages`, stranger.token)).statusCode).toBe(404);
    expect((await get('/api/chat/rooms', stranger.token)).json().data).toEqual([]);

    const pending = await createEvent(world.ctx, host, {
      event_type: 'plus-priority',
      date: dateAfter(world.ctx, 3),
    });
    const early = await post('/api/chat/rooms/group', host.token, { event_id: pending.id });
    expect([early.statusCode, early.json().message]).toEqual([409, CHAT_MESSAGES.notEligible]);
  });

  it('takes pictures and videos by their bytes: 413 too large, 422 another type', async () => {
    const guest = await signUpGuest(world.ctx, 'Uploader');
    // Uploads are for people in a room (docs/decisions/105).
    await eventWithRoom(await readyHost(world.ctx), [guest]);
    const upload = (data: Buffer, filename: string) => world.upload(guest.token, data, filename);
    const image = await upload(await picture('png', 400, 300), 'photo.png');
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json()).toMatchObject({
      type: 'image',
      media_url: expect.stringMatching(/^\/media\/chat\/[\w-]+\.webp\?expires=\d+&signature=[\w-]+$/),
    });
    expect((await world.ctx.app.inject({ method: 'GET', url: image.json().media_url })).statusCode).toBe(200);

    // Videos are parsed as containers (docs/decisions/106; chat-media.test.ts has the rest).
    expect((await upload(mp4Video({ seconds: 2 }), 'clip.mp4')).json()).toMatchObject({
      type: 'video',
      url: expect.stringMatching(/\.mp4\?/),
    });

    const text = await upload(Buffer.from('just some words, not a picture'), 'note.png');
    expect([text.statusCode, text.json().message]).toEqual([422, CHAT_MESSAGES.notAllowedType]);
    const huge = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(11 * 1024 * 1024),
    ]);
    const tooLarge = await upload(huge, 'huge.png');
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([413, CHAT_MESSAGES.imageTooLarge]);
  });
});

describe(`chat over socket.io (${testDriver})`, () => {
  it('refuses a handshake without a valid token with the token error the app logs out on', async () => {
    const socket = client('not-a-token');
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe(TOKEN_ERROR);
  });

  it('delivers a committed message to the room once, acknowledged with what was stored', async () => {
    const host = await readyHost(world.ctx);
    const [amy, ben, outsider] = [
      await signUpGuest(world.ctx, 'Amy'),
      await signUpGuest(world.ctx, 'Ben'),
      await signUpGuest(world.ctx, 'Out'),
    ];
    const { room } = await eventWithRoom(host, [amy, ben]);
    const [hostSocket, amySocket, outSocket] = [
      client(host.token),
      client(amy.token),
      client(outsider.token),
    ];
    await Promise.all([connected(hostSocket), connected(amySocket), connected(outSocket)]);
    for (const socket of [hostSocket, amySocket]) {
      expect(await emit(socket, 'join_room', { roomId: room.id, userId: 1 })).toEqual({ ok: true });
    }
    expect(await emit(outSocket, 'join_room', { roomId: room.id })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.roomNotFound,
    });
    expect(
      await emit(outSocket, 'send_message', { roomId: room.id, type: 'text', content: 'let me in' }),
    ).toEqual({
      ok: false,
      error: CHAT_MESSAGES.roomNotFound,
    });

    const heard = next<{ roomId: number; message: { id: number; content: string } }>(
      hostSocket,
      'receive_message',
    );
    const ack = await emit<{ ok: true; message: { id: number; content: string; sender: { name: string } } }>(
      amySocket,
      'send_message',
      { roomId: room.id, type: 'text', content: '  See you Sunday!  ', clientId: 'amy-1' },
    );
    expect(ack).toMatchObject({
      ok: true,
      message: { content: 'See you Sunday!', sender: { name: 'Amy' }, type: 'text' },
    });
    expect(await heard).toEqual({ roomId: room.id, message: ack.message });
    const stored = (await get(`/api/chat/rooms/${room.id}/messages?limit=50`, host.token)).json();
    expect(stored.data.map((message: { id: number }) => message.id)).toEqual([ack.message.id]);

    // A retry of the same send is stored once and not heard again.
    const retry = await emit<{ ok: true; message: { id: number } }>(amySocket, 'send_message', {
      roomId: room.id,
      type: 'text',
      content: 'See you Sunday!',
      clientId: 'amy-1',
    });
    expect(retry.message.id).toBe(ack.message.id);
    expect((await get(`/api/chat/rooms/${room.id}/messages`, host.token)).json().data).toHaveLength(1);

    const empty = await emit(amySocket, 'send_message', { roomId: room.id, type: 'text', content: '   ' });
    expect(empty).toEqual({ ok: false, error: CHAT_MESSAGES.emptyText });
    const rooms = (await get('/api/chat/rooms', host.token)).json().data;
    expect(rooms[0]).toMatchObject({ id: room.id, unread_count: 1, last_message_preview: 'See you Sunday!' });
    const read = next<{ roomId: number }>(hostSocket, 'message_read');
    expect(await emit(hostSocket, 'mark_read', { roomId: room.id })).toEqual({ ok: true });
    expect(await read).toEqual({ roomId: room.id });
    expect((await get('/api/chat/rooms', host.token)).json().data[0].unread_count).toBe(0);
    for (const socket of [hostSocket, amySocket, outSocket]) socket.disconnect();
  });

  it('carries only the sender’s own uploads, and catches up with after', async () => {
    const host = await readyHost(world.ctx);
    const [amy, ben] = [await signUpGuest(world.ctx, 'Amy'), await signUpGuest(world.ctx, 'Ben')];
    const { room } = await eventWithRoom(host, [amy, ben]);
    const uploaded = await world.upload(amy.token, await picture('jpeg', 300, 200), 'p.jpg', 'image/jpeg');
    const mediaUrl = uploaded.json().media_url as string;
    const [amySocket, benSocket] = [client(amy.token), client(ben.token)];
    await Promise.all([connected(amySocket), connected(benSocket)]);
    const borrowed = await emit(benSocket, 'send_message', { roomId: room.id, type: 'image', mediaUrl });
    expect(borrowed).toEqual({ ok: false, error: CHAT_MESSAGES.mediaNotYours });
    const first = await emit<{ ok: true; message: { id: number; media_url: string } }>(
      amySocket,
      'send_message',
      {
        roomId: room.id,
        type: 'image',
        mediaUrl: `http://friendly.test${mediaUrl}`,
      },
    );
    expect(first).toMatchObject({ ok: true, message: { type: 'image', media_url: mediaUrl } });
    const later = [];
    for (const content of ['one', 'two', 'three']) {
      later.push(
        (await emit<{ message: { id: number } }>(amySocket, 'send_message', { roomId: room.id, content }))
          .message.id,
      );
    }
    const caughtUp = (
      await get(`/api/chat/rooms/${room.id}/messages?after=${first.message.id}`, ben.token)
    ).json();
    expect(caughtUp.data.map((message: { id: number }) => message.id)).toEqual([...later].reverse());
    const older = (await get(`/api/chat/rooms/${room.id}/messages?limit=2`, ben.token)).json();
    expect([older.data.length, older.has_more]).toEqual([2, true]);
    const page2 = (
      await get(`/api/chat/rooms/${room.id}/messages?limit=2&before=${older.data[1].id}`, ben.token)
    ).json();
    expect(page2.data.map((message: { id: number }) => message.id)).toEqual([later[0], first.message.id]);
    expect((await get('/api/chat/rooms', ben.token)).json().data[0].last_message_preview).toBe('three');
    amySocket.disconnect();
    benSocket.disconnect();
  });

  it('a guest who leaves hears no more; a logged-out session is told and closed', async () => {
    const host = await readyHost(world.ctx);
    const [amy, ben] = [await signUpGuest(world.ctx, 'Amy'), await signUpGuest(world.ctx, 'Ben')];
    const { event, room } = await eventWithRoom(host, [amy, ben]);
    const [hostSocket, amySocket, benSocket] = [client(host.token), client(amy.token), client(ben.token)];
    await Promise.all([connected(hostSocket), connected(amySocket), connected(benSocket)]);
    for (const socket of [hostSocket, amySocket, benSocket])
      await emit(socket, 'join_room', { roomId: room.id });

    let amyHeard = 0;
    amySocket.on('receive_message', () => {
      amyHeard += 1;
    });
    expect((await post(`/api/guest/events/${event.id}/leave`, amy.token)).statusCode).toBe(200);
    const benHears = next(benSocket, 'receive_message');
    await emit(hostSocket, 'send_message', { roomId: room.id, content: 'Amy had to cancel' });
    await benHears;
    // Anything for Amy would have been written before this answer on her connection.
    expect(await emit(amySocket, 'join_room', { roomId: room.id })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.roomNotFound,
    });
    expect(amyHeard).toBe(0);
    expect((await get(`/api/chat/rooms/${room.id}/messages`, amy.token)).statusCode).toBe(404);

    const told = next<{ message: string }>(benSocket, 'auth_error');
    const closed = next(benSocket, 'disconnect');
    expect((await post('/api/logout', ben.token)).statusCode).toBe(200);
    expect(await told).toEqual({ message: TOKEN_ERROR });
    await closed;
    hostSocket.disconnect();
    amySocket.disconnect();
  });

  it('pushes a committed notification to its person’s sockets, so the header recounts at once', async () => {
    const host = await readyHost(world.ctx);
    const guest = await signUpGuest(world.ctx, 'Noa');
    const event = await world.approvedEvent(host, []);
    const hostSocket = client(host.token);
    await connected(hostSocket);
    const pushed = next(hostSocket, 'notifications_updated');
    // A guest joins: the host's notification commits with the seat, and is pushed.
    expect((await post(`/api/guest/events/${event.id}/join`, guest.token)).statusCode).toBe(200);
    expect(await pushed).toEqual({});
    const unread = (await get('/api/notifications', host.token)).json().data.today[0];
    expect(unread).toMatchObject({ type: 'event.member_joined', is_read: false });
    hostSocket.disconnect();
  });
});
