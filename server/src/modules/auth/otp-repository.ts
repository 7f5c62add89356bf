import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpCodes, otpSends } from '../../db/schema';

/** The queries of one-time codes (`otp_codes`) and their send record (`otp_sends`). */

export type CodeKey = { userId: number; purpose: string };

/** When a code last went to this number, or null. */
export async function lastSendTo(db: Database, phoneE164: string) {
  const [row] = await db
    .select({ last: max(otpSends.sentAt) })
    .from(otpSends)
    .where(eq(otpSends.phoneE164, phoneE164));
  if (!row?.last) return null;
  return row.last instanceof Date ? row.last : new Date(row.last);
}

/** Serialises senders to one number until the caller's transaction ends. */
export async function lockNumber(db: Database, phoneE164: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${phoneE164}))`);
}

/** The account's latest code of this purpose, used or not. */
export async function latestCode(db: Database, key: CodeKey) {
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, key.userId), eq(otpCodes.purpose, key.purpose)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return latest ?? null;
}

/** The account's latest unconsumed code of this purpose. */
export async function latestActiveCode(db: Database, key: CodeKey) {
  const [active] = await db
    .select()
    .from(otpCodes)
    .where(
      and(eq(otpCodes.userId, key.userId), eq(otpCodes.purpose, key.purpose), isNull(otpCodes.consumedAt)),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return active ?? null;
}

/** Codes sent to this number since `since`, and the oldest of them. */
export async function sendsToNumberSince(db: Database, phoneE164: string, since: Date) {
  const [recent] = await db
    .select({ sends: count(), oldest: sql<Date | string | null>`min(${otpSends.sentAt})` })
    .from(otpSends)
    .where(and(eq(otpSends.phoneE164, phoneE164), gt(otpSends.sentAt, since)));
  return { sends: recent?.sends ?? 0, oldest: recent?.oldest ? new Date(recent.oldest) : null };
}

/** Uses up every open code of the account for this purpose (a new one replaces them). */
export async function consumeOpenCodes(db: Database, key: CodeKey, now: Date) {
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(otpCodes.userId, key.userId), eq(otpCodes.purpose, key.purpose), isNull(otpCodes.consumedAt)),
    );
}

export async function insertCode(db: Database, code: typeof otpCodes.$inferInsert) {
  await db.insert(otpCodes).values(code);
}

/** Records a send, and forgets sends older than `forgetBefore`. */
export async function recordSend(db: Database, send: typeof otpSends.$inferInsert, forgetBefore: Date) {
  await db.insert(otpSends).values(send);
  await db.delete(otpSends).where(lt(otpSends.sentAt, forgetBefore));
}

/** Counts one try at a code, atomically; null when it is used or out of tries. */
export async function countTry(db: Database, codeId: number, maxAttempts: number) {
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, codeId), lt(otpCodes.attempts, maxAttempts), isNull(otpCodes.consumedAt)))
    .returning({ attempts: otpCodes.attempts });
  return counted ?? null;
}

/** Uses up one code; false when another request used it first. */
export async function consumeCode(db: Database, codeId: number, now: Date) {
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, codeId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return Boolean(consumed);
}
