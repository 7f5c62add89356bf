import type { APIRequestContext } from '@playwright/test';
import { admin } from './support/admin';
import { createEventThroughApi } from './support/events';
import { joinEvent, payInSandbox, registerGuest, type SignedInGuest, TEST_CARD } from './support/guests';
import { registerReadyHost, signInBrowser } from './support/hosts';
import { expect, test } from './support/test';

/**
 * The seat lifecycle of a small paid table (docs/decisions/147, 149) on the real server, its
 * job queue and the built app: a full paid event under the moderate policy, a guest waiting
 * with auto-claim and a card saved on the sandbox's page in setup mode, a member leaving
 * three days before (half back under the policy), the waiting guest charged off-session and
 * seated by the queue, the leaver refunded in full by the resale guarantee — and the host
 * seeing all of it on Event details, Payment Transaction and Notifications.
 */
test.describe.configure({ timeout: 180_000 });

const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

type Entry = { state: string; position: number | null; card_saved: boolean; event: { slug: string } };

async function myEntry(request: APIRequestContext, guest: SignedInGuest, slug: string) {
  const answer = await request.get('/api/guest/waitlists', { headers: bearer(guest) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: Entry[] }).data.find((entry) => entry.event.slug === slug);
}

test('a full paid table refills from its line: the waiting guest charged, the leaver refunded in full', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const host = await registerReadyHost(request);
  const title = `Supper for two ${Date.now().toString(36)}`;
  // Three days out under moderate: a guest who leaves now gets half back.
  const slug = await createEventThroughApi(request, host, {
    title,
    price: '40.00',
    capacity: 2,
    days: 3,
    eventType: 'plus-priority',
    cancellationPolicy: 'moderate',
  });
  admin('events', 'approve', slug);
  const [ana, bo, cai] = [
    await registerGuest(request, { name: 'Ana Waits' }),
    await registerGuest(request, { name: 'Bo Leaves' }),
    await registerGuest(request, { name: 'Cai Claims' }),
  ];

  await test.step('two guests pay and the table is full', async () => {
    for (const guest of [ana, bo]) {
      const seat = await joinEvent(request, guest, slug);
      await payInSandbox(context, seat.payment!.checkout_url!);
    }
    const full = await request.post(`/api/guest/events/${slug}/join`, { headers: bearer(cai) });
    expect(full.status()).toBe(409);
  });

  await test.step('a third waits with auto-claim and saves a card on the setup page', async () => {
    const waits = await request.post(`/api/guest/events/${slug}/waitlist`, {
      headers: bearer(cai),
      data: { auto_claim: true },
    });
    expect(waits.ok(), await waits.text()).toBe(true);
    const { data } = (await waits.json()) as { data: { position: number; setup: { checkout_url: string } } };
    expect(data.position).toBe(1);
    const card = await context.newPage();
    await card.goto(data.setup.checkout_url);
    await expect(card.getByRole('heading', { level: 1, name: 'Save a card' })).toBeVisible();
    await card.getByLabel('Card number').fill(TEST_CARD);
    await card.getByRole('button', { name: 'Save card' }).click();
    await expect(card.getByRole('heading', { level: 1, name: 'Card saved' })).toBeVisible();
    await card.close();
    expect(await myEntry(request, cai, slug)).toMatchObject({ state: 'waiting', card_saved: true });
  });

  await test.step('the host sees the line on Event details', async () => {
    await signInBrowser(page, host);
    await page.goto(`/event-details/${slug}`);
    const line = page.getByRole('region', { name: /waitlist/i });
    await expect(line.getByText('1 waiting')).toBeVisible();
    await expect(line.getByRole('listitem').filter({ hasText: 'Cai Claims' })).toBeVisible();
  });

  await test.step('a member leaves three days before: half back now, all of it if resold', async () => {
    const left = await request.post(`/api/guest/events/${slug}/leave`, { headers: bearer(bo) });
    expect(left.ok(), await left.text()).toBe(true);
    const body = (await left.json()) as {
      message: string;
      data: { refund: { amount_minor: number }; refund_if_resold_minor: number };
    };
    expect(body.data.refund.amount_minor).toBe(2000);
    expect(body.data.refund_if_resold_minor).toBe(4000);
    expect(body.message).toContain(
      'If a guest from the waitlist takes your seat, you will be refunded in full.',
    );
  });

  await test.step('the queue charges the saved card and seats the waiting guest', async () => {
    await expect
      .poll(async () => (await myEntry(request, cai, slug))?.state, { timeout: 20_000 })
      .toBe('seated');
  });

  await test.step('the host sees the refilled seat, the full refund and the notification', async () => {
    await page.goto(`/event-details/${slug}`);
    await expect(page.getByText('Cai Claims').first()).toBeVisible();
    await expect(page.getByRole('region', { name: /waitlist/i })).toHaveCount(0);

    await page.goto('/payment-transaction');
    const table = page.getByRole('table', { name: 'Your payment transactions' });
    await expect(table.getByRole('row').filter({ hasText: 'Refilled from the waitlist' })).toHaveCount(1);
    await expect
      .poll(
        async () => {
          await page.reload();
          // "Refunded", not "Partially refunded": the leaver's half raised to all of it.
          return table
            .getByRole('row')
            .filter({ hasText: title })
            .filter({ has: page.getByText('Refunded', { exact: true }) })
            .count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);

    await page.goto('/notifications');
    await expect(page.getByText(`Cai Claims took a freed seat at ${title} from the waitlist.`)).toBeVisible();
  });

  expect(consoleErrors).toEqual([]);
});
