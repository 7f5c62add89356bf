import { z } from 'zod';
import { INPUT_MESSAGES, toTrimmedText } from './fields';

/**
 * Group chat per event (spec 001 §2 'Messages', §3 'Chat room' and 'Message', §4, §5
 * 'Chat send', §7 'Chat', §8, §9; docs/decisions/091).
 */

export const CHAT = {
  /** Spec 001 §9. */
  pageSize: 50,
  previewLength: 80,
  roomPollMs: 7_000,
  rejoinMs: 30_000,
  reconnection: {
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 5_000,
    randomizationFactor: 0.5,
    timeout: 20_000,
  },
  /** Ours: the longest text message, and the largest media. */
  textMax: 2_000,
  imageMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 25 * 1024 * 1024,
  socketPath: '/socket.io',
} as const;

export const CHAT_MESSAGES = {
  // §8 Chat (the app's words when the server says nothing else)
  uploadFailed: 'Upload failed. Please try again.',
  invalidFile: 'Invalid file (type or size).',
  fileTooLarge: 'File too large for server limits. Please pick a smaller file.',
  sendFailed: 'Failed to send.',
  // Ours
  roomsListed: 'Rooms retrieved successfully.',
  messagesListed: 'Messages retrieved successfully.',
  roomReady: 'Group chat ready.',
  markedRead: 'Marked as read.',
  uploaded: 'File uploaded.',
  notAllowedType: 'Only images (PNG, JPEG, WebP, GIF) and videos (MP4, WebM, MOV) can be sent.',
  imageTooLarge: 'Images can be at most 10 MB.',
  videoTooLarge: 'Videos can be at most 25 MB.',
  roomNotFound: 'Chat room not found.',
  notEligible: 'Chat opens once the event is approved.',
  closed: 'This chat is closed.',
  emptyText: 'Type a message first.',
  textTooLong: `A message can be at most ${CHAT.textMax} characters.`,
  mediaMissing: 'Attach the uploaded file to send it.',
  mediaNotYours: 'That file was not uploaded by you.',
  invalidPayload: 'The message could not be read.',
  unauthorized: 'Authentication failed: the token is invalid or expired.',
} as const;

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'video'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** What a room list shows of a message: its text cut to 80 characters, or [Image] / [Video]. */
export function messagePreview(message: { type: string; content: string } | null) {
  if (!message) return '';
  if (message.type === 'image') return '[Image]';
  if (message.type === 'video') return '[Video]';
  const text = message.content.replace(/\s+/g, ' ').trim();
  return text.length > CHAT.previewLength ? `${text.slice(0, CHAT.previewLength - 1)}…` : text;
}

export const chatMessageSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  sender_id: z.number().int(),
  sender: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    avatar: z.string().describe('URL of the photo, or the default avatar'),
  }),
  type: z.enum(CHAT_MESSAGE_TYPES),
  content: z.string(),
  media_url: z.string().nullable(),
  client_id: z.string().nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRoomSchema = z.object({
  id: z.number().int(),
  type: z.enum(['group', 'private']),
  event_id: z.number().int(),
  event: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    status: z.string(),
    cover_image_url: z.string().nullable(),
    location: z.string(),
  }),
  last_message: chatMessageSchema.nullable(),
  last_message_preview: z.string().describe('80 characters, or [Image] / [Video]'),
  last_message_at: z.string().nullable(),
  unread_count: z.number().int().nonnegative(),
  can_send: z.boolean().describe('Ours: the event is approved or completed'),
  updated_at: z.string(),
  created_at: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const chatRoomsResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(chatRoomSchema),
});

export const chatRoomResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: chatRoomSchema,
});

export const groupRoomRequestSchema = z.object({
  event_id: z.coerce.number({ error: CHAT_MESSAGES.roomNotFound }).int().min(1).max(2_147_483_647),
});

export const roomParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

const cursor = z.coerce.number().int().min(0).max(2_147_483_647).optional();

/** `?limit=50` newest first; `before` pages back, `after` catches up (ours, additive). */
export const messagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(CHAT.pageSize),
  before: cursor,
  after: cursor,
});

export const messagesResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(chatMessageSchema).describe('Newest first'),
  has_more: z.boolean().describe('Older messages remain (with before) or newer ones (with after)'),
});

export const roomMarkReadResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ room_id: z.number().int(), last_read_message_id: z.number().int() }),
});

export const uploadMediaResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  media_url: z.string(),
  url: z.string(),
  type: z.enum(['image', 'video']),
});

/** The socket's `send_message` payload (§7): `clientId` (ours) makes a retry idempotent. */
export const sendMessagePayloadSchema = z.object({
  roomId: z.coerce.number().int().min(1).max(2_147_483_647),
  type: z.enum(CHAT_MESSAGE_TYPES).default('text'),
  content: z
    .preprocess(
      toTrimmedText,
      z.string({ error: INPUT_MESSAGES.notText }).max(CHAT.textMax, CHAT_MESSAGES.textTooLong),
    )
    .optional(),
  mediaUrl: z.string().max(500).nullable().optional(),
  clientId: z.string().min(1).max(64).optional(),
});
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

export const roomPayloadSchema = z.object({
  roomId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** The acknowledgement of `send_message` (§7). */
export type SendMessageAck = { ok: true; message: ChatMessage } | { ok: false; error: string };
