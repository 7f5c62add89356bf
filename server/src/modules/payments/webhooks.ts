import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import type { WebhookEvent } from '../../providers/payments';
import { cardSaved } from '../waitlist/service';
import { payoutChanged, seatPaymentHandlers } from './seat-payments';
import { accountDeauthorized, storeSnapshotOfAccount } from './service';
import { recordWebhookEvent } from './webhook-events-repository';

export type WebhookContext = { db: Database; now: Date };
export type WebhookHandler = (context: WebhookContext, event: WebhookEvent) => Promise<void>;

/**
 * What each event type does, in the event's transaction. Types not listed are recorded and
 * otherwise ignored.
 */
export const webhookHandlers: Readonly<Partial<Record<string, WebhookHandler>>> = {
  'account.updated': async ({ db, now }, event) => {
    if (event.account) await storeSnapshotOfAccount(db, event.account, now);
  },
  // The host revoked our access to their account (docs/decisions/101).
  'account.application.deauthorized': async ({ db, now }, event) => {
    if (event.connectedAccountId) await accountDeauthorized(db, event.connectedAccountId, now);
  },
  // Seats paid for, failed, refunded (docs/decisions/084).
  ...Object.fromEntries(
    Object.entries(seatPaymentHandlers).map(([type, handle]): [string, WebhookHandler] => [
      type,
      ({ db, now }, event) => handle(db, now, event.payment),
    ]),
  ),
  // A card saved for a waitlist's auto-claim (docs/decisions/149).
  'setup_intent.succeeded': async ({ db, now }, event) => cardSaved(db, now, event.setup),
  // Payouts to connected accounts.
  ...Object.fromEntries(
    ['payout.created', 'payout.updated', 'payout.paid', 'payout.failed', 'payout.canceled'].map(
      (type): [string, WebhookHandler] => [
        type,
        ({ db, now }, event) => payoutChanged(db, now, event.payout),
      ],
    ),
  ),
};

/**
 * Applies a verified event exactly once: its id is recorded and its handler runs in ONE
 * transaction, so a failure while applying leaves the id unrecorded and the provider's
 * retry applies it; a redelivery after success finds the id and changes nothing. Two
 * deliveries at once wait on the id's row: the second sees a duplicate.
 */
export async function applyWebhookEvent(
  deps: Pick<Deps, 'db' | 'clock' | 'providers'>,
  event: WebhookEvent,
  handlers = webhookHandlers,
) {
  const now = deps.clock();
  return inTransaction(deps.db, async (db) => {
    const fresh = await recordWebhookEvent(db, {
      id: event.id,
      provider: deps.providers.payments.name,
      type: event.type,
      receivedAt: now,
    });
    if (!fresh) return { duplicate: true };
    // An event that says when it happened is applied as of then (docs/decisions/136).
    await handlers[event.type]?.({ db, now: event.occurredAt ?? now }, event);
    return { duplicate: false };
  });
}
