import type { ChatRoom } from '@friendly/contracts/chat';
import { isChatEligible } from '@friendly/contracts/chat-constants';
import type { EventCard } from '@friendly/contracts/event-views';
import { useEffect, useRef, useState } from 'react';
import { useRevalidate } from '../../api/mutation';
import { chatRoomsKey } from './api/get-chat-rooms';
import { useOpenGroupRoom } from './api/open-group-room';

/**
 * Every chat-eligible event of the host has its group room (spec 001 §4, §7): for each
 * one the room list lacks, POST /api/chat/rooms/group once per visit, then the list is
 * fetched again. Answers whether that is under way (the list waits for it rather than say
 * 'No conversations yet' a moment too soon).
 */
export function useGroupRooms(
  events: readonly EventCard[] | undefined,
  rooms: readonly ChatRoom[] | undefined,
) {
  const { trigger: open } = useOpenGroupRoom();
  const revalidate = useRevalidate();
  const asked = useRef(new Set<number>());
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (!events || !rooms) return;
    const have = new Set(rooms.map((room) => room.event_id));
    const missing = events.filter(
      (event) => isChatEligible(event.status) && !have.has(event.id) && !asked.current.has(event.id),
    );
    if (missing.length === 0) return;
    for (const event of missing) asked.current.add(event.id);
    setOpening(true);
    Promise.allSettled(missing.map((event) => open(event.id))).then(async (results) => {
      for (const result of results) {
        if (result.status === 'rejected') console.warn('A group chat could not be opened', result.reason);
      }
      await revalidate(chatRoomsKey);
      setOpening(false);
    });
  }, [events, rooms, open, revalidate]);

  return opening;
}
