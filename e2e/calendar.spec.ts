import { readFile } from 'node:fs/promises';
import ical from 'node-ical';
import { admin } from './support/admin';
import { createEventThroughApi, eventDetail } from './support/events';
import { registerReadyHost, signInBrowser } from './support/hosts';
import { expect, test } from './support/test';

/**
 * Calendar files (docs/decisions/150) on the real server and the built app: the host opens
 * Event details, clicks "Add to calendar", and the download is an RFC 5545 file that an
 * independent parser reads back as the event, at its instants. "Add to Google Calendar"
 * opens Google's template with the same event.
 */
test('the host downloads the event as an .ics file from Event details', async ({
  page,
  request,
  consoleErrors,
}) => {
  const host = await registerReadyHost(request);
  const title = `Tea on the terrace ${Date.now().toString(36)}`;
  const slug = await createEventThroughApi(request, host, { title, eventType: 'plus-priority', days: 5 });
  admin('events', 'approve', slug);
  // The detail carries the instants too (the support's type names the fields others check).
  const stored = (await eventDetail(request, host, slug)) as unknown as {
    starts_at: string;
    ends_at: string;
  };

  await signInBrowser(page, host);
  await page.goto(`/event-details/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const google = page.getByRole('link', { name: /^Add to Google Calendar/ });
  await expect(google).toHaveAttribute('target', '_blank');
  const template = new URL((await google.getAttribute('href')) ?? '');
  expect(template.searchParams.get('text')).toBe(title);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slug}.ics`);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);

  const entries = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT');
  expect(entries).toHaveLength(1);
  const entry = entries[0] as ical.VEvent;
  expect(entry.summary).toBe(title);
  expect(entry.status).toBe('CONFIRMED');
  expect(entry.start.toISOString()).toBe(new Date(stored.starts_at).toISOString());
  expect(entry.end?.toISOString()).toBe(new Date(stored.ends_at).toISOString());
  expect(consoleErrors).toEqual([]);
});
