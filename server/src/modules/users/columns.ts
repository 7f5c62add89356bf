import type { UserChanges } from './repository';

/** A canonical number and its country, as resolvePhone answers it or a pending change holds it. */
type PhoneParts = {
  national: string;
  e164: string;
  country: { id: number | null; isdCode: string; code: string | null };
};

/** The columns of the account's own number. */
export const phoneColumns = (phone: PhoneParts) =>
  ({
    phone: phone.national,
    phoneE164: phone.e164,
    countryCode: phone.country.isdCode,
    countryId: phone.country.id,
    isoCode: phone.country.code,
  }) satisfies UserChanges;

/** The columns that hold a new number until its code is entered (docs/decisions/060). */
export const pendingPhoneColumns = (phone: PhoneParts, now: Date) =>
  ({
    pendingPhone: phone.national,
    pendingPhoneE164: phone.e164,
    pendingCountryCode: phone.country.isdCode,
    pendingCountryId: phone.country.id,
    pendingIsoCode: phone.country.code,
    pendingPhoneRequestedAt: now,
  }) satisfies UserChanges;

export const noPendingPhone = {
  pendingPhone: null,
  pendingPhoneE164: null,
  pendingCountryCode: null,
  pendingCountryId: null,
  pendingIsoCode: null,
  pendingPhoneRequestedAt: null,
} satisfies UserChanges;

/** A payment account's state as the provider last told it. */
export const stripeAccountColumns = (account: {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  onboardingCompleted: boolean;
  /** Its default currency (docs/decisions/134); null while none is known. */
  defaultCurrency: string | null;
}) =>
  ({
    stripeDetailsSubmitted: account.detailsSubmitted,
    stripeChargesEnabled: account.chargesEnabled,
    stripePayoutsEnabled: account.payoutsEnabled,
    stripeOnboardingCompleted: account.onboardingCompleted,
    payoutCurrency: account.defaultCurrency,
  }) satisfies UserChanges;

/** A payment account just attached, or none: nothing submitted, nothing enabled. */
export const freshStripeAccount = stripeAccountColumns({
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  onboardingCompleted: false,
  defaultCurrency: null,
});
