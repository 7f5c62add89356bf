import { DEFAULT_AVATAR } from '@friendly/contracts/constants';
import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import type { EventDetail } from '@friendly/contracts/event-views';
import { waitlistCount } from '@friendly/contracts/waitlist';
import { Avatar, Heading } from '@friendly/ui';
import { useId } from 'react';
import { seatOfferedText, WAITLIST_TEXT } from '../waitlist-view';

/**
 * The line of a full event, for its host (docs/decisions/149), laid out as "Who's Going...":
 * 'Waitlist' and '3 waiting', then the guests in order — position, avatar, name (or
 * 'Member') and, for the one a freed seat is held for, until when in the event's zone — and
 * how many more are in line than the answer names. The page shows it only when there is a line.
 */
export function EventWaitlist({ event }: { event: Pick<EventDetail, 'waitlist' | 'time_zone'> }) {
  const headingId = useId();
  const { count, guests } = event.waitlist;
  const more = count - guests.length;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <Heading level={2} size="md" id={headingId}>
          {WAITLIST_TEXT.heading}
        </Heading>
        <p className="font-medium text-ink-600 text-sm">{waitlistCount(count)}</p>
      </div>
      <ol className="grid gap-3 sm:grid-cols-2">
        {guests.map((guest) => (
          <li
            key={guest.user_id}
            data-state={guest.state}
            className="flex min-w-0 items-center gap-3 rounded-xl border border-ink-200 bg-white p-3"
          >
            <span className="w-6 shrink-0 text-center font-semibold text-ink-600 tabular-nums">
              {guest.position}
            </span>
            <Avatar src={guest.avatar} alt="" fallbackSrc={DEFAULT_AVATAR} size="md" />
            <span className="grid min-w-0 gap-1">
              <span className="break-words font-semibold text-ink-900">
                {guest.name ?? EVENT_MESSAGES.memberFallbackName}
              </span>
              {guest.state === 'offered' ? (
                <span className="font-medium text-brand-700 text-sm">
                  {seatOfferedText(guest.offer_expires_at, event.time_zone)}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {more > 0 ? <p className="text-ink-600">{WAITLIST_TEXT.more(more)}</p> : null}
    </section>
  );
}
