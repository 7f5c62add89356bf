import { chatRoomResponseSchema } from '@friendly/contracts/chat';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';
import { chatRoomsKey } from './get-chat-rooms';

/**
 * POST /api/chat/rooms/group with `event_id` (spec 001 §7): the event's group room, made
 * when missing (idempotent on the server). The caller revalidates the room list once all
 * of its calls have answered.
 */
export function useOpenGroupRoom() {
  const { trigger } = useSWRMutation(
    chatRoomsKey,
    (_key: string, { arg }: { arg: number }) =>
      apiRequest('/chat/rooms/group', { json: { event_id: arg }, schema: chatRoomResponseSchema }),
    { populateCache: false, revalidate: false },
  );
  return trigger;
}
