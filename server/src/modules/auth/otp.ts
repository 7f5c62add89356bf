import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES, cooldownMessage, hourlyLimitMessage, LIMITS } from '@friendly/contracts';
import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { otpCodes, otpSends, users } from '../../db/schema';
import { secondsBetween } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { UserRow } from './tokens';

const HOUR_MS = 3_600_000;

function hashCode(key: Buffer, userId: number, phoneE164: string, code: string) {
  return createHmac('sha256', key).update(`${userId}:${phoneE164}:${code}`).digest('hex');
}

async function secondsUntilNextSend(db: Database, userId: number, now: Date) {
  const [row] = await db
    .select({ last: max(otpSends.sentAt) })
    .from(otpSends)
    .where(eq(otpSends.userId, userId));
  if (!row?.last) return 0;
  const last = row.last instanceof Date ? row.last : new Date(row.last);
  return secondsBetween(new Date(last.getTime() + LIMITS.resendCooldownSeconds * 1000), now);
}

/** Seconds until this user may be sent another code (0 = now). */
export function cooldownRemaining(app: FastifyInstance, userId: number) {
  return secondsUntilNextSend(app.database.db, userId, app.clock());
}

/**
 * Sends a fresh six-digit code to the user's number, replacing any earlier one. Within the
 * 60-second cooldown it either answers 429 with the seconds left (`onCooldown: 'reject'`,
 * Resend and phone updates) or keeps the code already sent (`'keep'`, login and register)
 * — unless that code has already been used to sign in.
 * At most 5 codes per number per hour.
 */
export async function sendCode(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'phoneE164'>,
  options: { ip: string; onCooldown: 'reject' | 'keep' },
): Promise<{ sent: boolean; retryAfter: number }> {
  const now = app.clock();
  const code = String(randomInt(0, 1_000_000)).padStart(LIMITS.otpLength, '0');
  // The checks and the send record happen under a lock on the user row, so two requests
  // at once cannot both pass the cooldown.
  const outcome = await app.database.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const wait = await secondsUntilNextSend(db, user.id, now);
    if (wait > 0) {
      if (options.onCooldown === 'reject') {
        throw new HttpError(429, cooldownMessage(wait), undefined, { retry_after: wait });
      }
      // Keeping the code only helps while it can still be used: once the latest code has
      // signed the user in (a log-out and log-in within the minute), a new one is sent.
      // Only the code's owner can get here, and the hourly cap below still applies.
      const [latest] = await db
        .select({ consumedAt: otpCodes.consumedAt })
        .from(otpCodes)
        .where(eq(otpCodes.userId, user.id))
        .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
        .limit(1);
      if (!latest?.consumedAt) return { sent: false, retryAfter: wait };
    }

    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const [recent] = await db
      .select({ sends: count(), oldest: sql<Date | string | null>`min(${otpSends.sentAt})` })
      .from(otpSends)
      .where(and(eq(otpSends.phoneE164, user.phoneE164), gt(otpSends.sentAt, hourAgo)));
    if ((recent?.sends ?? 0) >= LIMITS.otpSendsPerNumberPerHour && recent?.oldest) {
      const oldest = new Date(recent.oldest);
      const retryAfter = secondsBetween(new Date(oldest.getTime() + HOUR_MS), now);
      throw new HttpError(429, hourlyLimitMessage(Math.max(1, Math.ceil(retryAfter / 60))), undefined, {
        retry_after: retryAfter,
      });
    }

    await db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt)));
    await db.insert(otpCodes).values({
      userId: user.id,
      phoneE164: user.phoneE164,
      codeHash: hashCode(app.secrets.otpKey, user.id, user.phoneE164, code),
      expiresAt: new Date(now.getTime() + LIMITS.otpValidityMinutes * 60_000),
      createdAt: now,
    });
    await db
      .insert(otpSends)
      .values({ userId: user.id, phoneE164: user.phoneE164, ip: options.ip, sentAt: now });
    // Keep the audit trail short: a day is plenty for the hourly cap.
    await db.delete(otpSends).where(lt(otpSends.sentAt, new Date(now.getTime() - 24 * HOUR_MS)));
    return null;
  });
  if (outcome) return outcome;

  try {
    await app.providers.sms.send({
      to: user.phoneE164,
      body: `${code} is your Friendly Host verification code. It expires in ${LIMITS.otpValidityMinutes} minutes. Never share it with anyone.`,
      code,
    });
  } catch (error) {
    app.log.error({ err: error }, 'sending a verification code failed');
    throw new HttpError(502, 'We could not send the code. Please try again in a moment.');
  }
  return { sent: true, retryAfter: LIMITS.resendCooldownSeconds };
}

const otpError = (message: string) => new HttpError(422, message, { otp: [message] });

/**
 * Checks a code: the latest unconsumed one, unexpired, fewer than 5 wrong tries so far,
 * compared in constant time, consumed exactly once.
 */
export async function checkCode(app: FastifyInstance, user: Pick<UserRow, 'id' | 'phoneE164'>, code: string) {
  const db = app.database.db;
  const now = app.clock();
  const [active] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  if (!active || active.expiresAt <= now || active.phoneE164 !== user.phoneE164) {
    throw otpError(AUTH_MESSAGES.codeExpired);
  }
  // Count the try before comparing, atomically, so parallel guesses cannot exceed the limit.
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, active.id),
        lt(otpCodes.attempts, LIMITS.otpMaxAttempts),
        isNull(otpCodes.consumedAt),
      ),
    )
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw otpError(AUTH_MESSAGES.codeAttemptsExhausted);

  const expected = Buffer.from(active.codeHash, 'hex');
  const actual = Buffer.from(hashCode(app.secrets.otpKey, user.id, user.phoneE164, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw otpError(
      counted.attempts >= LIMITS.otpMaxAttempts
        ? AUTH_MESSAGES.codeAttemptsExhausted
        : AUTH_MESSAGES.codeIncorrect,
    );
  }
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, active.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw otpError(AUTH_MESSAGES.codeExpired);
}
