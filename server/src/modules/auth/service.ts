import { AUTH_MESSAGES, cooldownMessage, otherRoleMessage, type UserRole } from '@friendly/contracts';
import type { Deps } from '../../context';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError } from '../../lib/errors';
import { randomSlug } from '../../lib/ids';
import { phoneColumns } from '../users/columns';
import { type PhoneInput, phoneTakenError, resolvePhone } from '../users/phone';
import {
  findUserByPhone,
  findUserBySlug,
  insertUserUnlessTaken,
  type UserRow,
  updateUser,
} from '../users/repository';
import { checkCode, cooldownRemaining, type SendCodeDeps, sendCode, signInTarget } from './otp';
import { createSession } from './tokens';
import {
  dropVerificationTickets,
  holdsVerificationTicket,
  issueVerificationTicket,
} from './verification-tickets';

/** All but the last three digits hidden: enough for a host to recognise the number. */
const maskPhone = (phone: string) => `${'•'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;

async function userBySlug(deps: Pick<Deps, 'db'>, slug: string) {
  const user = await findUserBySlug(deps.db, slug);
  if (!user) throw new NotFoundError(AUTH_MESSAGES.userNotFound);
  return user;
}

/** A number whose account has the other role: one account, one role (docs/decisions/079). */
function assertRole(user: UserRow, role: UserRole) {
  if (user.role === role) return;
  const message = otherRoleMessage(user.role as UserRole);
  throw new ConflictError(message, { errors: { phone: [message] } });
}

/**
 * Creates an unverified account of `role` (a host, or a guest of the mobile app), or (same
 * number, never verified) hands back the earlier attempt.
 */
export async function registerUser(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: PhoneInput,
  role: UserRole,
): Promise<UserRow> {
  const phone = await resolvePhone(deps.db, input, {
    country: AUTH_MESSAGES.selectCountryCode,
    phone: AUTH_MESSAGES.registerPhoneInvalid,
  });
  const existing = await findUserByPhone(deps.db, phone.e164);
  if (existing) assertRole(existing, role);
  if (existing?.isVerified) {
    throw new ConflictError(AUTH_MESSAGES.accountExists, {
      errors: { phone: [AUTH_MESSAGES.accountExists] },
    });
  }
  if (existing) return existing;
  const now = deps.clock();
  const created = await insertUserUnlessTaken(deps.db, {
    slug: randomSlug(),
    role,
    ...phoneColumns(phone),
    createdAt: now,
    updatedAt: now,
  });
  // Two registrations raced: the other one created the row.
  const raced = created ?? (await findUserByPhone(deps.db, phone.e164))!;
  assertRole(raced, role);
  return raced;
}

export async function findUserForLogin(
  deps: Pick<Deps, 'db'>,
  input: PhoneInput,
  role: UserRole,
): Promise<UserRow> {
  const phone = await resolvePhone(deps.db, input, {
    country: AUTH_MESSAGES.selectCountryCode,
    phone: AUTH_MESSAGES.loginPhoneInvalid,
  });
  const user = await findUserByPhone(deps.db, phone.e164);
  if (!user)
    throw new NotFoundError(AUTH_MESSAGES.noAccount, { errors: { phone: [AUTH_MESSAGES.noAccount] } });
  assertRole(user, role);
  return user;
}

/**
 * Register and login answer alike: a code is sent (or the one still valid is kept), and
 * this browser gets the ticket of its sign-in attempt.
 */
export async function startSignIn(deps: SendCodeDeps, user: UserRow, ip: string) {
  const result = await sendCode(deps, signInTarget(user), { ip, onCooldown: 'keep' });
  const ticket = await issueVerificationTicket(deps, user.id);
  return { user, sent: result.sent, retryAfter: result.retryAfter, ticket };
}

/**
 * What the verification screen may see of an account by its slug. A slug is an
 * identifier, not a credential: the full number only with this sign-in's ticket
 * (docs/decisions/060).
 */
export async function verificationView(
  deps: Pick<Deps, 'db' | 'clock'>,
  slug: string,
  ticketToken: string | undefined,
) {
  const user = await userBySlug(deps, slug);
  const ticket = await holdsVerificationTicket(deps, user.id, ticketToken);
  return {
    slug: user.slug,
    phone: ticket ? user.phone : maskPhone(user.phone),
    phone_masked: !ticket,
    can_edit_phone: ticket && !user.isVerified,
    country_code: user.countryCode,
    country_id: user.countryId,
    iso_code: user.isoCode,
    is_verified: user.isVerified,
    resend_available_in: await cooldownRemaining(deps, user.phoneE164),
  };
}

/** The code was right: the account is verified, its sign-up tickets go, a session starts. */
export async function verifySignIn(
  deps: Pick<Deps, 'db' | 'clock' | 'secrets' | 'config'>,
  input: { slug: string; otp: string },
  client: { userAgent: string | undefined; ip: string },
) {
  const user = await userBySlug(deps, input.slug);
  await checkCode(deps, signInTarget(user), input.otp);
  const now = deps.clock();
  const verified = await updateUser(
    deps.db,
    user.id,
    user.isVerified ? { updatedAt: now } : { isVerified: true, verifiedAt: now, updatedAt: now },
  );
  if (!verified) throw new NotFoundError(AUTH_MESSAGES.userNotFound);
  await dropVerificationTickets(deps, user.id);
  const session = await createSession(deps, user.id, client, user.role);
  return { user: verified, session };
}

/** A new code to the account's number (Resend). */
export async function resendSignInCode(deps: SendCodeDeps, slug: string, ip: string) {
  const user = await userBySlug(deps, slug);
  return sendCode(deps, signInTarget(user), { ip, onCooldown: 'reject' });
}

/**
 * Corrects the number of a never-verified account during sign-up. Only the browser that
 * started this sign-up may, and only while the account has never been verified: a
 * verified number changes through the signed-in phone change (docs/decisions/060).
 */
export async function correctSignUpPhone(
  deps: SendCodeDeps,
  input: PhoneInput & { slug: string; verification_token: string },
  ip: string,
) {
  const user = await userBySlug(deps, input.slug);
  if (!(await holdsVerificationTicket(deps, user.id, input.verification_token))) {
    throw new ForbiddenError(AUTH_MESSAGES.verificationExpired);
  }
  if (user.isVerified || user.verifiedAt) throw new ForbiddenError(AUTH_MESSAGES.phoneAlreadyVerified);
  const phone = await resolvePhone(deps.db, input, {
    country: AUTH_MESSAGES.invalidCountry,
    phone: AUTH_MESSAGES.newPhoneInvalid,
  });
  const owner = await findUserByPhone(deps.db, phone.e164);
  if (owner && owner.id !== user.id) throw phoneTakenError();
  // The new number's own cooldown and hourly cap apply; nothing changes if refused.
  const wait = await cooldownRemaining(deps, phone.e164);
  if (wait > 0) throw new RateLimitedError(cooldownMessage(wait), wait);
  const updated = await updateUser(
    deps.db,
    user.id,
    { ...phoneColumns(phone), updatedAt: deps.clock() },
    { unverified: true },
  );
  if (!updated) throw new ForbiddenError(AUTH_MESSAGES.phoneAlreadyVerified);
  const result = await sendCode(deps, signInTarget(updated), { ip, onCooldown: 'reject' });
  return { user: updated, phone, retryAfter: result.retryAfter };
}
