import { AUTH_MESSAGES } from '@friendly/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { otpCodes, sessions, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { type CodeTarget, checkCode, sendCode } from '../auth/otp';
import type { resolvePhone } from '../auth/service';
import type { Auth, UserRow } from '../auth/tokens';
import { notify } from '../notifications/service';

type ResolvedPhone = Awaited<ReturnType<typeof resolvePhone>>;

const phoneChangeTarget = (userId: number, phoneE164: string): CodeTarget => ({
  userId,
  phoneE164,
  purpose: 'phone_change',
});

/** The columns that hold a new number until its code is entered. */
export function pendingPhoneColumns(phone: ResolvedPhone, now: Date) {
  return {
    pendingPhone: phone.national,
    pendingPhoneE164: phone.e164,
    pendingCountryCode: phone.country.isdCode,
    pendingCountryId: phone.country.id,
    pendingIsoCode: phone.country.code,
    pendingPhoneRequestedAt: now,
  };
}

const noPendingPhone = {
  pendingPhone: null,
  pendingPhoneE164: null,
  pendingCountryCode: null,
  pendingCountryId: null,
  pendingIsoCode: null,
  pendingPhoneRequestedAt: null,
};

/**
 * A signed-in host asks for a new number (docs/decisions/060). The account stays on its
 * verified number; a code goes to the new one, which takes over only once the code is
 * entered. Checks and sends before the caller stores anything: a refusal (number taken,
 * cooldown, hourly cap) changes nothing. Repeating the request within the cooldown keeps
 * the code already sent.
 */
export async function sendPhoneChangeCode(
  app: FastifyInstance,
  user: UserRow,
  phone: ResolvedPhone,
  ip: string,
) {
  const [owner] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneE164, phone.e164));
  if (owner && owner.id !== user.id) {
    throw new HttpError(409, AUTH_MESSAGES.phoneTaken, { phone: [AUTH_MESSAGES.phoneTaken] });
  }
  const result = await sendCode(app, phoneChangeTarget(user.id, phone.e164), { ip, onCooldown: 'keep' });
  return result.retryAfter;
}

/** A new code to the pending number (Resend). */
export async function resendPhoneChangeCode(app: FastifyInstance, user: UserRow, ip: string) {
  if (!user.pendingPhoneE164) throw new HttpError(409, AUTH_MESSAGES.noPendingPhoneChange);
  const result = await sendCode(app, phoneChangeTarget(user.id, user.pendingPhoneE164), {
    ip,
    onCooldown: 'reject',
  });
  return result.retryAfter;
}

/**
 * The code sent to the pending number was entered: the number becomes the account's.
 * Every other session ends (they signed in with the old number); this one stays. The
 * account is told in the app, and the old number by text, in case it was not the owner.
 */
export async function confirmPhoneChange(app: FastifyInstance, auth: Auth, otp: string) {
  const { user } = auth;
  if (!user.pendingPhoneE164 || !user.pendingPhone || !user.pendingCountryCode) {
    throw new HttpError(409, AUTH_MESSAGES.noPendingPhoneChange);
  }
  await checkCode(app, phoneChangeTarget(user.id, user.pendingPhoneE164), otp);
  const now = app.clock();
  const updated = await app.database.db
    .transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [row] = await db
        .update(users)
        .set({
          phone: user.pendingPhone!,
          phoneE164: user.pendingPhoneE164!,
          countryCode: user.pendingCountryCode!,
          countryId: user.pendingCountryId,
          isoCode: user.pendingIsoCode,
          ...noPendingPhone,
          updatedAt: now,
        })
        // The pending number must still be the one the code proved.
        .where(and(eq(users.id, user.id), eq(users.pendingPhoneE164, user.pendingPhoneE164!)))
        .returning();
      if (!row) throw new HttpError(409, AUTH_MESSAGES.noPendingPhoneChange);
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(eq(sessions.userId, user.id), ne(sessions.id, auth.sessionId), isNull(sessions.revokedAt)),
        );
      await notify(
        db,
        user.id,
        {
          type: 'account.phone_changed',
          title: 'Your phone number was changed',
          message: `You now sign in with ${row.countryCode} ${row.phone}. Other devices were signed out.`,
          data: null,
        },
        now,
      );
      return row;
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      // Someone registered the number meanwhile: the change cannot happen.
      await app.database.db.update(users).set(noPendingPhone).where(eq(users.id, user.id));
      throw new HttpError(409, AUTH_MESSAGES.phoneTaken, { phone: [AUTH_MESSAGES.phoneTaken] });
    });
  try {
    await app.providers.sms.send({
      to: user.phoneE164,
      body: `Your Friendly Host account now uses a different phone number. If you did not make this change, contact us right away.`,
    });
  } catch (error) {
    app.log.warn({ err: error }, 'could not tell the old number about a phone change');
  }
  return updated;
}

/** The host gives up the change: the pending number and its code are dropped. */
export async function cancelPhoneChange(app: FastifyInstance, user: UserRow) {
  if (!user.pendingPhoneE164) throw new HttpError(409, AUTH_MESSAGES.noPendingPhoneChange);
  const now = app.clock();
  return app.database.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(eq(otpCodes.userId, user.id), eq(otpCodes.purpose, 'phone_change'), isNull(otpCodes.consumedAt)),
      );
    const [row] = await db
      .update(users)
      .set({ ...noPendingPhone, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return row!;
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
