import { NOT_ENOUGH_GUESTS_REASON } from './go-no-go';
import { formatMoney } from './money';
import { eventLocalStart, REMINDERS, whoIsComing } from './reminders';
import { REVIEWS } from './reviews';

/**
 * Every notification the server sends, in one place: its kind (the `type` the API answers),
 * what the server knows when it sends it (the facts), and what it writes — the title, the
 * message and the `data` the app links by (`src/features/notifications/links.ts`). The
 * server's `notify()` takes a kind and its facts, so a kind that does not exist or a fact
 * left out is a type error (docs/decisions/115).
 */

/** The event a notification is about, as its `data` names it. */
type EventFacts = { id: number; slug: string; title: string };

/** Who the guest is, as a host reads it. */
type GuestFacts = { id: number; name: string | null };

/** When an event starts: its own date, wall-clock time and zone, and the instant. */
type StartFacts = { date: string; startTime: string; timeZone: string; startsAt: string };

const eventData = (event: EventFacts) => ({ event_id: event.id, event_slug: event.slug });
const guestName = (guest: GuestFacts) => guest.name ?? 'A guest';

export const NOTIFICATION_CATALOGUE = {
  // The team's decision on a host (`npm run admin -- hosts approve|reject`).
  'host.approved': () => ({
    title: 'You are approved to host',
    message:
      'Welcome aboard! Your host profile has been approved. Connect your Stripe account to start creating events.',
    data: null,
  }),
  'host.rejected': (facts: {
    reason: string | null;
    /** The host was approved before: the approval is withdrawn (docs/decisions/104). */
    wasApproved: boolean;
    /** Upcoming events of theirs were called off with it. */
    eventsCalledOff: boolean;
  }) => {
    const { reason } = facts;
    const data = reason ? { reason } : null;
    if (facts.wasApproved) {
      return {
        title: 'You can no longer host',
        message: `Our team has withdrawn the approval of your host profile${reason ? `: ${reason}` : '.'} ${
          facts.eventsCalledOff
            ? `Your upcoming events are cancelled and every guest who paid is refunded in full. `
            : ''
        }You cannot create or edit events until your profile is approved again; update it and it will be reviewed again.`,
        data,
      };
    }
    return {
      title: 'Your host application was not approved',
      message: reason
        ? `We could not approve your host profile this time: ${reason} Update your profile and it will be reviewed again.`
        : 'We could not approve your host profile this time. Update your profile and it will be reviewed again.',
      data,
    };
  },

  'account.phone_changed': (facts: { countryCode: string; phone: string }) => ({
    title: 'Your phone number was changed',
    message: `You now sign in with ${facts.countryCode} ${facts.phone}. Other devices were signed out.`,
    data: null,
  }),

  // An event's own news, for its host (docs/decisions/076).
  'event.approved': (facts: { event: EventFacts }) => ({
    title: 'Your event is approved',
    message: `${facts.event.title} is approved and open for guests to join.`,
    data: eventData(facts.event),
  }),
  'event.rejected': (facts: { event: EventFacts; reason: string | null }) => ({
    title: 'Your event was not approved',
    message: facts.reason
      ? `We could not approve ${facts.event.title}: ${facts.reason}`
      : `We could not approve ${facts.event.title}. Please review it against our hosting guidelines.`,
    data: { ...eventData(facts.event), ...(facts.reason ? { reason: facts.reason } : {}) },
  }),
  'event.completed': (facts: { event: EventFacts }) => ({
    title: 'Your event is complete',
    message: `${facts.event.title} has ended. Guests can now leave their reviews.`,
    data: eventData(facts.event),
  }),
  /** The go/no-go found enough guests (docs/decisions/148): the host and every member hear it is on. */
  'event.confirmed': (facts: { to: 'host' | 'member'; event: EventFacts; members: number }) =>
    facts.to === 'host'
      ? {
          title: 'Your event is going ahead',
          message: `${facts.event.title} has ${facts.members} ${facts.members === 1 ? 'guest' : 'guests'}, enough to go ahead. It is confirmed.`,
          data: eventData(facts.event),
        }
      : {
          title: 'Your event is going ahead',
          message: `${facts.event.title} has enough guests and is confirmed. See you there!`,
          data: eventData(facts.event),
        },
  /**
   * The go/no-go found too few guests (docs/decisions/148): the event is cancelled, every
   * seat refunded in full, and its host and members hear why.
   */
  'event.called_off': (facts: {
    to: 'host' | 'member';
    event: EventFacts;
    members: number;
    minGuests: number;
  }) =>
    facts.to === 'host'
      ? {
          title: 'Your event was called off',
          message: `${facts.event.title} had ${facts.members} of the ${facts.minGuests} guests it needed by its decision time, so it is cancelled. Every guest who paid is refunded in full.`,
          data: { ...eventData(facts.event), reason: NOT_ENOUGH_GUESTS_REASON },
        }
      : {
          title: 'An event you joined was called off',
          message: `${facts.event.title} did not get enough guests, so it is cancelled. If you paid, you are refunded in full.`,
          data: { ...eventData(facts.event), reason: NOT_ENOUGH_GUESTS_REASON },
        },
  /** The team called the event off: its host and every member hear of it (docs/decisions/084). */
  'event.cancelled': (
    facts:
      | { to: 'host'; event: EventFacts; reason: string | null; refunds: boolean }
      | { to: 'member'; event: EventFacts; reason: string | null },
  ) => {
    const because = facts.reason ? `: ${facts.reason}` : '.';
    if (facts.to === 'host') {
      return {
        title: 'Your event was cancelled',
        message: `Our team cancelled ${facts.event.title}${because}${facts.refunds ? ' Every guest who paid is refunded in full.' : ''}`,
        data: { ...eventData(facts.event), ...(facts.reason ? { reason: facts.reason } : {}) },
      };
    }
    return {
      title: 'An event you joined was cancelled',
      message: `${facts.event.title} was cancelled${because} If you paid, you are refunded in full.`,
      data: eventData(facts.event),
    };
  },
  /**
   * An edit changed what members came for (docs/decisions/103). `what` lists the changes
   * in words ('the title is now “…”'); `event` is the event as it was, so its old title.
   */
  'event.updated': (facts: {
    event: EventFacts;
    what: string;
    changed: Array<'title' | 'description' | 'place' | 'arrival_notes'>;
  }) => ({
    title: 'An event you joined was updated',
    message: `${facts.event.title} was updated: ${facts.what}.`,
    data: { ...eventData(facts.event), changed: facts.changed },
  }),

  // Guests at a host's event (docs/decisions/080, 084).
  'event.member_joined': (facts: { event: EventFacts; guest: GuestFacts }) => ({
    title: 'A guest joined your event',
    message: `${guestName(facts.guest)} joined ${facts.event.title}.`,
    data: { ...eventData(facts.event), user_id: facts.guest.id },
  }),
  /** A guest changed their answers within 48 hours of the start (docs/decisions/154). */
  'event.answers_changed': (facts: { event: EventFacts; guest: GuestFacts }) => ({
    title: 'A guest changed their answers',
    message: `${guestName(facts.guest)} changed their answers for ${facts.event.title}: see Table prep.`,
    data: { ...eventData(facts.event), user_id: facts.guest.id },
  }),
  'event.member_left': (facts: { event: EventFacts; guest: GuestFacts }) => ({
    title: 'A guest left your event',
    message: `${guestName(facts.guest)} left ${facts.event.title}.`,
    data: { ...eventData(facts.event), user_id: facts.guest.id },
  }),
  'event.member_paid': (facts: {
    event: EventFacts;
    guest: GuestFacts;
    /** The seat's price, before our commission, in minor units. */
    paidMinor: number;
    /** The payment's currency, lower case (docs/decisions/134). */
    currency: string;
    paymentId: number;
  }) => ({
    title: 'A guest paid and joined your event',
    message: `${guestName(facts.guest)} paid ${formatMoney(facts.paidMinor, facts.currency)} and joined ${facts.event.title}.`,
    data: { ...eventData(facts.event), user_id: facts.guest.id, payment_id: facts.paymentId },
  }),
  'event.reviewed': (facts: { event: EventFacts; guest: GuestFacts; rating: number; reviewId: number }) => ({
    title: 'A guest reviewed your event',
    message: `${guestName(facts.guest)} rated ${facts.event.title} ${facts.rating} out of ${REVIEWS.ratingMax}.`,
    data: { ...eventData(facts.event), review_id: facts.reviewId, user_id: facts.guest.id },
  }),

  // The line of a full event (docs/decisions/149).
  /** A guest from the line took a freed seat: the host hears the table is full again. */
  'event.seat_refilled': (facts: { event: EventFacts; guest: GuestFacts }) => ({
    title: 'A seat was refilled from the waitlist',
    message: `${guestName(facts.guest)} took a freed seat at ${facts.event.title} from the waitlist.`,
    data: { ...eventData(facts.event), user_id: facts.guest.id },
  }),
  /**
   * A freed seat is held for the first guest in line to claim; `failure` says why an
   * auto-claim did not seat them at once.
   */
  'waitlist.offered': (facts: {
    event: EventFacts;
    windowMinutes: number;
    offerExpiresAt: string;
    failure: 'authentication_required' | 'declined' | null;
  }) => {
    const window =
      facts.windowMinutes % 60 === 0
        ? `${facts.windowMinutes / 60} ${facts.windowMinutes === 60 ? 'hour' : 'hours'}`
        : `${facts.windowMinutes} minutes`;
    const why =
      facts.failure === 'authentication_required'
        ? ' Your bank needs you to confirm the payment, so it could not be taken automatically.'
        : facts.failure === 'declined'
          ? ' Your saved card was declined, so pay with another card.'
          : '';
    return {
      title: 'A seat is free for you',
      message: `A seat at ${facts.event.title} is held for you.${why} Claim it within ${window}.`,
      data: { ...eventData(facts.event), offer_expires_at: facts.offerExpiresAt },
    };
  },
  'waitlist.seated': (facts: { event: EventFacts; chargedMinor: number; currency: string }) => ({
    title: 'You have a seat',
    message:
      facts.chargedMinor > 0
        ? `A seat at ${facts.event.title} freed and it is yours: ${formatMoney(facts.chargedMinor, facts.currency)} was charged to your saved card.`
        : `A seat at ${facts.event.title} freed and it is yours.`,
    data: eventData(facts.event),
  }),
  'waitlist.offer_expired': (facts: { event: EventFacts }) => ({
    title: 'Your seat offer ran out',
    message: `The seat held for you at ${facts.event.title} was not claimed in time and went to the next guest in line.`,
    data: eventData(facts.event),
  }),
  /** The event was called off while the guest waited in its line (docs/decisions/149). */
  'waitlist.closed': (facts: { event: EventFacts }) => ({
    title: 'An event you waited for was called off',
    message: `${facts.event.title} was called off, so its line is closed.`,
    data: eventData(facts.event),
  }),
  /** The resale guarantee: the leaver's seat was taken from the line, the rest goes back. */
  'payment.resale_refund': (facts: {
    event: EventFacts;
    refundMinor: number;
    currency: string;
    paymentId: number;
  }) => ({
    title: 'Your seat was taken: refunded in full',
    message: `A guest from the waitlist took your seat at ${facts.event.title}, so the rest of your payment, ${formatMoney(facts.refundMinor, facts.currency)}, is being refunded.`,
    data: { ...eventData(facts.event), payment_id: facts.paymentId },
  }),

  // Reminders before an event (docs/decisions/151), in-app and by SMS.
  /** To a member, 24 hours and 2 hours before: when, in the event's local time, and where. */
  'reminder.member': (facts: {
    event: EventFacts;
    start: StartFacts;
    hoursBefore: typeof REMINDERS.memberFirstHoursBefore | typeof REMINDERS.memberLastHoursBefore;
    /** Where to go, as far as it is revealed to the member. */
    place: string;
  }) => ({
    title:
      facts.hoursBefore === REMINDERS.memberLastHoursBefore
        ? 'Your event starts soon'
        : 'Your event is coming up',
    message: `${facts.event.title} starts ${eventLocalStart(facts.start)}, at ${facts.place}.`,
    data: { ...eventData(facts.event), starts_at: facts.start.startsAt, hours_before: facts.hoursBefore },
  }),
  /**
   * To the host, 24 hours before: who is coming (their names, members in the order they
   * joined), and the table-prep summary once guests answer the host's questions.
   */
  'reminder.host': (facts: {
    event: EventFacts;
    start: StartFacts;
    guests: ReadonlyArray<string | null>;
    tablePrep: string | null;
  }) => ({
    title: 'Your event is coming up',
    message: `${facts.event.title} starts ${eventLocalStart(facts.start)}. ${whoIsComing(facts.guests)}${
      facts.tablePrep ? ` Table prep: ${facts.tablePrep}` : ''
    }`,
    data: { ...eventData(facts.event), starts_at: facts.start.startsAt, guests: facts.guests.length },
  }),

  // Payments (docs/decisions/084, 101).
  'payment.refunded_no_seat': (facts: { event: { id: number; title: string }; paymentId: number }) => ({
    title: 'Your payment is being refunded',
    message: `The seat at ${facts.event.title} was no longer free, so your payment is being refunded in full.`,
    data: { event_id: facts.event.id, payment_id: facts.paymentId },
  }),
  'payments.account_ready': (facts: { accountId: string }) => ({
    title: 'Your payout account is ready',
    message: 'Your Stripe account is connected and ready to receive payouts. You can now create events.',
    data: { account_id: facts.accountId },
  }),
  'payments.account_lost': (facts: { accountId: string }) => ({
    title: 'Reconnect your payout account',
    message:
      'Your Stripe account can no longer take payments, so guests cannot pay for seats at your events. Reconnect it in Payment Details.',
    data: { account_id: facts.accountId },
  }),
} satisfies Record<
  string,
  (facts: never) => { title: string; message: string; data: Record<string, unknown> | null }
>;

/** Every kind of notification: the `type` the API answers. */
export type NotificationKind = keyof typeof NOTIFICATION_CATALOGUE;

/** What the server must know to send a notification of this kind. */
export type NotificationFacts<K extends NotificationKind> =
  Parameters<(typeof NOTIFICATION_CATALOGUE)[K]> extends [infer Facts] ? Facts : Record<string, never>;

/** The `data` a notification of this kind carries. */
export type NotificationData<K extends NotificationKind> = ReturnType<
  (typeof NOTIFICATION_CATALOGUE)[K]
>['data'];

/** A notification to send: its kind and the facts its wording and data are made of. */
export type NotificationInput = {
  [K in NotificationKind]: Parameters<(typeof NOTIFICATION_CATALOGUE)[K]> extends []
    ? { type: K }
    : { type: K; facts: NotificationFacts<K> };
}[NotificationKind];

/** The title, message and data of a notification, as the catalogue words it. */
export function notificationContent(input: NotificationInput) {
  const write = NOTIFICATION_CATALOGUE[input.type] as (facts: unknown) => {
    title: string;
    message: string;
    data: Record<string, unknown> | null;
  };
  return { type: input.type, ...write('facts' in input ? input.facts : undefined) };
}
