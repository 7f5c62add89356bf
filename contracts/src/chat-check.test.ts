import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  chatRoomResponseSchema,
  chatRoomsResponseSchema,
  messagesResponseSchema,
  roomMarkReadResponseSchema,
} from './chat';
import {
  readChatRoomResponse,
  readChatRoomsResponse,
  readMessagesResponse,
  readRoomMarkReadResponse,
} from './chat-check';
import {
  agreesWithSchema,
  oddValues,
  readsAsSchema,
  refusesAsSchema,
  withChanges,
} from './test-support/agrees-with-schema';

const message = {
  id: 41,
  room_id: 3,
  sender_id: 7,
  sender: { id: 7, name: 'Maya Patel', avatar: '/media/avatars/7.webp' },
  type: 'text',
  content: 'See you at six!',
  media_url: null,
  client_id: 'c-1',
  is_system: false,
  created_at: '2026-11-20T10:00:00.000Z',
};

const room = {
  id: 3,
  type: 'group',
  event_id: 9,
  event: {
    id: 9,
    slug: 'dumpling-folding-night',
    title: 'Dumpling folding night',
    status: 'approved',
    cover_image_url: '/media/events/9/cover.webp',
    location: 'Surry Hills, Sydney NSW, Australia',
  },
  last_message: message,
  last_message_preview: 'See you at six!',
  last_message_at: '2026-11-20T10:00:00.000Z',
  unread_count: 2,
  can_send: true,
  updated_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
};

const answers = {
  rooms: {
    status: true,
    message: 'Chat rooms retrieved.',
    data: [room, { ...room, id: 4, last_message: null }],
  },
  room: { status: true, message: 'Chat room ready.', data: room },
  messages: {
    status: true,
    message: 'Messages retrieved.',
    data: [
      message,
      { ...message, id: 40, type: 'image', media_url: '/media/chat/1.webp', is_system: undefined },
    ],
    has_more: false,
  },
  markRead: { status: true, message: 'Marked as read.', data: { room_id: 3, last_read_message_id: 41 } },
};

/** Each check, its schema, a valid answer and where in it a room or a message sits. */
const CASES = [
  {
    name: 'readChatRoomsResponse',
    read: readChatRoomsResponse,
    schema: chatRoomsResponseSchema,
    answer: answers.rooms,
    withRoom: (changed: unknown) => ({ ...answers.rooms, data: [room, changed] }),
    withMessage: (changed: unknown) => ({ ...answers.rooms, data: [{ ...room, last_message: changed }] }),
  },
  {
    name: 'readChatRoomResponse',
    read: readChatRoomResponse,
    schema: chatRoomResponseSchema,
    answer: answers.room,
    withRoom: (changed: unknown) => ({ ...answers.room, data: changed }),
    withMessage: (changed: unknown) => ({ ...answers.room, data: { ...room, last_message: changed } }),
  },
  {
    name: 'readMessagesResponse',
    read: readMessagesResponse,
    schema: messagesResponseSchema,
    answer: answers.messages,
    withRoom: () => answers.messages,
    withMessage: (changed: unknown) => ({ ...answers.messages, data: [message, changed] }),
  },
  {
    name: 'readRoomMarkReadResponse',
    read: readRoomMarkReadResponse,
    schema: roomMarkReadResponseSchema,
    answer: answers.markRead,
    withRoom: () => answers.markRead,
    withMessage: (changed: unknown) => ({ ...answers.markRead, data: changed }),
  },
] as const;

/** The chat's checks without zod answer what the contract's schemas answer (docs/decisions/085). */
describe.each(CASES)('$name', ({ read, schema, answer, withRoom, withMessage }) => {
  it('reads a valid answer as the schema does, in its order, dropping unknown keys', () => {
    const extra = { ...answer, extra: 1 };
    const nested =
      answer === answers.markRead
        ? withMessage({ ...answers.markRead.data, x: 2 })
        : withMessage({ ...message, x: 2, sender: { ...message.sender, y: 3 } });
    readsAsSchema(read, schema, [answer, extra, nested]);
  });

  it('refuses what the schema refuses', () => {
    refusesAsSchema(
      read,
      schema,
      [
        null,
        [],
        { ...answer, status: false },
        { ...answer, message: undefined },
        withRoom({ ...room, type: 'direct' }),
        withRoom({ ...room, unread_count: -1 }),
        withRoom({ ...room, event: { ...room.event, cover_image_url: undefined } }),
        withMessage({ ...message, type: 'audio' }),
        withMessage({ ...message, sender: { ...message.sender, name: undefined } }),
        withMessage({ ...message, is_system: null }),
      ].filter((value) => value !== answer),
    );
  });

  it('agrees with the schema on arbitrary near misses', () => {
    const odd = oddValues({ also: [fc.constantFrom('text', 'image', 'video', 'audio', 'group', 'private')] });
    const change = (base: object) => withChanges(base, odd);
    const nearAnswer = fc.oneof(
      change(answer),
      change(room).map(withRoom),
      change(room.event).map((event) => withRoom({ ...room, event })),
      change(message).map(withMessage),
      change(message.sender).map((sender) => withMessage({ ...message, sender })),
      change(answers.markRead.data).map(withMessage),
    );
    agreesWithSchema(read, schema, nearAnswer, { minAccepted: 30 });
  });
});
