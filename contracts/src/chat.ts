import { z } from 'zod';
import { CHAT, CHAT_MESSAGE_TYPES, CHAT_MESSAGES } from './chat-constants';
import { filePart, hasForbiddenCharacters, INPUT_MESSAGES, toTrimmedText } from './fields';

export {
  CHAT,
  CHAT_MESSAGE_TYPES,
  CHAT_MESSAGES,
  type ChatMessageType,
  isChatEligible,
  messagePreview,
  retryNote,
} from './chat-constants';

/**
 * Group chat per event (spec 001 §2 'Messages', §3 'Chat room' and 'Message', §4, §5
 * 'Chat send', §7 'Chat', §8, §9; docs/decisions/091).
 */

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
  is_system: z
    .boolean()
    .optional()
    .describe(
      'Ours (additive): true for a notice the server posted in the host’s name, such as an edit of the event (a text message; docs/decisions/103)',
    ),
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

/** `POST /api/chat/upload-media`'s multipart body, for the OpenAPI reference. */
export const uploadMediaRequestSchema = z.object({
  file: filePart(
    `A picture (PNG, JPEG or WebP up to ${CHAT.imageMaxBytes / 1024 / 1024} MB, re-encoded) or a video (MP4, WebM or MOV up to ${CHAT.videoMaxBytes / 1024 / 1024} MB), judged by its bytes`,
  ),
});

export const uploadMediaResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  media_url: z.string(),
  url: z.string(),
  type: z.enum(['image', 'video']),
});

/** No control characters (a NUL cannot be stored), no line breaks unless multi-line (docs/decisions/061). */
const allowedText = (kind: 'single-line' | 'multi-line') => (value: string) =>
  !hasForbiddenCharacters(value, kind);

/** The socket's `send_message` payload (§7): `clientId` (ours) makes a retry idempotent. */
export const sendMessagePayloadSchema = z.object({
  roomId: z.coerce.number().int().min(1).max(2_147_483_647),
  type: z.enum(CHAT_MESSAGE_TYPES).default('text'),
  content: z
    .preprocess(
      toTrimmedText,
      z
        .string({ error: INPUT_MESSAGES.notText })
        .max(CHAT.textMax, { error: CHAT_MESSAGES.textTooLong, abort: true })
        .refine(allowedText('multi-line'), INPUT_MESSAGES.forbiddenCharacters),
    )
    .optional(),
  mediaUrl: z
    .string()
    .max(500, { abort: true })
    .refine(allowedText('single-line'), INPUT_MESSAGES.forbiddenCharacters)
    .nullable()
    .optional(),
  clientId: z
    .string()
    .min(1)
    .max(64, { abort: true })
    .refine(allowedText('single-line'), INPUT_MESSAGES.forbiddenCharacters)
    .optional(),
});
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

export const roomPayloadSchema = z.object({
  roomId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/**
 * The acknowledgement of `send_message` (§7). A send refused by the per-account limit also
 * says when to try again, in whole seconds (`retry_after`, as HTTP's 429; docs/decisions/105).
 */
export type SendMessageAck =
  | { ok: true; message: ChatMessage }
  | { ok: false; error: string; retry_after?: number };
