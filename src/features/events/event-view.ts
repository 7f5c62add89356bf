import { formatShortDate, formatTime } from '@friendly/contracts/dates';
import { EVENT_MESSAGES, FREE_PRICE } from '@friendly/contracts/event-messages';
import type { EventCard, EventDetailResponse, EventsListResponse } from '@friendly/contracts/event-views';
import { GO_STATUS_LABELS, guestsNeededBy } from '@friendly/contracts/go-no-go';
import { formatMoney } from '@friendly/contracts/money';
import { ApiRequestError } from '../../api/http';

/** 'Dec 17, 2026, 6:30 PM': an instant of the event's in its own zone, as its other times. */
export const eventMomentText = (instant: string, timeZone: string) =>
  `${formatShortDate(instant, timeZone)}, ${formatTime(instant, timeZone)}`;

/**
 * The go/no-go of an event in words, on its card and its details (docs/decisions/148):
 * open, the members so far of the minimum and when it is decided ('2 of 4 needed by Dec 17,
 * 2026, 6:30 PM', in the event's zone as its other times); decided, 'Confirmed' or 'Called
 * off'. Null for an open event with the minimum of one, which has nothing to say, and for
 * an open one no longer taking guests (ended, cancelled by the host, rejected), as its
 * spots are not shown either (docs/screens/086).
 */
export function goNoGoText(
  event: Pick<
    EventCard,
    'status' | 'go_status' | 'min_guests' | 'decision_at' | 'totalMembers' | 'time_zone'
  >,
): string | null {
  if (event.go_status !== 'open') return GO_STATUS_LABELS[event.go_status];
  if (event.min_guests <= 1 || (event.status !== 'pending' && event.status !== 'approved')) return null;
  return guestsNeededBy(
    event.totalMembers,
    event.min_guests,
    eventMomentText(event.decision_at, event.time_zone),
  );
}

/** My Events after a cancel succeeded: the event shows cancelled at once (spec 001 §4). */
export function withEventCancelled(list: EventsListResponse, id: number): EventsListResponse {
  return {
    ...list,
    data: list.data.map((event) => (event.id === id ? { ...event, status: 'cancelled' } : event)),
  };
}

/** The details page after a cancel succeeded: cancelled, neither editable nor cancellable. */
export function withDetailCancelled(detail: EventDetailResponse): EventDetailResponse {
  return {
    ...detail,
    data: { ...detail.data, status: 'cancelled', is_cancellable: false, is_editable: false },
  };
}

/** The server's message on a failed answer, or `fallback` (network failures, empty messages). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && !error.isNetworkError) {
    const message = error.body?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/**
 * A failed cancel (spec 001 §8): the server's answer gives its message or 'Failed to cancel
 * event'; no answer at all (network, an unreadable answer) is 'Error cancelling event'.
 */
export function cancelFailureMessage(error: unknown): string {
  const answered =
    error instanceof ApiRequestError && error.status !== null && (error.status < 200 || error.status >= 300);
  return answered ? serverMessageOr(error, EVENT_MESSAGES.cancelFailed) : EVENT_MESSAGES.cancelCrashed;
}

/** The inline error of the details page (spec 001 §8): the server's message, 'Event not found', or 'Something went wrong'. */
export function detailLoadError(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 404)
    return serverMessageOr(error, EVENT_MESSAGES.notFound);
  return serverMessageOr(error, EVENT_MESSAGES.somethingWrong);
}

/** True when the card's price is the text FREE (spec 001 §3). */
export function isFreePrice(price: string): boolean {
  return price.trim().toUpperCase() === FREE_PRICE;
}

/**
 * '$45.00' (or 'A$45.00' in the event's currency, docs/decisions/134), or 'FREE' for a free
 * event. `price` is the answer's major units ('45.00').
 */
export function priceText(price: string, currency?: string | null): string {
  return isFreePrice(price) ? FREE_PRICE : formatMoney(Math.round(Number(price) * 100), currency);
}

/** The average rating to one decimal (spec 001 §2): 4.25 → '4.3', 0 → '0.0'. */
export function averageRatingText(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}
