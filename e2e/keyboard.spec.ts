import { readFile } from 'node:fs/promises';
import { admin } from './support/admin';
import { createEventThroughApi, PICNIC_PNG } from './support/events';
import { demoHost, lastCodeSentTo, registerReadyHost, signInBrowser } from './support/hosts';
import { focused, tabTo } from './support/keyboard';
import { expect, test } from './support/test';

/**
 * The keyboard alone (WCAG 2.1.1): signing in from a cold first load, Messages and Payment
 * Transaction, with `page.keyboard` only — no clicks. Only choosing a file in the
 * browser's own file chooser is Playwright's. The event form's keyboard journey is
 * e2e/event-journey.spec.ts. Amounts are other tests' business: these read roles and names
 * (and the currency the demo host is paid in).
 */
test.describe.configure({ timeout: 120_000 });

const OVERLAY = '[data-slot="logo-loader"]';

test('a host signs in with the keyboard alone, from a cold first load of /login', async ({
  page,
  request,
  consoleErrors,
}) => {
  const host = await registerReadyHost(request);

  // A new context, nothing cached. The screen is rendered under the loading overlay before
  // the overlay's 800 ms are over; a Tab then must not reach what the overlay hides
  // (docs/decisions/138).
  await page.goto('/login', { waitUntil: 'commit' });
  const renderedUnderOverlay = await page.evaluate(
    (overlay) =>
      new Promise<boolean>((resolve) => {
        const settled = () => {
          if (!document.querySelector('main#main a, main#main button')) return false;
          resolve(document.querySelector(overlay) !== null);
          return true;
        };
        if (settled()) return;
        const observer = new MutationObserver(() => settled() && observer.disconnect());
        observer.observe(document, { subtree: true, childList: true });
      }),
    OVERLAY,
  );
  expect(renderedUnderOverlay, 'the form is in place while the overlay still covers it').toBe(true);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('body');
  await expect(page.locator(OVERLAY)).toHaveCount(0);

  // Once it is gone, the first Tab is 'Skip to content', which leads into the form.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const country = page.getByRole('button', { name: /^Country code: Australia/ });
  await expect(country, `focus is on ${await focused(page)}`).toBeFocused();

  // Australia is preselected; the number, then Enter.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeFocused();
  await page.keyboard.type(host.phone);
  await page.keyboard.press('Enter');
  await expect(page.getByText('We sent a 6-digit code to your phone.')).toBeVisible();

  // Verification: the first digit has the focus; the code from the SMS outbox, then Enter.
  await expect(page).toHaveURL(/\/verification\//);
  const digits = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
  await expect(digits.first()).toBeFocused();
  await page.keyboard.type(lastCodeSentTo(host.phone));
  await page.keyboard.press('Enter');
  // Signed in: an approved host with payouts connected passes the payout page for home.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/, { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  expect(consoleErrors).toEqual([]);
});

test('Messages with the keyboard alone: open a conversation, send, attach with a caption', async ({
  page,
  request,
  consoleErrors,
}) => {
  const host = await registerReadyHost(request);
  const title = `Keyboard chat ${Date.now().toString(36)}`;
  const slug = await createEventThroughApi(request, host, { title });
  admin('events', 'approve', slug);
  await signInBrowser(page, host);
  await page.goto('/messages');
  const room = page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: title });
  await expect(room).toBeVisible();

  await tabTo(page, room);
  await page.keyboard.press('Enter');
  await expect(room).toHaveAttribute('aria-current', 'true');
  const messages = page.getByRole('region', { name: `Messages in ${title}` });
  await expect(messages.getByText('No messages to show')).toBeVisible();

  // Type and send: Enter sends, the box empties and keeps the focus.
  const box = page.getByRole('textbox', { name: 'Message' });
  await tabTo(page, box);
  await page.keyboard.type('Hello from the keyboard');
  await page.keyboard.press('Enter');
  await expect(messages.getByText('Hello from the keyboard')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();

  // Attach: the paperclip is one Shift+Tab back; the chooser opens with Enter.
  const attach = page.getByRole('button', { name: 'Attach an image or video' });
  await page.keyboard.press('Shift+Tab');
  await expect(attach).toBeFocused();
  let chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(PICNIC_PNG);
  await expect(page.getByRole('img', { name: 'gathering-picnic.png' })).toBeVisible();
  const caption = page.getByRole('textbox', { name: 'Caption' });
  await expect(caption).toBeFocused();

  // Remove it with the keyboard (two Shift+Tabs back, past the paperclip): the focus comes
  // back to the box.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Remove attachment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: 'gathering-picnic.png' })).toHaveCount(0);
  await expect(box).toBeFocused();

  // Pick it again, caption it and send with Enter: one picture with its caption.
  await page.keyboard.press('Shift+Tab');
  await expect(attach).toBeFocused();
  chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(PICNIC_PNG);
  await expect(caption).toBeFocused();
  await page.keyboard.type('Where we will sit');
  await page.keyboard.press('Enter');
  await expect(messages.getByRole('img', { name: 'Image from you' })).toBeVisible();
  await expect(messages.getByText('Where we will sit')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove attachment' })).toHaveCount(0);
  await expect(box).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('Payment Transaction with the keyboard alone: the table, its pages and the CSV', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The run's one demo-host session: the demo number's codes are few (docs/decisions/138).
  const host = await demoHost(request);
  await signInBrowser(page, host);
  await page.goto('/payment-transaction');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Transaction' })).toBeVisible();
  const answer = await request.get('/api/events/transactions?page=1&per_page=10', {
    headers: { authorization: `Bearer ${host.token}` },
  });
  const { data } = (await answer.json()) as { data: { last_page: number; total: number } };
  expect(data.total).toBeGreaterThan(0);

  // Download CSV, the first control under the heading: the whole history, Discount % among
  // its columns.
  const download = page.getByRole('button', { name: 'Download CSV' });
  await expect(download).toBeEnabled();
  await tabTo(page, download);
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe(
    'Transaction ID,Event Name,Transaction Date,Amount,Host Amount,Currency,Commission %,Discount %,Refunded,Refilled Seat,Payment Method,Payment Status,Payout',
  );
  expect(lines.length - 1).toBe(data.total);
  await expect(download).toBeEnabled();

  // The table's scrolling frame is a tab stop named by its caption; the demo host is paid in A$.
  const table = page.getByRole('region', { name: 'Your payment transactions' });
  await tabTo(page, table);
  await expect(table.getByRole('table')).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Payment Status/ })).toBeVisible();
  await expect(table.getByRole('cell', { name: /^A\$[\d,]+\.\d{2}$/ }).first()).toBeVisible();

  // The pager: Next with Enter moves a page when there is one, and stays on the last.
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText(`Page 1 of ${data.last_page}`)).toBeVisible();
  await tabTo(page, pager.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(pager.getByText(`Page ${Math.min(2, data.last_page)} of ${data.last_page}`)).toBeVisible();
  if (data.last_page > 1) {
    await page.keyboard.press('Shift+Tab');
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pager.getByText(`Page 1 of ${data.last_page}`)).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});
