import type { ChatMessage } from '@friendly/contracts/chat';
import { CHAT } from '@friendly/contracts/chat-constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RealtimeConnection } from '../../lib/realtime-connection';
import { getRoomMessages } from './api/get-room-messages';
import { mergeMessages, newestId, oldestId } from './chat-view';

export type TimelineStatus = 'loading' | 'ready' | 'error';

type TimelineState = {
  roomId: number | null;
  messages: ChatMessage[];
  status: TimelineStatus;
  error: unknown;
  hasOlder: boolean;
  loadingOlder: boolean;
};

const loadingState = (roomId: number | null): TimelineState => ({
  roomId,
  messages: [],
  status: 'loading',
  error: null,
  hasOlder: false,
  loadingOlder: false,
});

/**
 * One room's messages as the conversation shows them (docs/decisions/095): the newest page
 * (50), older pages with `before` on demand, live `receive_message`s, the acknowledged
 * messages one sends — merged by id, so a message heard twice shows once. The room is
 * joined on open, every 30 s and on every reconnection (spec 001 §9); after each join
 * what came meanwhile is fetched with `after` (the newest id held), page by page, so a
 * drop, a restart or a move to another instance loses nothing.
 */
export function useRoomTimeline({
  roomId,
  connection,
  userId,
  onFromOthers,
}: {
  roomId: number | null;
  connection: RealtimeConnection | null;
  userId: number | undefined;
  /** Someone else's new message arrived (live or caught up) while the room is open. */
  onFromOthers: (message: ChatMessage) => void;
}) {
  const [state, setState] = useState<TimelineState>(() => loadingState(roomId));
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(state);
  const roomRef = useRef(roomId);
  roomRef.current = roomId;
  const joined = useRef(false);
  const catchingUp = useRef(false);
  const catchUpAgain = useRef(false);
  const listeners = useRef({ userId, onFromOthers });
  listeners.current = { userId, onFromOthers };

  const update = useCallback((change: (current: TimelineState) => TimelineState) => {
    setState((current) => {
      const next = change(current);
      latest.current = next;
      return next;
    });
  }, []);

  const addToRoom = useCallback(
    (room: number, messages: readonly ChatMessage[]) => {
      if (messages.length === 0) return;
      update((current) =>
        current.roomId === room
          ? { ...current, messages: mergeMessages(current.messages, messages) }
          : current,
      );
      const { userId: me, onFromOthers: tell } = listeners.current;
      // The server's notices are nobody's own, though sent in the host's name (docs/decisions/103).
      const fromOthers = messages.filter((message) => message.is_system || message.sender_id !== me);
      const newest = fromOthers.reduce<ChatMessage | undefined>(
        (found, message) => (!found || message.id > found.id ? message : found),
        undefined,
      );
      if (newest && roomRef.current === room) tell(newest);
    },
    [update],
  );

  const catchUp = useCallback(async () => {
    const room = roomRef.current;
    if (room === null || latest.current.roomId !== room || latest.current.status !== 'ready') return;
    if (catchingUp.current) {
      catchUpAgain.current = true;
      return;
    }
    catchingUp.current = true;
    try {
      do {
        catchUpAgain.current = false;
        let after = newestId(latest.current.messages) ?? 0;
        for (;;) {
          const answer = await getRoomMessages(room, { after });
          if (roomRef.current !== room) return;
          addToRoom(room, answer.data);
          if (!answer.has_more || answer.data.length === 0) break;
          after = Math.max(after, ...answer.data.map((message) => message.id));
        }
      } while (catchUpAgain.current);
    } catch (error) {
      // The next join (within 30 s, or on reconnection) tries again.
      console.warn('Fetching missed messages failed', error);
    } finally {
      catchingUp.current = false;
    }
  }, [addToRoom]);

  // The newest page, whenever the room changes (or on Retry).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry trigger
  useEffect(() => {
    if (roomId === null) return;
    let active = true;
    update(() => loadingState(roomId));
    getRoomMessages(roomId).then(
      (answer) => {
        if (!active) return;
        update((current) =>
          current.roomId === roomId
            ? {
                ...current,
                messages: mergeMessages(current.messages, answer.data),
                status: 'ready',
                hasOlder: answer.has_more,
              }
            : current,
        );
        // Joined before the page came back: fetch what the page may have missed since.
        if (joined.current) queueMicrotask(() => void catchUp());
      },
      (error: unknown) => {
        if (active) update((current) => ({ ...current, status: 'error', error }));
      },
    );
    return () => {
      active = false;
    };
  }, [roomId, attempt, update, catchUp]);

  // The room's broadcasts: joined now, every 30 s and after every reconnection.
  useEffect(() => {
    if (roomId === null || !connection) return;
    let active = true;
    const join = async () => {
      const ack = await connection.joinRoom(roomId);
      if (!active) return;
      if (!ack.ok) {
        console.warn('Joining the conversation failed', ack.error);
        return;
      }
      joined.current = true;
      await catchUp();
    };
    void join();
    const rejoin = window.setInterval(() => void join(), CHAT.rejoinMs);
    const stopStatus = connection.onStatus((status) => {
      if (status === 'connected') void join();
      else joined.current = false;
    });
    const stopMessages = connection.on('receive_message', (event) => {
      if (event.roomId === roomId && event.message.room_id === roomId) addToRoom(roomId, [event.message]);
    });
    return () => {
      active = false;
      joined.current = false;
      window.clearInterval(rejoin);
      stopStatus();
      stopMessages();
    };
  }, [roomId, connection, catchUp, addToRoom]);

  const loadOlder = useCallback(async () => {
    const current = latest.current;
    const before = oldestId(current.messages);
    if (current.roomId === null || current.status !== 'ready' || !current.hasOlder || current.loadingOlder)
      return;
    if (before === undefined) return;
    const room = current.roomId;
    update((value) => ({ ...value, loadingOlder: true }));
    try {
      const answer = await getRoomMessages(room, { before });
      update((value) =>
        value.roomId === room
          ? {
              ...value,
              messages: mergeMessages(value.messages, answer.data),
              hasOlder: answer.has_more,
              loadingOlder: false,
            }
          : value,
      );
    } catch (error) {
      console.warn('Loading earlier messages failed', error);
      update((value) => ({ ...value, loadingOlder: false }));
    }
  }, [update]);

  /**
   * A picture or video that did not load: its link may have ended (links last about an
   * hour; docs/decisions/106). The message and those after it are read again, with fresh
   * links; each failed link asks once, so a file that is truly gone asks no more.
   */
  const failedLinks = useRef(new Set<string>());
  const mediaFailed = useCallback(
    async (message: ChatMessage) => {
      const room = latest.current.roomId;
      const link = message.media_url;
      if (!link || room === null || message.room_id !== room || failedLinks.current.has(link)) return;
      failedLinks.current.add(link);
      try {
        const answer = await getRoomMessages(room, { after: message.id - 1 });
        update((value) =>
          value.roomId === room ? { ...value, messages: mergeMessages(value.messages, answer.data) } : value,
        );
      } catch (error) {
        console.warn('Fetching new media links failed', error);
      }
    },
    [update],
  );

  /** One's own message, as the server acknowledged it. */
  const addOwn = useCallback(
    (message: ChatMessage) =>
      update((current) =>
        current.roomId === message.room_id
          ? { ...current, messages: mergeMessages(current.messages, [message]) }
          : current,
      ),
    [update],
  );

  // A room just chosen shows as loading until its first page is in, never the last room's messages.
  const shown = state.roomId === roomId ? state : loadingState(roomId);
  return {
    messages: shown.messages,
    status: shown.status,
    error: shown.error,
    hasOlder: shown.hasOlder,
    loadingOlder: shown.loadingOlder,
    loadOlder,
    addOwn,
    mediaFailed,
    retry: () => setAttempt((value) => value + 1),
  };
}
