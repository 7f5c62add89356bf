import type { Page } from '@playwright/test';
import { demoHost, signInBrowser } from './support/hosts';
import { expect, test } from './support/test';

/**
 * A signed-in screen's first reads travel with the page's first script, before the entry
 * has arrived (docs/decisions/100): the router takes the answer over instead of asking
 * again, so each is asked for once. Event details fills its read from the address.
 */
const EARLY_RESPONSES_GLOBAL = '__friendlyEarlyResponses';

function apiReads(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname.slice('/api'.length));
  });
  return asked;
}

/** The paths the page's first script asked for, and which of them the app has taken over. */
function earlyReads(page: Page) {
  return page.evaluate((name) => {
    const early = (globalThis as unknown as Record<string, Record<string, unknown> | undefined>)[name] ?? {};
    return Object.entries(early).map(([path, response]) => ({ path, taken: response === undefined }));
  }, EARLY_RESPONSES_GLOBAL);
}

test('Event details and Messages take their first answers from the page’s first script', async ({
  page,
  request,
  consoleErrors,
}) => {
  const host = await demoHost(request);
  const listed = await request.get('/api/events', { headers: { authorization: `Bearer ${host.token}` } });
  const events = ((await listed.json()) as { data: { title: string; slug: string }[] }).data;
  const event = events.find((candidate) => candidate.title === 'Dumpling folding night');
  if (!event) throw new Error('the demo has no "Dumpling folding night"');
  await signInBrowser(page, host);

  const asked = apiReads(page);
  await page.goto(`/event-details/${event.slug}`);
  const panel = page.getByRole('complementary', { name: 'Dumpling folding night' });
  await expect(panel.getByRole('heading', { level: 1, name: 'Dumpling folding night' })).toBeVisible();
  const read = `/event-detail/${encodeURIComponent(event.slug)}`;
  expect(await earlyReads(page)).toEqual(
    expect.arrayContaining([
      { path: read, taken: true },
      { path: '/user', taken: true },
    ]),
  );
  expect(asked.filter((path) => path === read)).toEqual([read]);

  // Messages reads its list again when a conversation opens and is read, or a room is made
  // for an event without one: what counts is that its first read is the early one.
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').first()).toBeVisible();
  expect(await earlyReads(page)).toEqual(expect.arrayContaining([{ path: '/chat/rooms', taken: true }]));
  expect(consoleErrors).toEqual([]);
});
