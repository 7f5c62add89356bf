import { readFileSync } from 'node:fs';
import path from 'node:path';
import { admin } from './support/admin';
import { PICNIC_PNG } from './support/events';
import { joinEvent, registerGuest } from './support/guests';
import { registerReadyHost, type SignedInHost } from './support/hosts';
import { expect, test } from './support/test';

/**
 * Reminders and calendar files of docs/decisions/150–152 on the real server: a guest who
 * holds a seat at an event starting within a day gets its reminder in the SMS outbox, with
 * the street address revealed to them, once the team asks the running server to do its
 * due work (`npm run admin -- jobs run-due`, the queue's own way, no waiting on a timer);
 * and their calendar file carries the address too.
 */

const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });
const ADDRESS = '40 Bourke Street Surry Hills';

/** A start on the 30-minute grid between 3 and 22 hours from now, ending the same UTC day. */
function startWithinADay(): Date {
  for (let hours = 20; hours >= 3; hours -= 1) {
    const start = new Date(Date.now() + hours * 3_600_000);
    start.setUTCMinutes(start.getUTCMinutes() < 30 ? 30 : 60, 0, 0);
    if (start.getUTCHours() <= 21) return start;
  }
  throw new Error('no start within a day fits one UTC day');
}

async function eventWithinADay(request: Parameters<typeof registerReadyHost>[0], host: SignedInHost) {
  const first = async (list: string) => {
    const answer = await request.get(`/api/${list}`, { headers: bearer(host) });
    return ((await answer.json()) as { data: { id: number }[] }).data[0]!.id;
  };
  const start = startWithinADay();
  const time = (at: Date) => `${at.toISOString().slice(11, 16)}:00`;
  const answer = await request.post('/api/event', {
    headers: bearer(host),
    multipart: {
      title: `Tomorrow's supper ${Date.now().toString(36)}`,
      location: 'Surry Hills, Sydney NSW, Australia',
      latitude: '-33.8886',
      longitude: '151.2094',
      address: ADDRESS,
      arrival_notes: 'The green door.',
      category: String(await first('categories')),
      spot_ids: String(await first('spots')),
      age_group_ids: String(await first('event-ages')),
      date: start.toISOString().slice(0, 10),
      start_time: time(start),
      end_time: time(new Date(start.getTime() + 2 * 3_600_000)),
      time_zone: 'UTC',
      description: 'A short supper, soon: soup, bread and a game of cards.',
      event_type: 'plus-priority',
      user_type: 'individual',
      is_paid: '0',
      price: '0',
      is_capacity_limited: '1',
      capacity: '4',
      'images[]': { name: 'picnic.png', mimeType: 'image/png', buffer: readFileSync(PICNIC_PNG) },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data as { id: number; slug: string; title: string };
}

const outboxTo = (phone: string) =>
  readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'sms-outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; body: string })
    .filter((message) => message.to.endsWith(phone));

test('a guest with a seat gets the reminder with the address, and a calendar file with it', async ({
  request,
}) => {
  const host = await registerReadyHost(request);
  const event = await eventWithinADay(request, host);
  admin('events', 'approve', event.slug);
  const guest = await registerGuest(request, { name: 'Rosa Reminded' });
  expect((await joinEvent(request, guest, event.slug)).status).toBe('joined');

  expect(admin('jobs', 'run-due')).toMatch(/^Ran \d+ due jobs?\./);
  const reminders = outboxTo(guest.phone).filter((message) => message.body.includes(event.title));
  expect(reminders).toHaveLength(1);
  expect(reminders[0]!.body).toContain(ADDRESS);
  // Asked again: nothing is sent twice.
  admin('jobs', 'run-due');
  expect(outboxTo(guest.phone).filter((message) => message.body.includes(event.title))).toHaveLength(1);

  const file = await request.get(`/api/guest/events/${event.slug}/calendar.ics`, { headers: bearer(guest) });
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toContain('text/calendar');
  expect((await file.text()).replace(/\r\n[ \t]/g, '')).toContain(`LOCATION:${ADDRESS}`);
});
