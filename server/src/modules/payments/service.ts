import { type AccountStatusResponse, PAYMENT_MESSAGES } from '@friendly/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import type { AccountSnapshot } from '../../providers/payments';
import type { UserRow } from '../auth/tokens';
import { notify } from '../notifications/service';

/** Setup is complete when onboarding is done: details submitted and charges enabled (001 §4). */
export function isComplete(account: Pick<AccountSnapshot, 'detailsSubmitted' | 'chargesEnabled'>) {
  return account.detailsSubmitted && account.chargesEnabled;
}

/**
 * Stores what the provider says about a host's account. The first time it becomes
 * complete, the host is notified.
 */
export async function applyAccountSnapshot(app: FastifyInstance, user: UserRow, account: AccountSnapshot) {
  const completed = isComplete(account);
  const now = app.clock();
  const [updated] = await app.database.db
    .update(users)
    .set({
      stripeDetailsSubmitted: account.detailsSubmitted,
      stripeChargesEnabled: account.chargesEnabled,
      stripePayoutsEnabled: account.payoutsEnabled,
      stripeOnboardingCompleted: completed,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (completed && !user.stripeOnboardingCompleted) {
    await notify(
      app.database.db,
      user.id,
      {
        type: 'payments.account_ready',
        title: 'Your payout account is ready',
        message: 'Your Stripe account is connected and ready to receive payouts. You can now create events.',
        data: { account_id: account.id },
      },
      now,
    );
  }
  return updated!;
}

export function statusBody(
  user: UserRow,
  live: { ok: true } | { ok: false },
  message?: string,
): AccountStatusResponse {
  const connected = user.stripeAccountId !== null;
  const status = !connected
    ? 'not_connected'
    : !live.ok
      ? 'error'
      : user.stripeOnboardingCompleted
        ? 'complete'
        : 'incomplete';
  const statusMessage = {
    not_connected: PAYMENT_MESSAGES.notConnected,
    error: PAYMENT_MESSAGES.providerUnavailable,
    complete: PAYMENT_MESSAGES.complete,
    incomplete: PAYMENT_MESSAGES.incomplete,
  }[status];
  return {
    status: true,
    data: {
      status,
      account_id: user.stripeAccountId,
      details_submitted: user.stripeDetailsSubmitted,
      charges_enabled: user.stripeChargesEnabled,
      payouts_enabled: user.stripePayoutsEnabled,
      message: statusMessage,
    },
    user: {
      has_stripe_account: connected,
      onboarding_completed: user.stripeOnboardingCompleted,
      stripe_account_id: user.stripeAccountId,
    },
    message: message ?? statusMessage,
  };
}

/** Asks the provider for the account's current state and stores it; never throws. */
export async function refreshFromProvider(app: FastifyInstance, user: UserRow) {
  if (!user.stripeAccountId) return { user, live: { ok: true } as const };
  try {
    const account = await app.providers.payments.retrieveAccount(user.stripeAccountId);
    return { user: await applyAccountSnapshot(app, user, account), live: { ok: true } as const };
  } catch (error) {
    app.log.warn({ err: error }, 'could not read the payment account from the provider');
    return { user, live: { ok: false } as const };
  }
}
