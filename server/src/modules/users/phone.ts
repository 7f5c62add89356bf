import { AUTH_MESSAGES } from '@friendly/contracts';
import type { Database } from '../../db/client';
import { ConflictError, ValidationError } from '../../lib/errors';
import { normalizePhone } from '../../lib/phone';
import { findCountryById } from '../countries/repository';

export type PhoneInput = {
  phone: string;
  country_code: string;
  country_id: number;
  iso_code?: string | undefined;
};

export type ResolvedPhone = Awaited<ReturnType<typeof resolvePhone>>;

/**
 * Resolves the chosen country and the canonical number. The country must exist and its
 * dial code must match the one sent; the number must be possible in that country.
 */
export async function resolvePhone(
  db: Database,
  input: PhoneInput,
  messages: { country: string; phone: string },
) {
  const country = await findCountryById(db, input.country_id);
  if (
    !country ||
    country.isdCode !== input.country_code ||
    (input.iso_code && input.iso_code !== country.code)
  ) {
    throw new ValidationError(messages.country, { errors: { country_id: [messages.country] } });
  }
  const normalized = normalizePhone(input.phone, country.isdCode, country.code);
  if (!normalized) throw new ValidationError(messages.phone, { errors: { phone: [messages.phone] } });
  return { country, ...normalized };
}

/** The number belongs to another account. */
export const phoneTakenError = () =>
  new ConflictError(AUTH_MESSAGES.phoneTaken, { errors: { phone: [AUTH_MESSAGES.phoneTaken] } });
