import { NOTIFICATION_CATALOGUE } from '@friendly/contracts/notification-catalogue';
import type { Notification } from '@friendly/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { EVENT_NOTIFICATION_TYPES, notificationPath } from './links';

const of = (type: string, data: Notification['data'] = null) => ({ type, data });
const event = { event_id: 7, event_slug: 'sunset-picnic-7' };

describe('notificationPath', () => {
  it.each(EVENT_NOTIFICATION_TYPES)('links %s to the event details', (type) => {
    expect(notificationPath(of(type, event))).toBe('/event-details/sunset-picnic-7');
  });

  it('links a paid seat to Payment Transaction, a review to Event Reviews, a ready account to Payment Details', () => {
    expect(notificationPath(of('event.member_paid', { ...event, user_id: 3, payment_id: 9 }))).toBe(
      '/payment-transaction',
    );
    expect(notificationPath(of('event.reviewed', { ...event, review_id: 4, user_id: 3 }))).toBe(
      '/host-event-reviews',
    );
    expect(notificationPath(of('payments.account_ready', { account_id: 'acct_1' }))).toBe('/payment-details');
    expect(notificationPath(of('payments.account_lost', { account_id: 'acct_1' }))).toBe('/payment-details');
    // These do not need the event's slug.
    expect(notificationPath(of('event.member_paid'))).toBe('/payment-transaction');
  });

  it('links a seat refilled from the waitlist with the data the catalogue writes', () => {
    const { data } = NOTIFICATION_CATALOGUE['event.seat_refilled']({
      event: { id: 7, slug: 'sunset-picnic-7', title: 'Sunset Picnic' },
      guest: { id: 3, name: 'Priya Shah' },
    });
    expect(notificationPath(of('event.seat_refilled', data))).toBe('/event-details/sunset-picnic-7');
  });

  it('links the host’s reminder with the data the catalogue writes', () => {
    const { data } = NOTIFICATION_CATALOGUE['reminder.host']({
      event: { id: 7, slug: 'sunset-picnic-7', title: 'Sunset Picnic' },
      start: {
        date: '2026-12-19',
        startTime: '18:30',
        timeZone: 'Australia/Sydney',
        startsAt: '2026-12-19T07:30:00.000Z',
      },
      guests: ['Priya Shah'],
      tablePrep: null,
    });
    expect(notificationPath(of('reminder.host', data))).toBe('/event-details/sunset-picnic-7');
  });

  it('keeps an event kind without a usable slug as a plain item', () => {
    expect(notificationPath(of('event.approved'))).toBeNull();
    expect(notificationPath(of('event.approved', { event_id: 7 }))).toBeNull();
    expect(notificationPath(of('event.cancelled', { event_slug: '' }))).toBeNull();
    expect(notificationPath(of('event.member_left', { event_slug: 42 }))).toBeNull();
  });

  it('encodes the slug as one path segment', () => {
    expect(notificationPath(of('event.completed', { event_slug: 'a/b c' }))).toBe('/event-details/a%2Fb%20c');
  });

  it('leaves every other kind as a plain item', () => {
    for (const type of [
      'host.approved',
      'host.rejected',
      'account.phone_changed',
      'payment.refunded_no_seat',
      // The waitlist's guest-only kinds (docs/decisions/149).
      'waitlist.offered',
      'waitlist.seated',
      'waitlist.offer_expired',
      'payment.resale_refund',
      // A member's reminder (docs/decisions/151).
      'reminder.member',
      'event.unknown',
      'toString',
      '__proto__',
      '',
    ]) {
      expect(notificationPath(of(type, event))).toBeNull();
    }
  });
});
