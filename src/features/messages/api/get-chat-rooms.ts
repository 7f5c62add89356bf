import type { ChatRoom } from '@friendly/contracts/chat';
import { readChatRoomsResponse } from '@friendly/contracts/chat-check';
import { CHAT } from '@friendly/contracts/chat-constants';
import { useApiRead } from '../../../api/read';

/** GET /api/chat/rooms — the host's group rooms, newest activity first, with unread counts and last messages (spec 001 §7). */
export const chatRoomsKey = '/chat/rooms';

export type ChatRoomsAnswer = { status: true; message: string; data: ChatRoom[] };

// Read without zod (chat-check.ts, held to the schema): Messages' first load stays off zod.
const chatRoomsRead = { check: readChatRoomsResponse };

/** Polled every 7 s (spec 001 §9) while the screen is open and the tab visible; live messages come by socket. */
export function useChatRooms() {
  return useApiRead<ChatRoomsAnswer>(chatRoomsKey, chatRoomsRead, { refreshInterval: CHAT.roomPollMs });
}
