import { createHash } from 'node:crypto';
import type { Deps } from '../../context';
import { randomToken } from '../../lib/ids';
import { deleteTicketsOf, hasLiveTicket, insertTicket } from './verification-tickets-repository';

/** How long the browser that asked for a code may see and correct the number. */
export const VERIFICATION_TICKET_TTL_MS = 30 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Register and login hand out a ticket: a random secret naming this sign-in attempt. The
 * permanent slug only names the account; the ticket is what proves "I started this".
 */
export async function issueVerificationTicket(deps: Pick<Deps, 'db' | 'clock'>, userId: number) {
  const now = deps.clock();
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + VERIFICATION_TICKET_TTL_MS);
  await insertTicket(deps.db, { userId, tokenHash: hashOf(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** True when `token` is an unexpired ticket of this account. */
export async function holdsVerificationTicket(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  token: string | undefined,
) {
  if (!token) return false;
  return hasLiveTicket(deps.db, userId, hashOf(token), deps.clock());
}

/** A verified account has no use for its sign-in tickets. */
export async function dropVerificationTickets(deps: Pick<Deps, 'db' | 'clock'>, userId: number) {
  await deleteTicketsOf(deps.db, userId);
}
