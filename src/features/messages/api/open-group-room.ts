import { readChatRoomResponse } from '@friendly/contracts/chat-check';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';
import { chatRoomsKey } from './get-chat-rooms';

/**
 * POST /api/chat/rooms/group with `event_id` (spec 001 §7): the event's group room, made
 * when missing (idempotent on the server). The caller revalidates the room list once all
 * of its calls have answered.
 */
export function useOpenGroupRoom() {
  return useApiMutation(chatRoomsKey, (eventId: number) =>
    // Read without zod (chat-check.ts): Messages opens missing group rooms as it loads.
    apiRequest('/chat/rooms/group', { json: { event_id: eventId }, check: readChatRoomResponse }),
  );
}
