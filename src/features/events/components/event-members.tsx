import { DEFAULT_AVATAR } from '@friendly/contracts/constants';
import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import type { EventDetail, EventMember } from '@friendly/contracts/event-views';
import { Avatar, Badge, Heading } from '@friendly/ui';
import { useCallback, useId, useState } from 'react';
import { hasOpenSeats } from './event-actions';
import { MemberProfileDialog } from './member-profile-dialog';

/**
 * "Who's Going..." (spec 001 §2 'Event details'): 'N Joined, M spots remaining' (or 'N
 * Joined' without a capacity, or once the event has ended, was cancelled or rejected), then a button per member that opens their profile, or
 * 'No members have joined this event yet.'.
 */
export function EventMembers({ event }: { event: EventDetail }) {
  const headingId = useId();
  const [open, setOpen] = useState<EventMember | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <Heading level={2} size="md" id={headingId}>
          {EVENT_MESSAGES.whoIsGoing}
        </Heading>
        <p className="font-medium text-ink-600 text-sm">
          {event.is_capacity_limited && hasOpenSeats(event.status)
            ? EVENT_MESSAGES.joinedWithSpots(event.totalMembers, event.spots)
            : EVENT_MESSAGES.joined(event.totalMembers)}
        </p>
      </div>
      {event.members.length === 0 ? (
        <p className="text-ink-600">{EVENT_MESSAGES.noMembers}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {event.members.map((member) => (
            <li key={member.id} className="min-w-0">
              <button
                type="button"
                onClick={() => setOpen(member)}
                aria-haspopup="dialog"
                className="flex w-full min-w-0 cursor-pointer items-center gap-3 rounded-xl border border-ink-200 bg-white p-3 text-left transition-colors hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
              >
                <Avatar src={member.avatar} alt="" fallbackSrc={DEFAULT_AVATAR} size="md" />
                <span className="grid min-w-0 gap-1">
                  <span className="break-words font-semibold text-ink-900">
                    {member.name ?? EVENT_MESSAGES.memberFallbackName}
                  </span>
                  {member.location ? (
                    <span className="break-words text-ink-600 text-sm">{member.location}</span>
                  ) : null}
                  {member.categories.length > 0 ? (
                    <span className="flex flex-wrap gap-1">
                      {member.categories.map((category) => (
                        <Badge key={category} hashtag>
                          {category}
                        </Badge>
                      ))}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <MemberProfileDialog member={open} onClose={close} />
    </section>
  );
}
