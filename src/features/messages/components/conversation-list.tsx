import type { ChatRoom } from '@friendly/contracts/chat';
import type { CalendarContext } from '@friendly/contracts/dates';
import { ConversationListItem, Skeleton } from '@friendly/ui';
import { mediaUrl } from '../../../lib/media';
import { roomSummary } from '../chat-view';

/** The rooms, newest activity first (the server's order); the open one is marked. */
export function ConversationList({
  rooms,
  selectedId,
  calendar,
  onSelect,
}: {
  rooms: readonly ChatRoom[];
  selectedId: number | null;
  calendar: CalendarContext;
  onSelect: (roomId: number) => void;
}) {
  return (
    <ul aria-label="Conversations" className="grid gap-1">
      {rooms.map((room) => {
        const summary = roomSummary(room, calendar);
        return (
          <li key={room.id}>
            <ConversationListItem
              data-room-id={room.id}
              title={room.event.title}
              cover={mediaUrl(room.event.cover_image_url)}
              preview={summary.preview}
              timeLabel={summary.timeLabel}
              dateTime={summary.dateTime}
              unreadCount={room.unread_count}
              selected={room.id === selectedId}
              onClick={() => onSelect(room.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The list while rooms load: silent shapes, and 'Loading…' said once. */
export function ConversationListSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 px-3 py-2">
      <p role="status" className="sr-only">
        Loading conversations…
      </p>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton shape="block" className="size-12" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="w-2/3" />
            <Skeleton className="w-full text-xs" />
          </div>
        </div>
      ))}
    </div>
  );
}
