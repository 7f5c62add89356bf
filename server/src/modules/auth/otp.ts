import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES, cooldownMessage, hourlyLimitMessage, LIMITS } from '@friendly/contracts';
import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import { secondsBetween } from '../../lib/clock';
import { RateLimitedError, UpstreamError, ValidationError } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { lockUser, type UserRow } from '../users/repository';
import {
  consumeCode,
  consumeOpenCodes,
  countTry,
  insertCode,
  lastSendTo,
  latestActiveCode,
  latestCode,
  lockNumber,
  recordSend,
  sendsToNumberSince,
} from './otp-repository';

const HOUR_MS = 3_600_000;

/** Every route that sends a code counts against the sender's hourly per-IP cap. */
export const enforceSendLimit = (deps: Pick<Deps, 'db' | 'config' | 'clock'>, ip: string) =>
  enforceRateLimit(deps.db, {
    key: `otp-send:${ip}`,
    limit: deps.config.rateLimits.otpSendPerIpPerHour,
    windowSeconds: 3600,
    now: deps.clock(),
  });

/** Every route that checks a code counts against the caller's per-IP cap. */
export const enforceCheckLimit = (deps: Pick<Deps, 'db' | 'config' | 'clock'>, ip: string) =>
  enforceRateLimit(deps.db, {
    key: `otp-check:${ip}`,
    limit: deps.config.rateLimits.otpCheckPerIpPer10Minutes,
    windowSeconds: 600,
    now: deps.clock(),
  });

/** What a code is for: signing in with the account's number, or proving a new one. */
export type CodePurpose = 'sign_in' | 'phone_change';

/** Where a code goes: the account, the number it is sent to, and why. */
export type CodeTarget = { userId: number; phoneE164: string; purpose: CodePurpose };

/** The account's own number, for signing in. */
export const signInTarget = (user: Pick<UserRow, 'id' | 'phoneE164'>): CodeTarget => ({
  userId: user.id,
  phoneE164: user.phoneE164,
  purpose: 'sign_in',
});

function hashCode(key: Buffer, target: CodeTarget, code: string) {
  // The purpose is part of the hash: a sign-in code never proves a new number, and back.
  const scope = target.purpose === 'sign_in' ? '' : `${target.purpose}:`;
  return createHmac('sha256', key)
    .update(`${scope}${target.userId}:${target.phoneE164}:${code}`)
    .digest('hex');
}

/**
 * Seconds until another code may go to this number (0 = now). The cooldown belongs to the
 * number a code was sent to, not to the account: a host who mistyped can correct the
 * number and get a code at once (docs/decisions/060).
 */
async function secondsUntilNextSend(db: Database, phoneE164: string, now: Date) {
  const last = await lastSendTo(db, phoneE164);
  if (!last) return 0;
  return secondsBetween(new Date(last.getTime() + LIMITS.resendCooldownSeconds * 1000), now);
}

/** Seconds until another code may be sent to this number (0 = now). */
export function cooldownRemaining(deps: Pick<Deps, 'db' | 'clock'>, phoneE164: string) {
  return secondsUntilNextSend(deps.db, phoneE164, deps.clock());
}

/**
 * Sends a fresh six-digit code to the target number, replacing the account's earlier code
 * of the same purpose. Within the number's 60-second cooldown it either answers 429 with
 * the seconds left (`onCooldown: 'reject'`: Resend, number changes) or keeps the code
 * already sent (`'keep'`: login and register) — unless that code can no longer be used
 * (signed in with already, or locked after 5 wrong tries): then a fresh one is sent, so
 * the answer "we sent you a code" is always true (docs/decisions/011).
 * At most 5 codes per number per hour, whoever asks.
 */
/** What sending a code needs: the database, the time, the code key, SMS and the log. */
export type SendCodeDeps = Pick<Deps, 'db' | 'clock' | 'secrets' | 'providers' | 'log'>;

