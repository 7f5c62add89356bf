import { roomMarkReadResponseSchema } from '@friendly/contracts/chat';
import { useCallback } from 'react';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';
import { withRoomRead } from '../chat-view';
import { type ChatRoomsAnswer, chatRoomsKey } from './get-chat-rooms';

/**
 * POST /api/chat/rooms/{id}/mark-read (spec 001 §7): the room's badge clears at once and
 * the list is fetched again; a failure puts it back and is only logged (the mark-read
 * answers are 'not shown' in the spec, 001 §7).
 */
export function useMarkRoomRead() {
  const { trigger } = useSWRMutation(
    chatRoomsKey,
    (_key: string, { arg }: { arg: number }) =>
      apiRequest(`/chat/rooms/${arg}/mark-read`, { method: 'POST', schema: roomMarkReadResponseSchema }),
    {
      populateCache: false,
      revalidate: true,
      rollbackOnError: true,
      throwOnError: false,
      onError: (error) => console.error('Failed to mark the conversation as read', error),
    },
  );
  return useCallback(
    (roomId: number) =>
      trigger(roomId, {
        optimisticData: (current?: ChatRoomsAnswer) =>
          current ? withRoomRead(current, roomId) : (current as never),
      }),
    [trigger],
  );
}
