import type { ChatMessage } from '@friendly/contracts/chat';
import { CHAT_MESSAGES } from '@friendly/contracts/chat-constants';
import { Button, cn, EmptyState, ErrorState, Heading, Input, MessageIcon } from '@friendly/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { useEvents } from '../../../api/host-events';
import { failureMessage } from '../../../api/http';
import { useRevalidate } from '../../../api/mutation';
import { browserTimeZone } from '../../../lib/dates';
import { useRealtime } from '../../../lib/realtime-provider';
import { chatRoomsKey, useChatRooms } from '../api/get-chat-rooms';
import { announcement, filterRooms } from '../chat-view';
import { ConversationList, ConversationListSkeleton } from '../components/conversation-list';
import { ConversationPane } from '../components/conversation-pane';
import { useGroupRooms } from '../use-group-rooms';
import { useWideScreen } from '../use-wide-screen';

export const MESSAGES_TITLE = 'Messages';

/** What the polite live region says; the count makes a repeated sentence a new one. */
type Announcement = { text: string; count: number };

/**
 * /messages (spec 001 §2 'Messages'): the host's group chats — the list with search on the
 * left, the open conversation on the right; one at a time on a narrow screen. Rooms are
 * polled every 7 s; the open one is live over the socket (docs/decisions/095).
 */
export function MessagesPage() {
  const rooms = useChatRooms();
  const events = useEvents();
  const connection = useRealtime();
  const { user } = useCurrentUser(true, { fresh: false });
  const revalidate = useRevalidate();
  const wide = useWideScreen();
  const headingId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [spoken, setSpoken] = useState<Announcement>({ text: '', count: 0 });
  const conversationHeading = useRef<HTMLHeadingElement>(null);
  const focusOnOpen = useRef(false);

  const allRooms = rooms.data?.data;
  const opening = useGroupRooms(events.data?.data, allRooms);
  const list = filterRooms(allRooms ?? [], search);
  // Wide: the most recent conversation is open until one is chosen. Narrow: the list first.
  const selectedId = chosenId ?? (wide ? (allRooms?.[0]?.id ?? null) : null);
  const selected = allRooms?.find((room) => room.id === selectedId) ?? null;
  const calendar = { timeZone: browserTimeZone(), now: new Date(Date.now()) };
  const waitingForRooms =
    (rooms.isLoading && !allRooms) || (allRooms?.length === 0 && (opening || events.isLoading));

  // Other rooms' news reaches the list at once; the open room's is its timeline's.
  useEffect(() => {
    if (!connection) return;
    const refreshList = () => void revalidate(chatRoomsKey);
    const stopMessages = connection.on('receive_message', refreshList);
    const stopRead = connection.on('message_read', refreshList);
    return () => {
      stopMessages();
      stopRead();
    };
  }, [connection, revalidate]);

  // On a narrow screen, opening a conversation takes the focus to it.
  useEffect(() => {
    if (!focusOnOpen.current || !selected) return;
    focusOnOpen.current = false;
    conversationHeading.current?.focus();
  }, [selected]);

  const choose = (roomId: number) => {
    focusOnOpen.current = !wide;
    setChosenId(roomId);
  };

  const backToList = () => {
    const roomId = selectedId;
    setChosenId(null);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-room-id="${roomId}"]`)?.focus());
  };

  const announce = (message: ChatMessage) =>
    setSpoken((current) => ({ text: announcement(message), count: current.count + 1 }));

  const noRooms = !waitingForRooms && !rooms.error && allRooms?.length === 0;
  const showConversation = wide || selected !== null;

  return (
    <main id="main" className="relative mx-auto w-full max-w-6xl sm:px-6 sm:py-6">
      <p role="status" className="sr-only">
        {spoken.text}
        {spoken.count % 2 === 1 ? '\u00a0' : ''}
      </p>
      {noRooms ? (
        <section aria-labelledby={headingId} className="px-4 py-10 sm:px-0">
          <Heading level={1} id={headingId} className="mb-6">
            {MESSAGES_TITLE}
          </Heading>
          <EmptyState
            framed
            icon={<MessageIcon />}
            title={CHAT_MESSAGES.noConversations}
            description={CHAT_MESSAGES.noConversationsHint}
            action={
              <Button asChild size="sm">
                <Link to="/event">{CHAT_MESSAGES.createEvent}</Link>
              </Button>
            }
          />
        </section>
      ) : (
        <div className="flex h-[calc(100dvh-4rem)] min-h-[26rem] overflow-hidden bg-white sm:h-[calc(100dvh-7rem)] sm:rounded-2xl sm:border sm:border-ink-200 sm:shadow-card">
          <section
            aria-labelledby={headingId}
            className={cn(
              'flex min-w-0 flex-col md:w-80 md:shrink-0 md:border-ink-100 md:border-r',
              showConversation && !wide ? 'hidden' : 'w-full',
            )}
          >
            <div className="grid gap-3 px-4 pt-5 pb-3">
              <Heading level={1} size="lg" id={headingId}>
                {MESSAGES_TITLE}
              </Heading>
              <label htmlFor={searchId} className="sr-only">
                Search conversations
              </label>
              <Input
                id={searchId}
                type="search"
                size="sm"
                placeholder="Search by event"
                autoComplete="off"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <div className="relative min-h-0 flex-1 overflow-y-auto px-2 pb-3">
              {waitingForRooms ? (
                <ConversationListSkeleton />
              ) : rooms.error && !allRooms ? (
                <ErrorState size="sm" title={failureMessage(rooms.error)} />
              ) : list.length === 0 ? (
                <p className="px-3 py-6 text-center text-sm text-ink-600">
                  No conversations match “{search.trim()}”
                </p>
              ) : (
                <ConversationList
                  rooms={list}
                  selectedId={selectedId}
                  calendar={calendar}
                  onSelect={choose}
                />
              )}
            </div>
          </section>
          {showConversation ? (
            <section
              aria-label={selected ? `Conversation: ${selected.event.title}` : 'Conversation'}
              className="flex min-w-0 flex-1 flex-col"
            >
              {selected ? (
                <ConversationPane
                  key={selected.id}
                  room={selected}
                  connection={connection}
                  userId={user?.id}
                  calendar={calendar}
                  narrow={!wide}
                  headingRef={conversationHeading}
                  onBack={backToList}
                  onFromOthers={announce}
                />
              ) : waitingForRooms ? null : (
                <EmptyState size="sm" title="Choose a conversation" className="m-auto" />
              )}
            </section>
          ) : null}
        </div>
      )}
    </main>
  );
}
