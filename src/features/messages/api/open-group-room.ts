import { chatRoomResponseSchema } from '@friendly/contracts/chat';
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
    apiRequest('/chat/rooms/group', { json: { event_id: eventId }, schema: chatRoomResponseSchema }),
  );
}
