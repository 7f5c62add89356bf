import {
  CANCELLATION_POLICY_EXPLANATIONS,
  CANCELLATION_POLICY_LABELS,
} from '@friendly/contracts/cancellation-policies';
import { formatEventSchedule } from '@friendly/contracts/dates';
import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import type { EventDetail } from '@friendly/contracts/event-views';
import { statusLabel, statusTone } from '@friendly/contracts/status';
import { Badge, CalendarIcon, Card, Heading, MapPinIcon, StatusBadge, UserIcon } from '@friendly/ui';
import { useId } from 'react';
import { goNoGoText } from '../event-view';
import { EventActions, EventPrice } from './event-actions';
import { EventTags } from './event-tags';
import { GuestPricesLine } from './guest-prices-line';

/**
 * The details page's side panel (spec 001 §2 'Event details'): tags with their images,
 * 'weekday, day month, start to end', the title, location, event and user type labels,
 * the go/no-go when it has something to say (docs/decisions/148), 'Joining Price' ('$price'
 * or FREE) captioned 'Event Enabler', on a paid event the cancellation policy and what it
 * gives back (docs/decisions/147), then Cancel and Edit.
 */
export function EventSidePanel({ event, onCancel }: { event: EventDetail; onCancel: () => void }) {
  const titleId = useId();
  const goNoGo = goNoGoText(event);
  return (
    <Card asChild variant="outlined" className="grid content-start gap-4">
      <aside aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge tone={statusTone('event', event.status)} status={event.status}>
            {statusLabel('event', event.status)}
          </StatusBadge>
        </div>
        <EventTags tags={event.tags} />
        <p className="flex items-start gap-2 font-semibold text-brand-700 text-sm">
          <CalendarIcon className="size-4 shrink-0" />
          <span>{formatEventSchedule(event.date, event.start_time, event.end_time)}</span>
        </p>
        <Heading level={1} size="lg" id={titleId} className="break-words">
          {event.title}
        </Heading>
        <p className="flex min-w-0 items-start gap-2 text-ink-700">
          <MapPinIcon className="size-4 shrink-0" />
          <span className="min-w-0 break-words">{event.location}</span>
        </p>
        {goNoGo ? (
          <p data-testid="go-no-go" className="flex min-w-0 items-start gap-2 text-ink-700">
            <UserIcon className="size-4 shrink-0" />
            <span className="min-w-0 break-words">{goNoGo}</span>
          </p>
        ) : null}
        <ul aria-label="Event and guest type" className="flex flex-wrap gap-2">
          <li>
            <Badge tone="brand" size="md">
              {event.event_type_label}
            </Badge>
          </li>
          <li>
            <Badge tone="info" size="md">
              {event.user_type_label}
            </Badge>
          </li>
        </ul>
        <p className="text-ink-600 text-xs">
          {EVENT_MESSAGES.typeLabelsHint(event.event_type_label, event.user_type_label)}
        </p>
        <div className="grid gap-1 rounded-xl bg-ink-50 p-4">
          <p className="font-medium text-ink-600 text-sm">{EVENT_MESSAGES.joiningPrice}</p>
          <EventPrice
            price={event.price}
            currency={event.currency}
            className="w-fit font-bold text-2xl text-ink-900 tabular-nums"
          />
          {event.is_paid ? (
            <GuestPricesLine
              priceMinor={event.price_minor}
              discountPercent={event.enabler_discount_amount}
              discountOn={event.event_enabler_discount}
              currency={event.currency}
            />
          ) : null}
          <p className="text-ink-600 text-xs">{EVENT_MESSAGES.eventEnabler}</p>
          <p className="text-ink-600 text-xs">{EVENT_MESSAGES.eventEnablerHint}</p>
          {event.is_paid ? (
            // A free seat has nothing to refund: the policy only on paid events (147).
            <div className="mt-2 grid gap-0.5 border-ink-200 border-t pt-3">
              <p className="font-medium text-ink-800 text-sm">
                {EVENT_MESSAGES.cancellationPolicyName(CANCELLATION_POLICY_LABELS[event.cancellation_policy])}
              </p>
              <p className="text-ink-600 text-xs">
                {CANCELLATION_POLICY_EXPLANATIONS[event.cancellation_policy]}
              </p>
            </div>
          ) : null}
        </div>
        <EventActions
          status={event.status}
          slug={event.slug}
          cancellable={event.is_cancellable}
          editable={event.is_editable}
          onCancel={onCancel}
        />
      </aside>
    </Card>
  );
}
