import { describe, expect, it } from 'vitest';
import { CALENDAR, calendarFeedResponseSchema, calendarFileName, googleCalendarLink } from './calendar';

const event = {
  title: 'Dumplings & tea',
  description: 'Folding, steaming, eating.',
  location: 'Newtown, Sydney NSW, Australia',
  starts_at: '2026-12-01T08:00:00.000Z',
  ends_at: '2026-12-01T11:30:00.000Z',
  time_zone: 'Australia/Sydney',
};

/** The link's address and its query, decoded. */
function read(link: string) {
  const [address, query = ''] = link.split('?');
  const fields = Object.fromEntries(
    query
      .split('&')
      .map((pair) => pair.split('=').map((part) => decodeURIComponent(part)) as [string, string]),
  );
  return { address, fields };
}

describe('googleCalendarLink', () => {
  it('fills Google’s event template: UTC instants, the event’s zone, its text and place', () => {
    const { address, fields } = read(
      googleCalendarLink(event, 'https://friendly.example/event-details/dumplings'),
    );
    expect(address).toBe('https://calendar.google.com/calendar/render');
    expect(fields).toEqual({
      action: 'TEMPLATE',
      text: 'Dumplings & tea',
      dates: '20261201T080000Z/20261201T113000Z',
      details:
        'Folding, steaming, eating.\n\nEvent details: https://friendly.example/event-details/dumplings',
      location: 'Newtown, Sydney NSW, Australia',
      ctz: 'Australia/Sydney',
    });
  });

  it('leaves the link out of the details when there is none', () => {
    expect(read(googleCalendarLink(event)).fields.details).toBe(event.description);
  });
});

describe('calendar contracts', () => {
  it('names the file after the slug, with nothing a file name cannot hold', () => {
    expect(calendarFileName('dumplings-and-tea-ab12')).toBe('dumplings-and-tea-ab12.ics');
    expect(calendarFileName('../"x"')).toBe('x.ics');
    expect(calendarFileName('')).toBe('event.ics');
  });

  it('reads a feed token as 32 random bytes in base64url', () => {
    // 32 bytes of 0xff in base64url, in base64, and 31 bytes.
    expect(CALENDAR.tokenPattern.test('__________________________________________8')).toBe(true);
    expect(CALENDAR.tokenPattern.test('//////////////////////////////////////////8=')).toBe(false);
    expect(CALENDAR.tokenPattern.test('_________________________________________w')).toBe(false);
  });

  it('answers the feed link in the spec’s shape', () => {
    expect(
      calendarFeedResponseSchema.parse({ status: true, message: 'ok', data: { url: 'https://x/a.ics' } }).data
        .url,
    ).toBe('https://x/a.ics');
  });
});
