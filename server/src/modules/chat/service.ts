import { readFile } from 'node:fs/promises';
import {
  CHAT,
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatRoom,
  DEFAULT_AVATAR,
  EVENT_MESSAGES,
  messagePreview,
  type SendMessagePayload,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { inTransaction } from '../../db/client';
import { ConflictError, ForbiddenError, HttpError, NotFoundError, ValidationError } from '../../lib/errors';
import { randomToken } from '../../lib/ids';
import { ImageRejectedError, type ImageRules, processImage, sniffImageType } from '../../lib/images';
import type { StagedFile } from '../../lib/uploads';
import { readVideo } from '../../lib/videos';
import type { StorageProvider } from '../../providers/storage';
import { coverImagesOf, type EventRow } from '../events/repository';
import { findEventForGuest, findMembership } from '../guests/membership-repository';
import type { UserRow } from '../users/repository';
import {
  type ChatMessageRow,
  type ChatRoomRow,
  ensureRoom,
  findByClientId,
  findRoomFor,
  findUpload,
  hasOpenRoom,
  insertMessage,
  lockUpload,
  markRead,
  messagePage,
  messagesByIds,
  recordUpload,
  roomsFor,
  sendersOf,
  unreadCounts,
} from './repository';

/**
 * Group chats (spec 001 §2 'Messages', §7 'Chat'; docs/decisions/091): one room per event,
 * for its host and the guests who hold a seat. HTTP and the socket call the same functions.
 */

type ChatDeps = Pick<Deps, 'db' | 'clock' | 'providers'>;
type Sender = { name: string | null; photoKey: string | null };

/** Events whose room is open for messages (the spec's eligibility: approved or completed). */
const OPEN_STATUSES = new Set(['approved', 'completed']);

export const CHAT_IMAGE: ImageRules = {
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  sizes: [{ name: 'chat', width: 1600, height: 1600, fit: 'inside' }],
};

const MEDIA_PREFIX = 'chat/';

/**
 * A message as its readers get it. Its media is private to the room: a signed link that
 * works for about an hour from `now`, made afresh for each read, so only those who can
 * still read the room get a working one (docs/decisions/106).
 */
export function toChatMessage(
  row: ChatMessageRow,
  sender: Sender | undefined,
  storage: StorageProvider,
  now: Date,
): ChatMessage {
  return {
    id: row.id,
    room_id: row.roomId,
    sender_id: row.senderId,
    sender: {
      id: row.senderId,
      name: sender?.name ?? null,
      avatar: sender?.photoKey ? storage.urlFor(sender.photoKey) : DEFAULT_AVATAR,
    },
    type: row.type as ChatMessage['type'],
    content: row.content,
    media_url: row.mediaKey ? storage.privateUrlFor(row.mediaKey, now) : null,
    client_id: row.clientId,
    is_system: row.isSystem,
    created_at: row.createdAt.toISOString(),
  };
}

function toRoom(
  room: ChatRoomRow,
  event: EventRow,
  parts: { cover: string | null; last: ChatMessage | null; unread: number },
): ChatRoom {
  return {
    id: room.id,
    type: 'group',
    event_id: event.id,
    event: {
      id: event.id,
      slug: event.slug,
      title: event.title,
      status: event.status,
      cover_image_url: parts.cover,
      location: event.location,
    },
    last_message: parts.last,
    last_message_preview: messagePreview(parts.last),
    last_message_at: room.lastMessageAt?.toISOString() ?? null,
    unread_count: parts.unread,
    can_send: OPEN_STATUSES.has(event.status),
    updated_at: room.updatedAt.toISOString(),
    created_at: room.createdAt.toISOString(),
  };
}

/** The user's rooms with their last message and unread count: five queries whatever their number. */
export async function listRooms(deps: ChatDeps, user: UserRow) {
  const { storage } = deps.providers;
  const now = deps.clock();
  const rows = await roomsFor(deps.db, user.id);
  const [covers, lasts, unread] = await Promise.all([
    coverImagesOf(
      deps.db,
      rows.map((row) => row.event.id),
    ),
    messagesByIds(
      deps.db,
      rows.flatMap((row) => (row.room.lastMessageId ? [row.room.lastMessageId] : [])),
    ),
    unreadCounts(
      deps.db,
      user.id,
      rows.map((row) => row.room.id),
    ),
  ]);
  const senders = await sendersOf(
    deps.db,
    lasts.map((message) => message.senderId),
  );
  const lastById = new Map(lasts.map((message) => [message.id, message]));
  return rows.map(({ room, event }) => {
    const last = room.lastMessageId ? lastById.get(room.lastMessageId) : undefined;
    const cover = covers.get(event.id);
    return toRoom(room, event, {
      cover: cover ? storage.urlFor(cover.cardKey) : null,
      last: last ? toChatMessage(last, senders.get(last.senderId), storage, now) : null,
      unread: unread.get(room.id) ?? 0,
    });
  });
}

async function roomOf(deps: ChatDeps, user: UserRow, roomId: number) {
  const found = await findRoomFor(deps.db, roomId, user.id);
  if (!found) throw new NotFoundError(CHAT_MESSAGES.roomNotFound);
  return found;
}

/** The event's group room for its host or a guest with a seat, made when missing (idempotent). */
export async function openGroupRoom(deps: ChatDeps, user: UserRow, eventId: number) {
  const event = await findEventForGuest(deps.db, String(eventId));
  const allowed =
    event !== null &&
    (event.hostId === user.id || (await findMembership(deps.db, event.id, user.id))?.status === 'joined');
  if (!event || !allowed) throw new NotFoundError(EVENT_MESSAGES.notFound);
  if (!OPEN_STATUSES.has(event.status)) throw new ConflictError(CHAT_MESSAGES.notEligible);
  const room = await ensureRoom(deps.db, event.id, deps.clock());
  return (await listRooms(deps, user)).find((entry) => entry.id === room.id)!;
}

export async function listMessages(
  deps: ChatDeps,
  user: UserRow,
  roomId: number,
  query: { limit: number; before?: number | undefined; after?: number | undefined },
) {
  await roomOf(deps, user, roomId);
  const now = deps.clock();
  const { rows, hasMore } = await messagePage(deps.db, roomId, query);
  const senders = await sendersOf(
    deps.db,
    rows.map((row) => row.senderId),
  );
  return {
    messages: rows.map((row) => toChatMessage(row, senders.get(row.senderId), deps.providers.storage, now)),
    hasMore,
  };
}

/** Everything in the room so far is read by this user. */
export async function markRoomRead(deps: ChatDeps, user: UserRow, roomId: number) {
  const { room } = await roomOf(deps, user, roomId);
  const last = room.lastMessageId ?? 0;
  await markRead(deps.db, roomId, user.id, last, deps.clock());
  return { room_id: roomId, last_read_message_id: last };
}

/** The storage key of a media URL this server handed out, or null. */
function mediaKeyOf(url: string, storage: StorageProvider) {
  const probe = storage.urlFor(`${MEDIA_PREFIX}x`);
  const base = probe.slice(0, probe.length - `${MEDIA_PREFIX}x`.length);
  let path = url;
  try {
    path = new URL(url, 'http://local').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(`${base}${MEDIA_PREFIX}`)) return null;
  return decodeURIComponent(path.slice(base.length));
}

/**
 * A message from the socket, committed before it is answered: checked (text not empty,
 * media the sender's own upload of that type), stored under the room's lock so ids follow
 * commit order, and stored once per client id (a retried send answers the first).
 */
export async function sendMessage(deps: ChatDeps, user: UserRow, payload: SendMessagePayload) {
  const content = payload.content ?? '';
  let mediaKey: string | null = null;
  if (payload.type === 'text') {
    if (!content)
      throw new ValidationError(CHAT_MESSAGES.emptyText, { errors: { content: [CHAT_MESSAGES.emptyText] } });
  } else {
    if (!payload.mediaUrl) {
      throw new ValidationError(CHAT_MESSAGES.mediaMissing, {
        errors: { mediaUrl: [CHAT_MESSAGES.mediaMissing] },
      });
    }
    const key = mediaKeyOf(payload.mediaUrl, deps.providers.storage);
    const upload = key ? await findUpload(deps.db, key) : null;
    if (!upload || upload.userId !== user.id || upload.type !== payload.type) {
      throw new ValidationError(CHAT_MESSAGES.mediaNotYours, {
        errors: { mediaUrl: [CHAT_MESSAGES.mediaNotYours] },
      });
    }
    mediaKey = upload.key;
  }
  const now = deps.clock();
  const result = await inTransaction(deps.db, async (tx) => {
    const found = await findRoomFor(tx, payload.roomId, user.id, { lock: true });
    if (!found) throw new NotFoundError(CHAT_MESSAGES.roomNotFound);
    if (!OPEN_STATUSES.has(found.event.status)) throw new ConflictError(CHAT_MESSAGES.closed);
    // Held until commit, so the sweep of unsent uploads cannot take it from under the message.
    if (mediaKey && !(await lockUpload(tx, mediaKey))) {
      throw new ValidationError(CHAT_MESSAGES.mediaNotYours, {
        errors: { mediaUrl: [CHAT_MESSAGES.mediaNotYours] },
      });
    }
    if (payload.clientId) {
      const earlier = await findByClientId(tx, found.room.id, user.id, payload.clientId);
      if (earlier) return { row: earlier, duplicate: true };
    }
    const row = await insertMessage(tx, {
      roomId: found.room.id,
      senderId: user.id,
      type: payload.type,
      content: payload.type === 'text' ? content : content.slice(0, CHAT.textMax),
      mediaKey,
      clientId: payload.clientId ?? null,
      createdAt: now,
    });
    // Unread counts leave out the reader's own messages, so sending moves no read mark.
    return { row, duplicate: false };
  });
  return {
    message: toChatMessage(
      result.row,
      { name: user.name, photoKey: user.profilePhotoKey },
      deps.providers.storage,
      now,
    ),
    duplicate: result.duplicate,
  };
}

/**
 * Only someone who can talk in an open room (its event's host, or a guest with a seat) may
 * upload chat media: checked before the body is read (403; docs/decisions/105).
 */
export async function authorizeMediaUpload(deps: ChatDeps, user: UserRow) {
  if (!(await hasOpenRoom(deps.db, user.id, [...OPEN_STATUSES]))) {
    throw new ForbiddenError(CHAT_MESSAGES.uploadNeedsRoom);
  }
}

/**
 * A picture or a video for a message, judged by its bytes: images re-encoded without
 * metadata (at most 10 MB in), videos parsed as MP4, MOV or WebM with a video track and
 * kept as sent (at most 25 MB and 3 minutes; docs/decisions/106). Too large answers 413
 * and a type or length we do not take 422, the statuses the app reads (spec 001 §8). The
 * answer's link is private and signed, like every chat media link.
 */
export async function uploadMedia(deps: ChatDeps, user: UserRow, file: StagedFile | undefined) {
  if (!file)
    throw new ValidationError(CHAT_MESSAGES.invalidFile, { errors: { file: [CHAT_MESSAGES.invalidFile] } });
  const bytes = await readFile(file.path);
  const head = bytes.subarray(0, 16);
  const { storage } = deps.providers;
  let key: string;
  let type: 'image' | 'video';
  if (sniffImageType(head)) {
    if (bytes.length > CHAT.imageMaxBytes) throw new HttpError(413, CHAT_MESSAGES.imageTooLarge);
    let processed: Buffer;
    try {
      processed = (await processImage(bytes, CHAT_IMAGE))[0]!.bytes;
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new ValidationError(CHAT_MESSAGES.notAllowedType);
      throw error;
    }
    key = `${MEDIA_PREFIX}${randomToken(16)}.webp`;
    type = 'image';
    await storage.put(key, processed, 'image/webp');
  } else {
    if (bytes.length > CHAT.videoMaxBytes) throw new HttpError(413, CHAT_MESSAGES.videoTooLarge);
    const video = await readVideo(bytes);
    const refusal = !video
      ? CHAT_MESSAGES.notAllowedType
      : video.seconds === null
        ? CHAT_MESSAGES.videoLengthUnknown
        : video.seconds > CHAT.videoMaxSeconds
          ? CHAT_MESSAGES.videoTooLong
          : null;
    if (!video || refusal) throw new ValidationError(refusal!, { errors: { file: [refusal!] } });
    key = `${MEDIA_PREFIX}${randomToken(16)}.${video.ext}`;
    type = 'video';
    await storage.put(key, bytes, video.contentType);
  }
  const now = deps.clock();
  await recordUpload(deps.db, { key, userId: user.id, type, createdAt: now });
  const url = storage.privateUrlFor(key, now);
  return { media_url: url, url, type };
}
