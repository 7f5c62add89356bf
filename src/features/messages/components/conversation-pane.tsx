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
  attachedAnnouncement,
  isAttachable,
  newClientId,
  retryAfterOf,
  sendFailureMessage,
  timelineItems,
  uploadFailureMessage,
} from '../chat-view';
import { useRoomTimeline } from '../use-room-timeline';
import { AttachmentPreview } from './attachment-preview';
import { MessageTimeline } from './message-timeline';

/** A message that did not go: sending the same text again reuses its client id. */
type FailedSend = { roomId: number; text: string; clientId: string };

/**
 * A picked file waiting in the composer (docs/decisions/137): uploaded on Send, once —
 * a send that fails keeps the upload for the next try, and the same caption its client id.
 */
type Attachment = {
  file: File;
  uploaded: { type: ChatMessage['type']; mediaUrl: string } | null;
  failed: { caption: string; clientId: string } | null;
};

/**
 * The open conversation (spec 001 §2): a header with the event's cover, title and location;
 * the messages; the input with attachment and send. Send rules (§5): not while sending or
 * uploading, not with empty text, not without a room — nor in a closed room (ours), nor
 * while a refusal for sending or uploading too fast asks to wait: the composer says so
 * under the box and takes messages again once the wait is over (docs/decisions/105).
 * A picked picture or video waits in the composer with a preview; the text becomes its
 * caption and Send uploads it, then sends one message with both (docs/decisions/137).
 * Upload and send failures are toasts in the spec's words (§8); the draft stays.
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
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  // What the composer's polite live region says about the attachment.
  const [spoken, setSpoken] = useState('');
  const composer = useRef<HTMLDivElement>(null);
  const focusTextBox = () =>
    composer.current?.querySelector<HTMLTextAreaElement>('[data-slot="chat-composer-input"]')?.focus();
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
    if (sending || uploading || wait || !room.can_send) return;
    if (attachment) return sendAttachment(attachment, text);
    if (!content) return;
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

  /** Picking a file only shows it; Send uploads it (docs/decisions/137). */
  const attach = (file: File) => {
    if (sending || uploading || wait || !room.can_send) return;
    if (!isAttachable(file)) {
      toast.error(CHAT_MESSAGES.invalidFile);
      return;
    }
    setAttachment({ file, uploaded: null, failed: null });
    setSpoken(attachedAnnouncement(file));
    focusTextBox();
  };

  const removeAttachment = () => {
    setAttachment(null);
    setSpoken(CHAT_MESSAGES.attachmentRemoved);
    focusTextBox();
  };

  const sendAttachment = async (current: Attachment, text: string) => {
    const caption = text.trim();
    let media = current.uploaded;
    if (!media) {
      setUploading(true);
      try {
        const answer = await upload(current.file);
        media = { type: answer.type, mediaUrl: answer.media_url || answer.url };
      } catch (error) {
        toast.error(uploadFailureMessage(error));
        holdOff(uploadFailureMessage(error), error);
        return;
      } finally {
        setUploading(false);
      }
    }
    const clientId =
      current.failed && current.failed.caption === caption ? current.failed.clientId : newClientId();
    const roomId = room.id;
    const sent = await deliver({
      roomId,
      type: media.type,
      content: caption,
      mediaUrl: media.mediaUrl,
      clientId,
    });
    if (sent) {
      setAttachment(null);
      setSpoken('');
      setDraft(roomId, (draftNow) => (draftNow.trim() === caption ? '' : draftNow));
    } else {
      const uploaded = media;
      setAttachment((now) =>
        now?.file === current.file ? { ...now, uploaded, failed: { caption, clientId } } : now,
      );
    }
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
      <div ref={composer} className="border-ink-100 border-t px-3 py-3 sm:px-5">
        <p role="status" className="sr-only">
          {spoken}
        </p>
        {attachment && !closed ? (
          <AttachmentPreview
            file={attachment.file}
            onRemove={removeAttachment}
            disabled={sending || uploading}
          />
        ) : null}
        <ChatComposer
          value={draft}
          onValueChange={(text) => setDraft(room.id, () => text)}
          onSend={(text) => void send(text)}
          onAttach={attach}
          sendDisabled={sending || uploading || wait !== null || (draft.trim() === '' && !attachment)}
          attachDisabled={sending || uploading || wait !== null}
          disabled={closed}
          note={closed ? CHAT_MESSAGES.closed : wait?.note}
          sending={sending}
          uploading={uploading}
          maxLength={CHAT.textMax}
          label={attachment ? CHAT_MESSAGES.caption : undefined}
          placeholder={attachment ? CHAT_MESSAGES.captionPlaceholder : undefined}
        />
      </div>
    </>
  );
}
