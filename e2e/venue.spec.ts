import { readFileSync } from 'node:fs';
import { admin } from './support/admin';
import { chooseTime, dateIn, eventDetail, fillKeyInfo, PICNIC_PNG } from './support/events';
import { registerGuest } from './support/guests';
import { registerReadyHost, signInBrowser } from './support/hosts';
import { expect, test } from './support/test';

/**
 * The venue of docs/decisions/152 on the real server and built app: a host creates an
 * event at a street address with arrival notes, shown to guests the day before; Event
 * details and the edit form show them back; a guest browsing the events sees the area
 * only, on its rounded point, and nothing of the street or the notes.
 */
test.describe.configure({ timeout: 180_000 });

const ADDRESS = '12 Crown Street, Surry Hills NSW 2010';
const NOTES = 'Ring the top bell, second floor. The front door sticks: give it a push.';

test('a host’s street address and arrival notes reach the host only, guests browsing see the area', async ({
  page,
  request,
  consoleErrors,
}) => {
  const host = await registerReadyHost(request);
  const title = `Dumpling night ${Date.now().toString(36)}`;
  await signInBrowser(page, host);

  await test.step('the host creates the event at a street address, revealed the day before', async () => {
    await page.goto('/event');
    await fillKeyInfo(page, { title, description: 'We fold dumplings from scratch and eat them all.' });
    // The embedded gazetteer gives the city; the street goes in its own line.
    await page.getByLabel(/^Street address or venue/).fill(ADDRESS);
    await page.getByLabel(/^Arrival notes \(optional\)/).fill(NOTES);
    const reveal = page.getByRole('radiogroup', { name: 'Show your guests the address' });
    await expect(reveal.getByRole('radio', { name: 'As soon as they join' })).toBeChecked();
    await reveal.getByRole('radio', { name: 'The day before (24 hours before it starts)' }).click();
    await page.getByLabel(/^Date/).fill(dateIn(30));
    await chooseTime(page, 'Start time', '6:00 PM');
    await chooseTime(page, 'End time', '9:00 PM');
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'picnic.png', mimeType: 'image/png', buffer: readFileSync(PICNIC_PNG) }]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await page.getByLabel(/^Capacity/).fill('6');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-events$/);
  });

  const href = await page
    .getByRole('list', { name: 'My Events' })
    .getByRole('article', { name: title })
    .getByRole('link', { name: title, exact: true })
    .getAttribute('href');
  const slug = decodeURIComponent(href?.replace('/event-details/', '') ?? '');
  // The detail's venue fields, beside those the journeys' helper names.
  const stored = (await eventDetail(request, host, slug)) as Awaited<ReturnType<typeof eventDetail>> & {
    location: string;
    latitude: number;
    longitude: number;
  };
  expect(stored).toMatchObject({ address: ADDRESS, arrival_notes: NOTES, address_reveal: 'day_before' });
  expect(stored.location).toMatch(/^Sydney/);

  await test.step('Event details shows the host the venue and when guests see it', async () => {
    await page.goto(`/event-details/${encodeURIComponent(slug)}`);
    const venue = page.getByRole('region', { name: 'Venue' });
    await expect(venue).toContainText(stored.location);
    await expect(venue).toContainText(ADDRESS);
    await expect(venue).toContainText('Ring the top bell, second floor.');
    await expect(venue).toContainText('Guests see the address 24 hours before the start.');
  });

  await test.step('the edit form shows them back', async () => {
    await page.goto(`/event/${encodeURIComponent(slug)}`);
    await expect(page.getByLabel(/^Street address or venue/)).toHaveValue(ADDRESS);
    await expect(page.getByLabel(/^Arrival notes \(optional\)/)).toHaveValue(NOTES);
    await expect(
      page.getByRole('radio', { name: 'The day before (24 hours before it starts)' }),
    ).toBeChecked();
  });

  await test.step('a guest browsing sees the area only, on a rounded point', async () => {
    admin('events', 'approve', slug);
    const guest = await registerGuest(request, { name: 'Ana Lima', location: 'Sydney, Australia' });
    const near = new URLSearchParams({
      latitude: String(stored.latitude),
      longitude: String(stored.longitude),
      radius_km: '5',
      per_page: '50',
    });
    const answer = await request.get(`/api/guest/events?${near}`, {
      headers: { authorization: `Bearer ${guest.token}` },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const body = await answer.text();
    const listed = (JSON.parse(body) as { data: { slug: string; venue: Record<string, unknown> }[] }).data;
    const event = listed.find((item) => item.slug === slug);
    expect(event?.venue).toMatchObject({
      area: stored.location,
      approximate: true,
      address: null,
      arrival_notes: null,
      address_reveal: 'day_before',
    });
    expect(body).not.toContain(ADDRESS);
    expect(body).not.toContain('12 Crown');
    expect(body).not.toContain('top bell');
  });

  expect(consoleErrors).toEqual([]);
});
