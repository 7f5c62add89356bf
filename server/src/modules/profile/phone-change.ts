import { AUTH_MESSAGES } from '@friendly/contracts';
import type { Deps } from '../../context';
import { inTransaction } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { type CodeTarget, checkCode, type SendCodeDeps, sendCode } from '../auth/otp';
import { consumeOpenCodes } from '../auth/otp-repository';
import { revokeOtherSessions } from '../auth/sessions-repository';
import type { Auth } from '../auth/tokens';
import { notify } from '../notifications/service';
import { noPendingPhone, phoneColumns } from '../users/columns';
import { phoneTakenError, type ResolvedPhone } from '../users/phone';
import { findUserByPhone, type UserRow, updateUser } from '../users/repository';

const phoneChangeTarget = (userId: number, phoneE164: string): CodeTarget => ({
  userId,
  phoneE164,
  purpose: 'phone_change',
});

const noPendingChange = () => new ConflictError(AUTH_MESSAGES.noPendingPhoneChange);

/**
 * A signed-in host asks for a new number (docs/decisions/060). The account stays on its
 * verified number; a code goes to the new one, which takes over only once the code is
 * entered. Checks and sends before the caller stores anything: a refusal (number taken,
 * cooldown, hourly cap) changes nothing. Repeating the request within the cooldown keeps
 * the code already sent.
 */
export async function sendPhoneChangeCode(
  deps: SendCodeDeps,
  user: UserRow,
  phone: ResolvedPhone,
  ip: string,
) {
  const owner = await findUserByPhone(deps.db, phone.e164);
  if (owner && owner.id !== user.id) throw phoneTakenError();
  const result = await sendCode(deps, phoneChangeTarget(user.id, phone.e164), { ip, onCooldown: 'keep' });
  return result.retryAfter;
}

/** A new code to the pending number (Resend). */
export async function resendPhoneChangeCode(deps: SendCodeDeps, user: UserRow, ip: string) {
  if (!user.pendingPhoneE164) throw noPendingChange();
  const result = await sendCode(deps, phoneChangeTarget(user.id, user.pendingPhoneE164), {
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
export async function confirmPhoneChange(
  deps: Pick<Deps, 'db' | 'clock' | 'secrets' | 'providers' | 'log'>,
  auth: Auth,
  otp: string,
) {
  const { user } = auth;
  const pendingE164 = user.pendingPhoneE164;
  if (!pendingE164 || !user.pendingPhone || !user.pendingCountryCode) throw noPendingChange();
  await checkCode(deps, phoneChangeTarget(user.id, pendingE164), otp);
  const now = deps.clock();
  const updated = await inTransaction(deps.db, async (db) => {
    const row = await updateUser(
      db,
      user.id,
      {
        ...phoneColumns({
          national: user.pendingPhone!,
          e164: pendingE164,
          country: {
            id: user.pendingCountryId,
            isdCode: user.pendingCountryCode!,
            code: user.pendingIsoCode,
          },
        }),
        ...noPendingPhone,
        updatedAt: now,
      },
      // The pending number must still be the one the code proved.
      { pendingPhoneE164: pendingE164 },
    );
    if (!row) throw noPendingChange();
    await revokeOtherSessions(db, user.id, auth.sessionId, now);
    await notify(
      db,
      user.id,
      { type: 'account.phone_changed', facts: { countryCode: row.countryCode, phone: row.phone } },
      now,
    );
    return row;
  }).catch(async (error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    // Someone registered the number meanwhile: the change cannot happen.
    await updateUser(deps.db, user.id, noPendingPhone);
    throw phoneTakenError();
  });
  try {
    await deps.providers.sms.send({
      to: user.phoneE164,
      body: `Your Friendly Host account now uses a different phone number. If you did not make this change, contact us right away.`,
    });
  } catch (error) {
    deps.log.warn({ err: error }, 'could not tell the old number about a phone change');
  }
  return updated;
}

/** The host gives up the change: the pending number and its code are dropped. */
export async function cancelPhoneChange(deps: Pick<Deps, 'db' | 'clock'>, user: UserRow) {
  if (!user.pendingPhoneE164) throw noPendingChange();
  const now = deps.clock();
  return inTransaction(deps.db, async (db) => {
    await consumeOpenCodes(db, { userId: user.id, purpose: 'phone_change' }, now);
    const row = await updateUser(db, user.id, { ...noPendingPhone, updatedAt: now });
    if (!row) throw noPendingChange();
    return row;
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
