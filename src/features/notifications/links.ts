import type { NotificationKind } from '@friendly/contracts/notification-catalogue';
import type { Notification } from '@friendly/contracts/notifications';
import { eventDetailsPath } from '../../lib/paths';

/**
 * The screen a notification is about (docs/screens/089), from the `type` and `data` the server
 * writes, both named by the catalogue (`contracts/src/notification-catalogue.ts`):
 *
 * - an event's own news (`event.approved`, `event.rejected`, `event.completed`,
 *   `event.cancelled`, the go/no-go's `event.confirmed` and `event.called_off`), a guest
 *   joining or leaving (`event.member_joined`, `event.member_left`) and a freed seat taken
 *   from the waitlist (`event.seat_refilled`, docs/decisions/149) and the host's reminder a
 *   day before (`reminder.host`, docs/decisions/151) → that event's details,
 *   `/event-details/{data.event_slug}`;
 * - a guest paying (`event.member_paid`) → Payment Transaction;
 * - a guest's review (`event.reviewed`) → Event Reviews;
 * - the payout account being ready (`payments.account_ready`) or lost at the provider
 *   (`payments.account_lost`, docs/decisions/101) → Payment Details, where it is reconnected.
 *
 * The guest-only kinds (`waitlist.*`, `payment.resale_refund`, a member's `reminder.member`)
 * never reach a host.
 * Anything else — and an event kind without a usable slug — has no screen: `null`, and the
 * item stays a button that only marks it read. The paths are the route table's
 * (src/app/route-table.ts), built by src/lib/paths.ts as every screen builds them.
 */
export const EVENT_NOTIFICATION_TYPES = [
  'event.approved',
  'event.rejected',
  'event.completed',
  'event.cancelled',
  'event.confirmed',
  'event.called_off',
  'event.member_joined',
  'event.member_left',
  'event.answers_changed',
  'event.seat_refilled',
  'reminder.host',
] as const satisfies readonly NotificationKind[];

const FIXED_PATHS: Readonly<Partial<Record<NotificationKind, string>>> = {
  'event.member_paid': '/payment-transaction',
  'event.reviewed': '/host-event-reviews',
  'payments.account_ready': '/payment-details',
  'payments.account_lost': '/payment-details',
};

const EVENT_TYPES: ReadonlySet<string> = new Set(EVENT_NOTIFICATION_TYPES);

export function notificationPath(notification: Pick<Notification, 'type' | 'data'>): string | null {
  const { type, data } = notification;
  if (EVENT_TYPES.has(type)) {
    const slug = data?.event_slug;
    if (typeof slug !== 'string' || slug.trim() === '') return null;
    return eventDetailsPath(slug);
  }
  return Object.hasOwn(FIXED_PATHS, type) ? (FIXED_PATHS[type as NotificationKind] ?? null) : null;
}
