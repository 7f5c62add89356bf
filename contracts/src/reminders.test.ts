import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CATALOGUE } from './notification-catalogue';
import {
  eventLocalStart,
  firstName,
  guestSettingsRequestSchema,
  REMINDER_MESSAGES,
  REMINDERS,
  reminderSms,
  whoIsComing,
} from './reminders';

const event = { id: 7, slug: 'sunset-picnic-7', title: 'Sunset Picnic' };
const start = {
  date: '2026-12-19',
  startTime: '18:30',
  timeZone: 'Australia/Sydney',
  startsAt: '2026-12-19T07:30:00.000Z',
};

describe('reminders (docs/decisions/151)', () => {
  it('gives the start in the event’s own date, time and zone, whatever the machine’s zone', () => {
    expect(eventLocalStart(start)).toBe('Sat, Dec 19, 2026 at 6:30 PM Sydney time');
    expect(eventLocalStart({ date: '2027-01-04', startTime: '09:05', timeZone: 'America/New_York' })).toBe(
      'Mon, Jan 04, 2027 at 9:05 AM New York time',
    );
    expect(eventLocalStart({ date: '2027-01-04', startTime: '00:00', timeZone: 'UTC' })).toBe(
      'Mon, Jan 04, 2027 at 12:00 AM UTC time',
    );
  });

  it('tells the host who is coming by first name, counting those without one', () => {
    expect(firstName('  Priya   Shah ')).toBe('Priya');
    expect(firstName('   ')).toBeNull();
    expect(whoIsComing([])).toBe('No guests have joined yet.');
    expect(whoIsComing(['Amy Lee'])).toBe('1 guest is coming: Amy.');
    expect(whoIsComing(['Amy Lee', 'Ben', 'Cy Ng'])).toBe('3 guests are coming: Amy, Ben and Cy.');
    expect(whoIsComing(['Amy', null, null])).toBe('3 guests are coming: Amy and 2 more.');
    expect(whoIsComing([null])).toBe('1 guest is coming.');
    const many = Array.from({ length: REMINDERS.namesListed + 3 }, (_, index) => `Guest${index}`);
    expect(whoIsComing(many)).toMatch(/^13 guests are coming: Guest0, .*Guest9 and 3 more\.$/);
  });

  it('words a member’s reminders and the host’s, with the data the app links by', () => {
    const member = NOTIFICATION_CATALOGUE['reminder.member']({
      event,
      start,
      hoursBefore: 24,
      place: 'Bondi Beach, Sydney',
    });
    expect(member).toEqual({
      title: 'Your event is coming up',
      message: 'Sunset Picnic starts Sat, Dec 19, 2026 at 6:30 PM Sydney time, at Bondi Beach, Sydney.',
      data: { event_id: 7, event_slug: 'sunset-picnic-7', starts_at: start.startsAt, hours_before: 24 },
    });
    expect(
      NOTIFICATION_CATALOGUE['reminder.member']({ event, start, hoursBefore: 2, place: 'Bondi' }).title,
    ).toBe('Your event starts soon');
    expect(reminderSms(member.message)).toBe(`Friendly Host: ${member.message}`);

    const host = NOTIFICATION_CATALOGUE['reminder.host']({
      event,
      start,
      guests: ['Amy Lee', 'Ben'],
      tablePrep: null,
    });
    expect(host).toEqual({
      title: 'Your event is coming up',
      message:
        'Sunset Picnic starts Sat, Dec 19, 2026 at 6:30 PM Sydney time. 2 guests are coming: Amy and Ben.',
      data: { event_id: 7, event_slug: 'sunset-picnic-7', starts_at: start.startsAt, guests: 2 },
    });
    expect(
      NOTIFICATION_CATALOGUE['reminder.host']({ event, start, guests: ['Amy'], tablePrep: '1 vegetarian' })
        .message,
    ).toMatch(/1 guest is coming: Amy\. Table prep: 1 vegetarian$/);
  });

  it('takes reminders_sms as a boolean only', () => {
    expect(guestSettingsRequestSchema.parse({ reminders_sms: false })).toEqual({ reminders_sms: false });
    for (const body of [{}, { reminders_sms: 'false' }, { reminders_sms: 0 }, { reminders_sms: null }]) {
      const result = guestSettingsRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REMINDER_MESSAGES.remindersSms);
    }
  });
});
