import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verificationTickets } from '../../db/schema';

/** The queries of sign-in tickets (`verification_tickets`), stored by the hash of their secret. */

/** Stores a ticket, dropping every one that has expired. */
export async function insertTicket(
  db: Database,
  ticket: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  await db.delete(verificationTickets).where(lt(verificationTickets.expiresAt, ticket.createdAt));
  await db.insert(verificationTickets).values(ticket);
}

export async function hasLiveTicket(db: Database, userId: number, tokenHash: string, now: Date) {
  const [ticket] = await db
    .select({ id: verificationTickets.id })
    .from(verificationTickets)
    .where(
      and(
        eq(verificationTickets.tokenHash, tokenHash),
        eq(verificationTickets.userId, userId),
        gt(verificationTickets.expiresAt, now),
      ),
    );
  return Boolean(ticket);
}

export async function deleteTicketsOf(db: Database, userId: number) {
  await db.delete(verificationTickets).where(eq(verificationTickets.userId, userId));
}
