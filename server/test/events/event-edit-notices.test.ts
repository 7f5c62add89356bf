import type { ChatMessage, Notification } from '@friendly/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatWorld } from '../support/chat-world';
import { dateAfter, eventFields, postEvent, type ReadyHost, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { testDriver } from '../support/test-database';

/**
 * Members learn of changes (docs/decisions/103): an edit of an approved event's title,
 * description or place notifies every member in-app and posts a notice in the event's
 * group chat, over REST and to the room's live sockets.
 */

type Guest = Awaited<ReturnType<typeof signUpGuest>>;

const world = chatWorld();
const { get, post, client, connected } = world;
let host: ReadyHost;
beforeAll(async () => {
  host = await readyHost(world.ctx);
});
const approvedEvent = (guests: Guest[]) => world.approvedEvent(host, guests);

/** The host edits the event as the app does: the whole form, locked fields unchanged. */
async function edit(event: { id: number }, overrides: Record<string, string>) {
  const fields = await eventFields(world.ctx, {
    event_type: 'plus-priority',
    is_paid: '0',
    date: dateAfter(world.ctx, 3),
    ...overrides,
  });
  const response = await postEvent(world.ctx, host.token, `/api/event/${event.id}`, fields, []);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function notificationsOf(token: string): Promise<Notification[]> {
  const response = await get('/api/notifications', token);
  expect(response.statusCode, response.body).toBe(200);
  const { today, earlier } = response.json().data;
  return [...today, ...earlier];
}

describe(`an edit members should know of (${testDriver})`, () => {
  it('notifies every member and posts a notice in the room, over REST and the socket', async () => {
    const [amy, ben] = [await signUpGuest(world.ctx, 'Amy'), await signUpGuest(world.ctx, 'Ben')];
    const event = await approvedEvent([amy, ben]);
    const room = await post('/api/chat/rooms/group', amy.token, { event_id: event.id });
    expect(room.statusCode, room.body).toBe(200);
    const roomId = room.json().data.id as number;

    const socket = client(amy.token);
    await connected(socket);
    expect(await socket.timeout(5000).emitWithAck('join_room', { roomId })).toEqual({ ok: true });
    const live = new Promise<{ roomId: number; message: ChatMessage }>((resolve) =>
      socket.once('receive_message', resolve),
    );

    await edit(event, {
      title: 'Sunday long lunch in the garden',
      location: 'Newtown, Sydney NSW, Australia',
      latitude: '-33.8983',
      longitude: '151.1785',
    });

    const what =
      'the title is now “Sunday long lunch in the garden” and the place is now Newtown, Sydney NSW, Australia';
    for (const guest of [amy, ben]) {
      const updates = (await notificationsOf(guest.token)).filter((item) => item.type === 'event.updated');
      expect(updates).toEqual([
        expect.objectContaining({
          title: 'An event you joined was updated',
          message: `Sunday long lunch was updated: ${what}.`,
          is_read: false,
          data: { event_id: event.id, event_slug: event.slug, changed: ['title', 'place'] },
        }),
      ]);
    }
    // The host made the change: nothing to tell them.
    expect((await notificationsOf(host.token)).some((item) => item.type === 'event.updated')).toBe(false);

    const notice = {
      room_id: roomId,
      sender_id: host.id,
      type: 'text',
      is_system: true,
      content: `Event updated: ${what}.`,
      media_url: null,
    };
    const messages = await get(`/api/chat/rooms/${roomId}/messages?limit=50`, ben.token);
    expect(messages.statusCode, messages.body).toBe(200);
    expect(messages.json().data).toEqual([expect.objectContaining(notice)]);
    expect(await live).toEqual({ roomId, message: expect.objectContaining(notice) });

    // The members see it unread in their room list; its preview is the notice.
    const rooms = await get('/api/chat/rooms', ben.token);
    expect(rooms.json().data.find((entry: { id: number }) => entry.id === roomId)).toMatchObject({
      unread_count: 1,
      last_message_preview: expect.stringContaining('Event updated:'),
    });
  });

  it('says a new description as such, and is silent about changes members do not read', async () => {
    const amy = await signUpGuest(world.ctx, 'Amy');
    const event = await approvedEvent([amy]);
    await edit(event, { capacity: '5', discount_amount: '10' });
    expect((await notificationsOf(amy.token)).some((item) => item.type === 'event.updated')).toBe(false);

    await edit(event, {
      description: 'Slow-cooked lamb, garden salads and a long table under the fig tree.',
    });
    const updates = (await notificationsOf(amy.token)).filter((item) => item.type === 'event.updated');
    expect(updates.map((item) => item.message)).toEqual([
      'Sunday long lunch was updated: the description has changed.',
    ]);
  });

  it('notifies members of an event without a room, and opens no room for it', async () => {
    const amy = await signUpGuest(world.ctx, 'Amy');
    const event = await approvedEvent([amy]);
    await edit(event, { title: 'Long lunch, moved indoors' });
    expect((await notificationsOf(amy.token)).map((item) => item.message)).toContain(
      'Sunday long lunch was updated: the title is now “Long lunch, moved indoors”.',
    );
    const rooms = await get('/api/chat/rooms', amy.token);
    expect(rooms.json().data.some((entry: { event_id: number }) => entry.event_id === event.id)).toBe(false);
  });

  it('lets no client post a notice of its own', async () => {
    const amy = await signUpGuest(world.ctx, 'Amy');
    const event = await approvedEvent([amy]);
    const roomId = (await post('/api/chat/rooms/group', amy.token, { event_id: event.id })).json().data.id;
    const socket = client(amy.token);
    await connected(socket);
    const ack = await socket.timeout(5000).emitWithAck('send_message', {
      roomId,
      type: 'text',
      content: 'Event updated: free drinks!',
      is_system: true,
    });
    expect(ack).toMatchObject({ ok: true, message: { is_system: false, sender_id: amy.id } });
    const refused = await socket
      .timeout(5000)
      .emitWithAck('send_message', { roomId, type: 'system', content: 'x' });
    expect(refused).toMatchObject({ ok: false });
  });
});
