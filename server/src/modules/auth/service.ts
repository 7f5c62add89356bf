import { AUTH_MESSAGES } from '@friendly/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countries, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { randomSlug } from '../../lib/ids';
import { normalizePhone } from '../../lib/phone';
import type { UserRow } from './tokens';

type PhoneInput = { phone: string; country_code: string; country_id: number; iso_code?: string | undefined };

/**
 * Resolves the chosen country and the canonical number. The country must exist and its
 * dial code must match the one sent; the number must be possible in that country.
 */
export async function resolvePhone(
  app: FastifyInstance,
  input: PhoneInput,
  messages: { country: string; phone: string },
) {
  const [country] = await app.database.db.select().from(countries).where(eq(countries.id, input.country_id));
  if (
    !country ||
    country.isdCode !== input.country_code ||
    (input.iso_code && input.iso_code !== country.code)
  ) {
    throw new HttpError(422, messages.country, { country_id: [messages.country] });
  }
  const normalized = normalizePhone(input.phone, country.isdCode, country.code);
  if (!normalized) throw new HttpError(422, messages.phone, { phone: [messages.phone] });
  return { country, ...normalized };
}

export async function findUserByPhone(app: FastifyInstance, e164: string) {
  const [user] = await app.database.db.select().from(users).where(eq(users.phoneE164, e164));
  return user ?? null;
}

export async function findUserBySlug(app: FastifyInstance, slug: string) {
  const [user] = await app.database.db.select().from(users).where(eq(users.slug, slug));
  return user ?? null;
}

/** Creates an unverified host, or (same number, never verified) hands back the earlier attempt. */
export async function registerHost(app: FastifyInstance, input: PhoneInput): Promise<UserRow> {
  const phone = await resolvePhone(app, input, {
    country: AUTH_MESSAGES.selectCountryCode,
    phone: AUTH_MESSAGES.registerPhoneInvalid,
  });
  const existing = await findUserByPhone(app, phone.e164);
  if (existing?.isVerified) {
    throw new HttpError(409, AUTH_MESSAGES.accountExists, { phone: [AUTH_MESSAGES.accountExists] });
  }
  if (existing) return existing;
  const now = app.clock();
  const [created] = await app.database.db
    .insert(users)
    .values({
      slug: randomSlug(),
      phone: phone.national,
      countryCode: phone.country.isdCode,
      countryId: phone.country.id,
      isoCode: phone.country.code,
      phoneE164: phone.e164,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // Two registrations raced: the other one created the row.
  return created ?? (await findUserByPhone(app, phone.e164))!;
}

export async function findHostForLogin(app: FastifyInstance, input: PhoneInput): Promise<UserRow> {
  const phone = await resolvePhone(app, input, {
    country: AUTH_MESSAGES.selectCountryCode,
    phone: AUTH_MESSAGES.loginPhoneInvalid,
  });
  const user = await findUserByPhone(app, phone.e164);
  if (!user) throw new HttpError(404, AUTH_MESSAGES.noAccount, { phone: [AUTH_MESSAGES.noAccount] });
  return user;
}
