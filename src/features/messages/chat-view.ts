import type { ChatMessage, ChatRoom } from '@friendly/contracts/chat';
import { CHAT_MESSAGES, messagePreview } from '@friendly/contracts/chat-constants';
import {
  type CalendarContext,
  calendarDateIn,
  formatDaySeparator,
  formatLastMessageTime,
  formatTime,
} from '@friendly/contracts/dates';
import { formatFileSize } from '@friendly/ui';
import { ApiRequestError } from '../../api/http';

/**
 * What the Messages screen shows, as pure functions of the API's answers (spec 001 §2
 * 'Messages', §8 'Chat', §9; docs/decisions/095).
 */

/** The word for a member who never gave a name (as elsewhere in the app). */
export const UNNAMED_SENDER = 'Member';
export const OWN_SENDER = 'You';

/** Messages by id, oldest first, each once: pages, live messages and acknowledgements merge here. */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export const newestId = (messages: readonly ChatMessage[]) => messages.at(-1)?.id;
export const oldestId = (messages: readonly ChatMessage[]) => messages[0]?.id;

export type TimelineItem =
  | { kind: 'day'; key: string; label: string; date: string }
  | {
      kind: 'message';
      key: string;
      message: ChatMessage;
      /** The server's notice (an edit of the event), shown as a line, not a bubble (docs/decisions/103). */
      system: boolean;
      own: boolean;
      sender: string;
      /** The first of a run by the same person on the same day shows the name. */
      showSender: boolean;
      time: string;
      mediaLabel: string;
    };

/**
 * The conversation as it reads, oldest first: a day separator ('Today, …', 'Yesterday, …',
 * weekday and date) before each new day in the host's zone, then the messages; others'
 * names on the first of each run of theirs.
 */
export function timelineItems(
  messages: readonly ChatMessage[],
  { userId, ...calendar }: CalendarContext & { userId: number | undefined },
): TimelineItem[] {
  const items: TimelineItem[] = [];
  let day: string | null = null;
  let previousSender: number | null = null;
  for (const message of messages) {
    const date = calendarDateIn(message.created_at, calendar.timeZone);
    if (date !== day) {
      day = date;
      previousSender = null;
      items.push({
        kind: 'day',
        key: `day-${date}`,
        date,
        label: formatDaySeparator(message.created_at, calendar),
      });
    }
    const system = message.is_system === true;
    const own = !system && message.sender_id === userId;
    const sender = own ? OWN_SENDER : message.sender.name?.trim() || UNNAMED_SENDER;
    items.push({
      kind: 'message',
      key: `message-${message.id}`,
      message,
      system,
      own,
      sender,
      showSender: !own && !system && previousSender !== message.sender_id,
      time: formatTime(message.created_at, calendar.timeZone),
      mediaLabel: `${message.type === 'video' ? 'Video' : 'Image'} from ${own ? 'you' : sender}`,
    });
    // A notice breaks a run: the host's next message names them again.
    previousSender = system ? null : message.sender_id;
  }
  return items;
}

/** A room's line in the list: its last message's time ('9:41 AM', 'Yesterday', 'Nov 03') and preview. */
export function roomSummary(room: ChatRoom, calendar: CalendarContext) {
  const at = room.last_message_at ?? room.last_message?.created_at ?? null;
  return {
    timeLabel: at ? formatLastMessageTime(at, calendar) : undefined,
    dateTime: at ?? undefined,
    preview: room.last_message_preview || messagePreview(room.last_message),
  };
}

/** The rooms whose event title holds the search text (any case, spaces trimmed). */
export function filterRooms(rooms: readonly ChatRoom[], search: string): ChatRoom[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return rooms as ChatRoom[];
  return rooms.filter((room) => room.event.title.toLocaleLowerCase().includes(needle));
}

/** The room list with one room's unread count at zero (read on open). */
export function withRoomRead<T extends { data: ChatRoom[] }>(answer: T, roomId: number): T {
  return {
    ...answer,
    data: answer.data.map((room) => (room.id === roomId ? { ...room, unread_count: 0 } : room)),
  };
}

/** What the polite live region says when someone else's message arrives. */
export function announcement(message: ChatMessage): string {
  // The server's notice says what it is ('Event updated: …'; docs/decisions/103).
  if (message.is_system) return messagePreview(message);
  const sender = message.sender.name?.trim() || UNNAMED_SENDER;
  return `New message from ${sender}: ${messagePreview(message)}`;
}

/**
 * An upload's failure in the spec's words (001 §8): 413 'File too large for server
 * limits…'; 422 the server's message or 'Invalid file (type or size).'; anything else
 * 'Upload failed. Please try again.'.
 */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 413) return CHAT_MESSAGES.fileTooLarge;
    // Over the account's limits (docs/decisions/105): the server says why and for how long.
    if (error.status === 429) {
      const message = error.body?.message;
      if (typeof message === 'string' && message.trim()) return message;
    }
    if (error.status === 422) {
      const message = error.body?.message;
      return typeof message === 'string' && message.trim() ? message : CHAT_MESSAGES.invalidFile;
    }
  }
  return CHAT_MESSAGES.uploadFailed;
}

/**
 * How many seconds a refusal asks to wait before sending again (docs/decisions/105): a
 * send's acknowledgement or an upload's 429 carry `retry_after`; anything else, none.
 */
export function retryAfterOf(refusal: unknown): number | null {
  const source =
    refusal instanceof ApiRequestError ? (refusal.status === 429 ? refusal.body : null) : refusal;
  const seconds =
    source && typeof source === 'object' ? (source as { retry_after?: unknown }).retry_after : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** A send's failure (001 §8): the server's error, or 'Failed to send.'. */
export function sendFailureMessage(error: string | null | undefined): string {
  return error?.trim() ? error : CHAT_MESSAGES.sendFailed;
}

/** Only pictures and videos may be attached (spec 001 §5); the server judges the bytes. */
export function isAttachable(file: File): boolean {
  return file.type.startsWith('image/') || file.type.startsWith('video/');
}

/** A message's client id: a retry of the same text reuses it, so the server stores it once. */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A video's length as a clock reads it: '0:04', '2:35', '1:02:03'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** What the composer's live region says when a file is picked (docs/decisions/137). */
export function attachedAnnouncement(file: File): string {
  const kind = file.type.startsWith('video/') ? 'Video' : 'Image';
  return CHAT_MESSAGES.attached({ kind, name: file.name, size: formatFileSize(file.size) });
}
