import { type AccountStatusResponse, PAYMENT_MESSAGES } from '@friendly/contracts';
import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import { ConflictError, DomainError, UpstreamError } from '../../lib/errors';
import type { AccountSnapshot } from '../../providers/payments';
import { hasActiveUpcomingEvents } from '../events/repository';
import { notify } from '../notifications/service';
import { freshStripeAccount, stripeAccountColumns } from '../users/columns';
import {
  findUserById,
  findUserByStripeAccount,
  lockUser,
  type UserRow,
  updateUser,
} from '../users/repository';

type PaymentDeps = Pick<Deps, 'db' | 'clock' | 'providers' | 'log'>;

/** The payments API answers its failures with `success: false` beside the spec's shape. */
const failureDetails = { extra: { success: false } };

/** Setup is complete when onboarding is done: details submitted and charges enabled (001 §4). */
export function isComplete(account: Pick<AccountSnapshot, 'detailsSubmitted' | 'chargesEnabled'>) {
  return account.detailsSubmitted && account.chargesEnabled;
}

/**
 * Stores what the provider says about the account attached to a host, in the caller's
 * transaction. The first time it becomes complete, the host is notified in the same
 * transaction: the state and its notification commit together or not at all, and the row
 * lock means two updates at once notify once.
 */
export async function storeAccountSnapshot(
  db: Database,
  userId: number,
  account: AccountSnapshot,
  now: Date,
) {
  const current = await lockUser(db, userId);
  // The host may have disconnected this account meanwhile: nothing of theirs to update.
  if (!current || current.stripeAccountId !== account.id) return current;
  const completed = isComplete(account);
  const updated = await updateUser(db, userId, {
    ...stripeAccountColumns({ ...account, onboardingCompleted: completed }),
    updatedAt: now,
  });
  // Charges switched off at the provider (a restricted account): guests cannot pay (101).
  if (current.stripeChargesEnabled && !account.chargesEnabled) {
    await notifyAccountLost(db, userId, account.id, now);
  }
  if (completed && !current.stripeOnboardingCompleted) {
    await notify(db, userId, { type: 'payments.account_ready', facts: { accountId: account.id } }, now);
  }
  return updated;
}

/** The provider says this about an account: store it for the host it belongs to, if any. */
export async function storeSnapshotOfAccount(db: Database, account: AccountSnapshot, now: Date) {
  const user = await findUserByStripeAccount(db, account.id);
  return user ? storeAccountSnapshot(db, user.id, account, now) : null;
}

