import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { registerVerifiedUser, type SignedInHost } from './hosts';

/** A guest signed in through the API (the guests' mobile app's calls, docs/API-WALKTHROUGH.md). */
export type SignedInGuest = SignedInHost & { name: string };

const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

/**
 * Registers a new guest (a fresh number, the code from the SMS outbox, `role: guest`) and
 * names them through `POST /api/guest/profile`, so the host sees who joined.
 */
export async function registerGuest(
  request: APIRequestContext,
  profile: { name: string; about?: string; location?: string },
): Promise<SignedInGuest> {
  const guest = await registerVerifiedUser(request, 'guest');
  const answer = await request.post('/api/guest/profile', { headers: bearer(guest), data: profile });
  if (!answer.ok()) throw new Error(`guest profile failed: ${answer.status()} ${await answer.text()}`);
  return { ...guest, name: profile.name };
}

/** What `POST /api/guest/events/{id or slug}/join` answers (contracts/src/guest-events.ts). */
export type Membership = {
  event_id: number;
  status: 'joined' | 'left' | 'pending_payment';
  spots: number;
  payment?: {
    id: number;
    amount: string;
    amount_minor: number;
    currency: string;
    discount_percent: number;
    checkout_url: string | null;
    hold_expires_at: string;
  };
};

/** Takes a seat at an approved event: joined at once when free, a held seat and a payment when paid. */
export async function joinEvent(
  request: APIRequestContext,
  guest: SignedInGuest,
  slug: string,
): Promise<Membership> {
  const answer = await request.post(`/api/guest/events/${encodeURIComponent(slug)}/join`, {
    headers: bearer(guest),
  });
  if (!answer.ok()) throw new Error(`join failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: Membership }).data;
}

/** The sandbox's paying test card (docs/decisions/084). */
export const TEST_CARD = '4242 4242 4242 4242';

/**
 * Pays a held seat the way a guest does in the sandbox: opens the payment's test card page
 * (`/sandbox/pay/{token}`) in a page of its own, enters the card and presses Pay, and
 * waits for 'Paid'. The seat is the guest's once the provider confirms (in-process here).
 */
export async function payInSandbox(context: BrowserContext, checkoutUrl: string, card = TEST_CARD) {
  const page = await context.newPage();
  try {
    await page.goto(checkoutUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your seat' })).toBeVisible();
    await page.getByLabel('Card number').fill(card);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paid' })).toBeVisible();
  } finally {
    await page.close();
  }
}
