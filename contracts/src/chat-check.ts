import type { ChatMessage, ChatRoom } from './chat';
import { CHAT_MESSAGE_TYPES } from './chat-constants';
import { REFUSED, readKind, type Shape } from './shape-check';

/**
 * The chat's answers that Messages reads as it opens — the rooms, a room's messages, its
 * mark-read — checked without zod, so the screen's first load does not carry it
 * (docs/decisions/085, docs/FIRST-LOAD.md). Each answers exactly what its schema in
 * `chat.ts` answers — the same fields in the same order, unknown keys dropped, null where
 * the schema would refuse — which chat-check.test.ts holds it to.
 */

/** `chatMessageSchema`, field for field. */
const CHAT_MESSAGE: Shape = [
  ['id', 'int'],
  ['room_id', 'int'],
  ['sender_id', 'int'],
  [
    'sender',
    [
      ['id', 'int'],
      ['name', 'string', 'nullable'],
      ['avatar', 'string'],
    ],
  ],
  ['type', CHAT_MESSAGE_TYPES],
  ['content', 'string'],
  ['media_url', 'string', 'nullable'],
  ['client_id', 'string', 'nullable'],
  ['is_system', 'boolean', 'optional'],
  ['created_at', 'string'],
];

/** `chatRoomSchema`, field for field. */
const CHAT_ROOM: Shape = [
  ['id', 'int'],
  ['type', ['group', 'private']],
  ['event_id', 'int'],
  [
    'event',
    [
      ['id', 'int'],
      ['slug', 'string'],
      ['title', 'string'],
      ['status', 'string'],
      ['cover_image_url', 'string', 'nullable'],
      ['location', 'string'],
    ],
  ],
  ['last_message', CHAT_MESSAGE, 'nullable'],
  ['last_message_preview', 'string'],
  ['last_message_at', 'string', 'nullable'],
  ['unread_count', 'nonnegative-int'],
  ['can_send', 'boolean'],
  ['updated_at', 'string'],
  ['created_at', 'string'],
];

/** `chatRoomsResponseSchema`, field for field. */
const CHAT_ROOMS_RESPONSE: Shape = [
  ['status', 'true'],
  ['message', 'string'],
  ['data', { arrayOf: CHAT_ROOM }],
];

/** `chatRoomResponseSchema`, field for field. */
const CHAT_ROOM_RESPONSE: Shape = [
  ['status', 'true'],
  ['message', 'string'],
  ['data', CHAT_ROOM],
];

/** `messagesResponseSchema`, field for field. */
const MESSAGES_RESPONSE: Shape = [
  ['status', 'true'],
  ['message', 'string'],
  ['data', { arrayOf: CHAT_MESSAGE }],
  ['has_more', 'boolean'],
];

/** `roomMarkReadResponseSchema`, field for field. */
const ROOM_MARK_READ_RESPONSE: Shape = [
  ['status', 'true'],
  ['message', 'string'],
  [
    'data',
    [
      ['room_id', 'int'],
      ['last_read_message_id', 'int'],
    ],
  ],
];

export type ChatRoomsResponse = { status: true; message: string; data: ChatRoom[] };
export type ChatRoomResponse = { status: true; message: string; data: ChatRoom };
export type MessagesResponse = { status: true; message: string; data: ChatMessage[]; has_more: boolean };
export type RoomMarkReadResponse = {
  status: true;
  message: string;
  data: { room_id: number; last_read_message_id: number };
};

const reader =
  <T>(shape: Shape) =>
  (value: unknown): T | null => {
    const read = readKind(value, shape);
    return read === REFUSED ? null : (read as T);
  };

/** GET /api/chat/rooms as `chatRoomsResponseSchema` reads it, or null where it would refuse it. */
export const readChatRoomsResponse = reader<ChatRoomsResponse>(CHAT_ROOMS_RESPONSE);

/** POST /api/chat/rooms/group as `chatRoomResponseSchema` reads it, or null. */
export const readChatRoomResponse = reader<ChatRoomResponse>(CHAT_ROOM_RESPONSE);

/** GET /api/chat/rooms/{id}/messages as `messagesResponseSchema` reads it, or null. */
export const readMessagesResponse = reader<MessagesResponse>(MESSAGES_RESPONSE);

/** POST /api/chat/rooms/{id}/mark-read as `roomMarkReadResponseSchema` reads it, or null. */
export const readRoomMarkReadResponse = reader<RoomMarkReadResponse>(ROOM_MARK_READ_RESPONSE);