export async function sendCode(
  deps: SendCodeDeps,
  target: CodeTarget,
  options: { ip: string; onCooldown: 'reject' | 'keep' },
): Promise<{ sent: boolean; retryAfter: number }> {
  const now = deps.clock();
  const code = String(randomInt(0, 1_000_000)).padStart(LIMITS.otpLength, '0');
  // The checks and the send record happen under a lock on the user row, so two requests
  // at once cannot both pass the cooldown.
  const outcome = await inTransaction(deps.db, async (db) => {
    await lockUser(db, target.userId);
    // Two accounts may ask for the same number (a pending change): serialise by number too.
    await lockNumber(db, target.phoneE164);
    const wait = await secondsUntilNextSend(db, target.phoneE164, now);
    if (wait > 0) {
      const latest = options.onCooldown === 'keep' ? await latestCode(db, target) : null;
      if (!latest || latest.phoneE164 !== target.phoneE164) {
        throw new RateLimitedError(cooldownMessage(wait), wait);
      }
      const usable = !latest.consumedAt && latest.expiresAt > now && latest.attempts < LIMITS.otpMaxAttempts;
      if (usable) return { sent: false, retryAfter: wait };
      // Our own latest code to this number is dead: a fresh one replaces it below.
    }

    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const recent = await sendsToNumberSince(db, target.phoneE164, hourAgo);
    if (recent.sends >= LIMITS.otpSendsPerNumberPerHour && recent.oldest) {
      const oldest = recent.oldest;
      const retryAfter = secondsBetween(new Date(oldest.getTime() + HOUR_MS), now);
      throw new RateLimitedError(hourlyLimitMessage(Math.max(1, Math.ceil(retryAfter / 60))), retryAfter);
    }

    await consumeOpenCodes(db, target, now);
    await insertCode(db, {
      userId: target.userId,
      purpose: target.purpose,
      phoneE164: target.phoneE164,
      codeHash: hashCode(deps.secrets.otpKey, target, code),
      expiresAt: new Date(now.getTime() + LIMITS.otpValidityMinutes * 60_000),
      createdAt: now,
    });
    // Keep the audit trail short: a day is plenty for the hourly cap.
    await recordSend(
      db,
      { userId: target.userId, phoneE164: target.phoneE164, ip: options.ip, sentAt: now },
      new Date(now.getTime() - 24 * HOUR_MS),
    );
    return null;
  });
  if (outcome) return outcome;

  try {
    await deps.providers.sms.send({
      to: target.phoneE164,
      body: `${code} is your Friendly Host verification code. It expires in ${LIMITS.otpValidityMinutes} minutes. Never share it with anyone.`,
      code,
    });
  } catch (error) {
    deps.log.error({ err: error }, 'sending a verification code failed');
    throw new UpstreamError('We could not send the code. Please try again in a moment.');
  }
  return { sent: true, retryAfter: LIMITS.resendCooldownSeconds };
}

const otpError = (message: string) => new ValidationError(message, { errors: { otp: [message] } });

/**
 * Checks a code: the latest unconsumed one of this purpose, sent to this number,
 * unexpired, fewer than 5 wrong tries so far, compared in constant time, consumed exactly
 * once.
 */
export async function checkCode(
  deps: Pick<Deps, 'db' | 'clock' | 'secrets'>,
  target: CodeTarget,
  code: string,
) {
  const db = deps.db;
  const now = deps.clock();
  const active = await latestActiveCode(db, target);
  if (!active || active.expiresAt <= now || active.phoneE164 !== target.phoneE164) {
    throw otpError(AUTH_MESSAGES.codeExpired);
  }
  // Count the try before comparing, atomically, so parallel guesses cannot exceed the limit.
  const counted = await countTry(db, active.id, LIMITS.otpMaxAttempts);
  if (!counted) throw otpError(AUTH_MESSAGES.codeAttemptsExhausted);

  const expected = Buffer.from(active.codeHash, 'hex');
  const actual = Buffer.from(hashCode(deps.secrets.otpKey, target, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw otpError(
      counted.attempts >= LIMITS.otpMaxAttempts
        ? AUTH_MESSAGES.codeAttemptsExhausted
        : AUTH_MESSAGES.codeIncorrect,
    );
  }
  if (!(await consumeCode(db, active.id, now))) throw otpError(AUTH_MESSAGES.codeExpired);
}
