import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoHost, signInBrowser } from './support/hosts';
import { expect, test } from './support/test';

/**
 * Payment Transaction, Event Reviews and Payment Details (docs/screens/089) on the real server,
 * as the demo host (decision 083): the host amounts on screen are the API's, reviews sort
 * by rating, the CSV holds the whole history, and the payout account cannot be removed
 * while an event is upcoming. Each test takes the run's one demo-host session (`demoHost`
 * seeds the demo, idempotently, and signs in once per run) and reads only what no other
 * journey changes — e2e/events.spec.ts cancels the pending event,
 * the demo's approved upcoming events stay — so the order the specs run in does not matter.
 */
test.describe.configure({ timeout: 180_000 });

const ACTIVE_EVENTS_MESSAGE =
  'You have active or pending upcoming events. Please complete or cancel them before removing your Stripe account.';

/** A GET of the API with the token the page signed in with (not the test's own). */
async function apiAsPage<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  const answer = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

type Paged<T> = { data: { data: T[]; current_page: number; last_page: number; total: number } };
type ApiTransaction = {
  id: number;
  provider_payment_intent: string | null;
  event: { title: string };
  currency: string | null;
  host_amount_minor: number;
};
type ApiReview = { id: number; rating: number; comment: string };

/** Money as Payment Transaction shows it: in the transaction's currency, en-US ('$25.00', 'A$25.00'). */
function money(minor: number, currency: string | null) {
  const code = (currency ?? '').trim().toUpperCase() || 'USD';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(minor / 100);
}

/**
 * On a 390 px phone the table is a list of cards: the page does not scroll sideways and
 * every cell of the first row ends within the screen (docs/decisions/128).
 */
async function expectCardsOnAPhone(page: Page, table: Locator) {
  await page.setViewportSize({ width: 390, height: 844 });
  const first = bodyRows(table).first();
  await expect(first.getByRole('rowheader')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const cell of await first.locator('[data-column]').all()) {
    const box = await cell.boundingBox();
    expect(box, 'each cell of the card is laid out').not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
}

/** The body rows of a table (the header row holds column headers, not cells). */
const bodyRows = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });

async function signIn(page: Page, request: APIRequestContext) {
  await signInBrowser(page, await demoHost(request));
}

test('the demo host reads transactions whose host amounts are the API’s, and downloads them as CSV', async ({
  page,
  request,
  consoleErrors,
}) => {
  await signIn(page, request);

  await page.goto('/payment-transaction');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Transaction' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your payment transactions' });
  const api = await apiAsPage<Paged<ApiTransaction>>(
    page,
    request,
    '/api/events/transactions?page=1&per_page=10',
  );
  expect(api.data.data.length).toBeGreaterThan(0);
  const rows = bodyRows(table);
  await expect(rows).toHaveCount(api.data.data.length);

  // Which cells hold the Host Amount and the id: the column headers, the row header (the
  // event's title) first, the provider's id last (docs/decisions/128). The cells hold a
  // label only a phone shows, so they are read as the page shows them (innerText).
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  expect(headers[0]).toContain('Event Name');
  const hostColumn = headers.findIndex((text) => text.startsWith('Host Amount'));
  const idColumn = headers.findIndex((text) => text.startsWith('Transaction ID'));
  expect(hostColumn).toBeGreaterThan(0);
  expect(idColumn).toBe(headers.length - 1);

  const byId = new Map(api.data.data.map((item) => [item.provider_payment_intent ?? String(item.id), item]));
  const count = await rows.count();
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    const id = (
      await row
        .getByRole('cell')
        .nth(idColumn - 1)
        .innerText()
    ).trim();
    const transaction = byId.get(id);
    expect(transaction, `row ${index + 1} (${id}) is one of the API's transactions`).toBeDefined();
    await expect(row.getByRole('rowheader')).toHaveText(transaction!.event.title, { useInnerText: true });
    await expect(row.getByRole('cell').nth(hostColumn - 1)).toHaveText(
      money(transaction!.host_amount_minor, transaction!.currency),
      { useInnerText: true },
    );
  }

  // The CSV: every transaction of the host, one row each, under the header.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe(
    'Transaction ID,Event Name,Transaction Date,Amount,Host Amount,Currency,Commission %,Discount %,Refunded,Refilled Seat,Payment Method,Payment Status,Payout',
  );
  expect(lines.length - 1).toBe(api.data.total);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();

  await expectCardsOnAPhone(page, table);

  expect(consoleErrors).toEqual([]);
});

test('the demo host sorts Event Reviews from the lowest rating up', async ({
  page,
  request,
  consoleErrors,
}) => {
  await signIn(page, request);

  await page.goto('/host-event-reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Event Reviews' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Reviews of your events' });
  const rows = bodyRows(table);
  const newest = await apiAsPage<Paged<ApiReview>>(
    page,
    request,
    '/api/events/host-reviews?page=1&per_page=10&sort=date_desc',
  );
  expect(newest.data.total).toBeGreaterThan(1);
  await expect(page.getByText(`Showing ${newest.data.total} reviews`)).toBeVisible();
  await expect(rows).toHaveCount(newest.data.data.length);

  const ratingsOnScreen = async () =>
    (await rows.getByText(/^\d out of 5 stars$/).allTextContents()).map((text) => Number(text[0]));
  expect(await ratingsOnScreen()).toEqual(newest.data.data.map((review) => review.rating));

  await page.getByLabel('Sort by').selectOption({ label: 'Rating Low → High' });
  await expect(page).toHaveURL(/[?&]sort=rating_asc\b/);
  const lowest = await apiAsPage<Paged<ApiReview>>(
    page,
    request,
    '/api/events/host-reviews?page=1&per_page=10&sort=rating_asc',
  );
  const expected = lowest.data.data.map((review) => review.rating);
  await expect.poll(ratingsOnScreen).toEqual(expected);
  expect(expected).toEqual([...expected].sort((a, b) => a - b));
  // The demo's ratings are not already in that order by date, so the order visibly changed.
  expect(expected).not.toEqual(newest.data.data.map((review) => review.rating));
  await expect(table.getByRole('columnheader', { name: /^Rating/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await expectCardsOnAPhone(page, table);
  expect(await ratingsOnScreen()).toEqual(expected);

  expect(consoleErrors).toEqual([]);
});

test('the demo host cannot remove the payout account while an event is upcoming', async ({
  page,
  request,
}) => {
  await signIn(page, request);

  await page.goto('/payment-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Stripe Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Stripe Account' });
  await expect(confirm).toContainText('Are you sure you want to remove your Stripe account?');
  await confirm.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(ACTIVE_EVENTS_MESSAGE);
  // Still connected: the account's rows stay, and removal can be tried again.
  await expect(page.getByText('Account ID')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Stripe Account' })).toBeEnabled();
  const status = await apiAsPage<{ data: { account_id: string | null } }>(
    page,
    request,
    '/api/stripe/account-status',
  );
  expect(status.data.account_id).toBeTruthy();
});
