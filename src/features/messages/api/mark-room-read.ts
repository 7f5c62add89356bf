import { readRoomMarkReadResponse } from '@friendly/contracts/chat-check';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';
import { withRoomRead } from '../chat-view';
import { type ChatRoomsAnswer, chatRoomsKey } from './get-chat-rooms';

/**
 * POST /api/chat/rooms/{id}/mark-read (spec 001 §7): the room's badge clears at once and
 * the list is fetched again; a failure puts it back and is only logged (the mark-read
 * answers are 'not shown' in the spec, 001 §7).
 */
export function useMarkRoomRead() {
  return useApiMutation(
    chatRoomsKey,
    (roomId: number) =>
      // Read without zod (chat-check.ts): an unread room is marked as Messages opens.
      apiRequest(`/chat/rooms/${roomId}/mark-read`, { method: 'POST', check: readRoomMarkReadResponse }),
    {
      optimisticData: (current: ChatRoomsAnswer | undefined, roomId) =>
        current ? withRoomRead(current, roomId) : (current as never),
      revalidate: true,
      throwOnError: false,
      onError: (error) => console.error('Failed to mark the conversation as read', error),
    },
  );
}