/** Applies a snapshot in a transaction of its own. */
export function applyAccountSnapshot(deps: Pick<Deps, 'db' | 'clock'>, account: AccountSnapshot) {
  return inTransaction(deps.db, (tx) => storeSnapshotOfAccount(tx, account, deps.clock()));
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

/**
 * Asks the provider for the account's current state and stores it. A provider that
 * cannot answer is reported as `live: { ok: false }` with the state last stored; a
 * failure to store is an error like any other.
 */
export async function refreshFromProvider(deps: PaymentDeps, user: UserRow) {
  if (!user.stripeAccountId) return { user, live: { ok: true } as const };
  let account: AccountSnapshot;
  try {
    account = await deps.providers.payments.retrieveAccount(user.stripeAccountId);
  } catch (error) {
    deps.log.warn({ err: error }, 'could not read the payment account from the provider');
    return { user, live: { ok: false } as const };
  }
  const stored = await applyAccountSnapshot(deps, account);
  return { user: stored ?? user, live: { ok: true } as const };
}

/** The browser is back from onboarding: the account as the provider has it now. */
export async function handleReturn(deps: PaymentDeps, user: UserRow) {
  if (!user.stripeAccountId) throw new ConflictError(PAYMENT_MESSAGES.noAccount, failureDetails);
  const result = await refreshFromProvider(deps, user);
  if (!result.live.ok) throw new UpstreamError(PAYMENT_MESSAGES.setupFailedToUpdate, failureDetails);
  return result.user;
}

/**
 * The key under which this host's account is created at the provider. Two clicks that
 * read the same row send the same key, so the provider creates one account and answers
 * both with it; after a disconnect (the row changed) a new account can be made.
 */
export const accountCreationKey = (user: UserRow) => `connect-account-${user.id}-${user.updatedAt.getTime()}`;

/**
 * The host's connected account, created at the provider when there is none. Safe to
 * call twice at once: the provider is asked with one idempotency key, and the account is
 * attached only where none is (`stripe_account_id IS NULL`); a loser uses the winner's.
 */
async function connectedAccountOf(deps: PaymentDeps, user: UserRow) {
  if (user.stripeAccountId) return user.stripeAccountId;
  const account = await deps.providers.payments.createAccount({
    email: user.email,
    userSlug: user.slug,
    country: user.isoCode,
    idempotencyKey: accountCreationKey(user),
  });
  const attached = await updateUser(
    deps.db,
    user.id,
    { stripeAccountId: account.id, ...freshStripeAccount, updatedAt: deps.clock() },
    { noStripeAccount: true },
  );
  if (attached) return account.id;
  const current = await findUserById(deps.db, user.id);
  if (!current?.stripeAccountId) throw new Error('the host has no payment account after attaching one');
  if (current.stripeAccountId !== account.id) {
    deps.log.warn({ accountId: account.id }, 'a second payment account was created and left unattached');
  }
  return current.stripeAccountId;
}

/** An onboarding link for the host's account, creating the account first when needed. Approved hosts only. */
export async function createAccountLink(
  deps: PaymentDeps,
  user: UserRow,
  urls: { refreshUrl: string; returnUrl: string; origin: string },
) {
  try {
    const accountId = await connectedAccountOf(deps, user);
    return await deps.providers.payments.createAccountLink(accountId, urls);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    deps.log.error({ err: error }, 'creating an account link failed');
    throw new UpstreamError(PAYMENT_MESSAGES.failedToCreateLink, failureDetails);
  }
}

/** A one-time link to the provider's dashboard; only once onboarding details are in. */
export async function createDashboardLink(deps: PaymentDeps, user: UserRow, origin: string) {
  if (!user.stripeAccountId) throw new ConflictError(PAYMENT_MESSAGES.noAccount, failureDetails);
  if (!user.stripeDetailsSubmitted)
    throw new ConflictError(PAYMENT_MESSAGES.onboardingIncomplete, failureDetails);
  try {
    return await deps.providers.payments.createDashboardLink(user.stripeAccountId, origin);
  } catch (error) {
    deps.log.error({ err: error }, 'creating a dashboard link failed');
    throw new UpstreamError(PAYMENT_MESSAGES.failedToCreateDashboardLink, failureDetails);
  }
}

/**
 * Unlinks the account from the host; the account itself is kept at the provider. The
 * host's row is locked first, as creating an event locks it (docs/decisions/101): an event
 * created meanwhile is either seen here, or its creation waits and finds no account.
 */
export async function disconnectAccount(deps: Pick<Deps, 'db' | 'clock'>, user: UserRow) {
  await inTransaction(deps.db, async (tx) => {
    const current = await lockUser(tx, user.id);
    if (!current?.stripeAccountId) throw new ConflictError(PAYMENT_MESSAGES.noAccount, failureDetails);
    // The app checks this before asking (spec 001 §5); the server holds to it too.
    if (await hasActiveUpcomingEvents(tx, user.id, deps.clock())) {
      throw new ConflictError(PAYMENT_MESSAGES.activeEvents, failureDetails);
    }
    await updateUser(tx, user.id, {
      stripeAccountId: null,
      ...freshStripeAccount,
      updatedAt: deps.clock(),
    });
  });
}

/** The host is told to reconnect: guests cannot pay for their events meanwhile (docs/decisions/101). */
function notifyAccountLost(db: Database, userId: number, accountId: string, now: Date) {
  return notify(db, userId, { type: 'payments.account_lost', facts: { accountId } }, now);
}

/**
 * The host's platform access to the account was revoked at the provider
 * (`account.application.deauthorized`): the account is unlinked, so the host can connect a
 * new one, and the host is told (docs/decisions/101).
 */
export async function accountDeauthorized(db: Database, accountId: string, now: Date) {
  const user = await findUserByStripeAccount(db, accountId);
  if (!user) return;
  const current = await lockUser(db, user.id);
  if (current?.stripeAccountId !== accountId) return;
  await updateUser(db, user.id, { stripeAccountId: null, ...freshStripeAccount, updatedAt: now });
  await notifyAccountLost(db, user.id, accountId, now);
}
