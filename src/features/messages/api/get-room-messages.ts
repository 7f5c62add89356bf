import { readMessagesResponse } from '@friendly/contracts/chat-check';
import { CHAT } from '@friendly/contracts/chat-constants';
import { readApi } from '../../../api/read';

/** Where a page starts: before an id (older), after an id (missed), or neither (the newest). */
export type MessagesCursor = { before?: number; after?: number };

/** GET /api/chat/rooms/{id}/messages?limit=50 — newest first; `before` pages back, `after` catches up (ours). */
export function roomMessagesPath(roomId: number, cursor: MessagesCursor = {}) {
  const query = new URLSearchParams({ limit: String(CHAT.pageSize) });
  if (cursor.before !== undefined) query.set('before', String(cursor.before));
  if (cursor.after !== undefined) query.set('after', String(cursor.after));
  return `/chat/rooms/${roomId}/messages?${query}`;
}

/**
 * A page of a room's messages. Not an SWR key: the conversation merges pages, live
 * messages and catch-ups into one timeline of its own (use-room-timeline.ts).
 */
export function getRoomMessages(roomId: number, cursor: MessagesCursor = {}) {
  // Read without zod (chat-check.ts): the open conversation is on Messages' first load.
  return readApi(roomMessagesPath(roomId, cursor), { check: readMessagesResponse });
}
