import { CANCELLATION_POLICY_LABELS } from '@friendly/contracts/cancellation-policies';
import { formatCalendarDate } from '@friendly/contracts/dates';
import { EVENT_MESSAGES, isEventCancellable, isEventEditable } from '@friendly/contracts/event-messages';
import type { EventCard as EventCardData } from '@friendly/contracts/event-views';
import { statusLabel, statusTone } from '@friendly/contracts/status';
import { waitlistCount } from '@friendly/contracts/waitlist';
import {
  AvatarStack,
  Button,
  CalendarIcon,
  Card,
  DuplicateIcon,
  Heading,
  MapPinIcon,
  Skeleton,
  StatusBadge,
} from '@friendly/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { eventDetailsPath, eventDuplicatePath } from '../../../lib/paths';
import { goNoGoText } from '../event-view';
import { EventActions, EventPrice, hasOpenSeats } from './event-actions';
import { EventTags } from './event-tags';
import { GuestPricesLine } from './guest-prices-line';

/**
 * One event on My Events (spec 001 §2, §3 'Event card'): cover, status and duplicate on
 * the picture; day and date, spots left, tags, title (the details link), location,
 * members and price; on a paid event what guests pay and the cancellation policy
 * (docs/decisions/147); the go/no-go when it has something to say (docs/decisions/148);
 * '3 waiting' when a full event has a line (docs/decisions/149); then Cancel (pending
 * events only) and Edit.
 */
export function EventCard({
  event,
  onCancel,
  firstInView = false,
}: {
  event: EventCardData;
  onCancel: (event: EventCardData) => void;
  /**
   * A card in the first screenful: its cover is asked for at once and first (it is My
   * Events' largest paint); the others' wait until they near the screen.
   */
  firstInView?: boolean;
}) {
  const titleId = useId();
  const editable = isEventEditable(event.status);
  const cancellable = isEventCancellable(event.status);
  const showsSpots = event.is_capacity_limited && hasOpenSeats(event.status);
  const goNoGo = goNoGoText(event);
  return (
    <Card asChild padding="none" className="flex w-full min-w-0 flex-col overflow-hidden">
      <article aria-labelledby={titleId} data-status={event.status}>
        <div className="relative aspect-[4/3] bg-ink-100">
          {event.image ? (
            <img
              src={event.image}
              alt=""
              className="size-full object-cover"
              loading={firstInView ? 'eager' : 'lazy'}
              fetchPriority={firstInView ? 'high' : 'auto'}
            />
          ) : null}
          <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
            <StatusBadge
              tone={statusTone('event', event.status)}
              status={event.status}
              size="md"
              className="shadow-card"
            >
              {statusLabel('event', event.status)}
            </StatusBadge>
            <Button asChild variant="outline" size="icon" className="shadow-card">
              <Link
                to={eventDuplicatePath(event.slug)}
                aria-label={EVENT_MESSAGES.duplicateEvent(event.title)}
              >
                <DuplicateIcon className="size-4" />
              </Link>
            </Button>
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
            <p className="flex items-center gap-1.5 font-semibold text-brand-700">
              <CalendarIcon className="size-4 shrink-0" />
              <span>
                {event.day}, {formatCalendarDate(event.date)}
              </span>
            </p>
            {showsSpots ? (
              <p className="font-medium text-ink-600">{EVENT_MESSAGES.spotsRemaining(event.spots)}</p>
            ) : null}
          </div>
          <EventTags tags={event.tags} />
          <Heading level={2} size="sm" id={titleId} className="break-words">
            <Link
              to={eventDetailsPath(event.slug)}
              className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
            >
              {event.title}
            </Link>
          </Heading>
          <p className="flex min-w-0 items-start gap-1.5 text-ink-600 text-sm">
            <MapPinIcon className="size-4 shrink-0" />
            <span className="min-w-0 break-words">{event.location}</span>
          </p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
            <div className="flex items-center gap-2">
              <AvatarStack avatars={event.members} total={event.totalMembers} aria-hidden="true" />
              <p className="font-medium text-ink-700 text-sm">{EVENT_MESSAGES.joined(event.totalMembers)}</p>
            </div>
            <EventPrice price={event.price} currency={event.currency} />
          </div>
          {event.is_paid || goNoGo || event.waitlist_count > 0 ? (
            <div className="-mt-1 grid gap-0.5 text-ink-600 text-xs">
              {event.is_paid ? (
                <>
                  {/* What a guest pays with the early-bird discount, as the details panel says it (134). */}
                  <GuestPricesLine
                    className="text-ink-600 text-xs"
                    priceMinor={event.price_minor}
                    discountPercent={event.enabler_discount_amount}
                    discountOn={event.event_enabler_discount}
                    currency={event.currency}
                  />
                  {/* A free seat has nothing to refund: the policy only on paid events (147). */}
                  <p>
                    {EVENT_MESSAGES.cancellationPolicyName(
                      CANCELLATION_POLICY_LABELS[event.cancellation_policy],
                    )}
                  </p>
                </>
              ) : null}
              {goNoGo ? <p data-testid="go-no-go">{goNoGo}</p> : null}
              {event.waitlist_count > 0 ? (
                <p data-testid="waitlist-count">{waitlistCount(event.waitlist_count)}</p>
              ) : null}
            </div>
          ) : null}
          <EventActions
            className="border-ink-100 border-t pt-3"
            status={event.status}
            slug={event.slug}
            cancellable={cancellable}
            editable={editable}
            onCancel={() => onCancel(event)}
          />
        </div>
      </article>
    </Card>
  );
}

/** A card's outline while My Events loads: the same picture ratio and rows, so nothing moves when cards arrive. */
export function EventCardSkeleton() {
  return (
    <Card padding="none" className="flex flex-col overflow-hidden" aria-hidden="true">
      <Skeleton shape="block" className="aspect-[4/3] rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex justify-between gap-3 text-sm">
          <Skeleton className="w-2/5" />
          <Skeleton className="w-1/4" />
        </div>
        <div className="flex gap-1.5">
          <Skeleton shape="block" className="h-6 w-20 rounded-pill" />
          <Skeleton shape="block" className="h-6 w-16 rounded-pill" />
        </div>
        <Skeleton className="w-3/4 text-xl" />
        <Skeleton className="w-1/2 text-sm" />
        <div className="flex items-center justify-between gap-3 pt-1">
          <Skeleton shape="circle" className="size-8" />
          <Skeleton className="w-16 text-lg" />
        </div>
        <div className="grid grid-cols-2 gap-2 border-ink-100 border-t pt-3">
          <Skeleton shape="block" className="h-9 rounded-pill" />
          <Skeleton shape="block" className="h-9 rounded-pill" />
        </div>
      </div>
    </Card>
  );
}
