import type { ChatMessage, ChatRoom } from '@friendly/contracts/chat';
import { CHAT, CHAT_MESSAGES, retryNote } from '@friendly/contracts/chat-constants';
import type { CalendarContext } from '@friendly/contracts/dates';
import { Button, ChatComposer, ChevronLeftLargeIcon, Heading } from '@friendly/ui';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useRevalidate } from '../../../api/mutation';
import { mediaUrl } from '../../../lib/media';
import type { RealtimeConnection } from '../../../lib/realtime-connection';
import { toast } from '../../../lib/toast';
import { chatRoomsKey } from '../api/get-chat-rooms';
import { useMarkRoomRead } from '../api/mark-room-read';
import { useUploadMedia } from '../api/upload-media';
import {
  isAttachable,
  newClientId,
  retryAfterOf,
  sendFailureMessage,
  timelineItems,
  uploadFailureMessage,
} from '../chat-view';
import { useRoomTimeline } from '../use-room-timeline';
import { MessageTimeline } from './message-timeline';

/** A message that did not go: sending the same text again reuses its client id. */
type FailedSend = { roomId: number; text: string; clientId: string };

/**
 * The open conversation (spec 001 §2): a header with the event's cover, title and location;
 * the messages; the input with attachment and send. Send rules (§5): not while sending or
 * uploading, not with empty text, not without a room — nor in a closed room (ours), nor
 * while a refusal for sending or uploading too fast asks to wait: the composer says so
 * under the box and takes messages again once the wait is over (docs/decisions/105).
 * Upload and send failures are toasts in the spec's words (§8).
 */
export function ConversationPane({
  room,
  connection,
  userId,
  calendar,
  narrow,
  headingRef,
  onBack,
  onFromOthers,
}: {
  room: ChatRoom;
  connection: RealtimeConnection | null;
  userId: number | undefined;
  calendar: CalendarContext;
  /** One pane at a time: a way back to the list. */
  narrow: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onFromOthers: (message: ChatMessage) => void;
}) {
  const revalidate = useRevalidate();
  const { trigger: markRead } = useMarkRoomRead();
  const { trigger: upload } = useUploadMedia();
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const failed = useRef<FailedSend | null>(null);
  // A refusal for sending too fast: the composer says so and waits (docs/decisions/105).
  const [wait, setWait] = useState<{ note: string; seconds: number } | null>(null);
  useEffect(() => {
    if (!wait) return;
    const timer = window.setTimeout(() => setWait(null), wait.seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);
  const holdOff = (message: string, refusal: unknown) => {
    const seconds = retryAfterOf(refusal);
    if (seconds !== null) setWait({ note: retryNote(message, seconds), seconds });
  };
  const draft = drafts[room.id] ?? '';
  const setDraft = (roomId: number, change: (text: string) => string) =>
    setDrafts((current) => ({ ...current, [roomId]: change(current[roomId] ?? '') }));

  const timeline = useRoomTimeline({
    roomId: room.id,
    connection,
    userId,
    onFromOthers: (message) => {
      onFromOthers(message);
      void markRead(message.room_id);
    },
  });

  // Read on open, and whenever the list says something arrived while it is open.
  const ready = timeline.status === 'ready';
  useEffect(() => {
    if (ready && room.unread_count > 0) void markRead(room.id);
  }, [ready, room.id, room.unread_count, markRead]);

  const deliver = async (message: {
    roomId: number;
    type: ChatMessage['type'];
    content: string;
    mediaUrl: string | null;
    clientId: string;
  }) => {
    setSending(true);
    const ack = connection
      ? await connection.sendMessage(message)
      : ({ ok: false, error: CHAT_MESSAGES.sendFailed } as const);
    setSending(false);
    if (!ack.ok) {
      toast.error(sendFailureMessage(ack.error));
      holdOff(sendFailureMessage(ack.error), ack);
      return false;
    }
    timeline.addOwn(ack.message);
    void revalidate(chatRoomsKey);
    return true;
  };

  const send = async (text: string) => {
    const content = text.trim();
    if (sending || uploading || wait || !content || !room.can_send) return;
    const previous = failed.current;
    const clientId =
      previous && previous.roomId === room.id && previous.text === content
        ? previous.clientId
        : newClientId();
    const roomId = room.id;
    if (await deliver({ roomId, type: 'text', content, mediaUrl: null, clientId })) {
      failed.current = null;
      setDraft(roomId, (current) => (current.trim() === content ? '' : current));
    } else {
      failed.current = { roomId, text: content, clientId };
    }
  };

  const attach = async (file: File) => {
    if (sending || uploading || wait || !room.can_send) return;
    if (!isAttachable(file)) {
      toast.error(CHAT_MESSAGES.invalidFile);
      return;
    }
    setUploading(true);
    let uploaded: Awaited<ReturnType<typeof upload>>;
    try {
      uploaded = await upload(file);
    } catch (error) {
      toast.error(uploadFailureMessage(error));
      holdOff(uploadFailureMessage(error), error);
      return;
    } finally {
      setUploading(false);
    }
    await deliver({
      roomId: room.id,
      type: uploaded.type,
      content: '',
      mediaUrl: uploaded.media_url || uploaded.url,
      clientId: newClientId(),
    });
  };

  const cover = mediaUrl(room.event.cover_image_url);
  const items = timelineItems(timeline.messages, { ...calendar, userId });
  const closed = !room.can_send;
  return (
    <>
      <header className="flex items-center gap-3 border-ink-100 border-b px-3 py-3 sm:px-5">
        {narrow ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Back to conversations"
            onClick={onBack}
            className="-ml-1"
          >
            <ChevronLeftLargeIcon />
          </Button>
        ) : null}
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center overflow-hidden rounded-lg bg-brand-100 font-bold text-brand-800"
        >
          {cover ? (
            <img src={cover} alt="" className="size-full object-cover" />
          ) : (
            room.event.title.trim()[0]?.toUpperCase()
          )}
        </span>
        <div className="grid min-w-0">
          <Heading level={2} size="sm" ref={headingRef} tabIndex={-1} className="truncate outline-none">
            {room.event.title}
          </Heading>
          <p className="truncate text-sm text-ink-600">{room.event.location}</p>
        </div>
      </header>
      <MessageTimeline
        label={`Messages in ${room.event.title}`}
        items={items}
        status={timeline.status}
        error={timeline.error}
        hasOlder={timeline.hasOlder}
        loadingOlder={timeline.loadingOlder}
        onLoadOlder={timeline.loadOlder}
        onRetry={timeline.retry}
        onMediaError={timeline.mediaFailed}
      />
      <div className="border-ink-100 border-t px-3 py-3 sm:px-5">
        <ChatComposer
          value={draft}
          onValueChange={(text) => setDraft(room.id, () => text)}
          onSend={(text) => void send(text)}
          onAttach={(file) => void attach(file)}
          sendDisabled={sending || uploading || wait !== null || draft.trim() === ''}
          attachDisabled={sending || uploading || wait !== null}
          disabled={closed}
          note={closed ? CHAT_MESSAGES.closed : wait?.note}
          sending={sending}
          uploading={uploading}
          maxLength={CHAT.textMax}
        />
      </div>
    </>
  );
}
