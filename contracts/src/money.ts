import { LIMITS } from './constants';

/**
 * Money, in integer minor units everywhere (cents for usd): what a guest pays, the
 * commission we keep and what the host earns (spec 001 §3 'Transaction', §9). One place,
 * used by the server and the app (docs/decisions/075).
 */

/** Our commission on a payment, rounded half up to a whole minor unit. */
export function commissionMinor(
  baseMinor: number,
  commissionPercent: number = LIMITS.defaultCommissionPercent,
) {
  if (baseMinor <= 0 || commissionPercent <= 0) return 0;
  // Integer arithmetic: percent may carry up to two decimals (12.5 %).
  const basisPoints = Math.round(commissionPercent * 100);
  return Math.min(baseMinor, Math.floor((baseMinor * basisPoints + 5_000) / 10_000));
}

export type HostAmountInput = {
  /** What the guest paid for the seat, before refunds (`metadata.base_event_amount`). */
  baseMinor: number;
  /** What was given back (`metadata.refunded_amount`). */
  refundedMinor?: number;
  /** `commission_percent` of the transaction; 15 by default. */
  commissionPercent?: number;
};

/**
 * What the host earns from one payment (spec 001 §9): the base amount minus refunds minus
 * the commission on the base, floored at zero.
 */
export function hostAmountMinor({ baseMinor, refundedMinor = 0, commissionPercent }: HostAmountInput) {
  return Math.max(0, baseMinor - refundedMinor - commissionMinor(baseMinor, commissionPercent));
}

// Currencies and the provider's smallest charge ----------------------------------------

/**
 * Stripe's minimum charge per currency (its "minimum and maximum charge amounts" table),
 * in minor units, with the currency's number of decimals. A seat priced below it could
 * never be paid for: Stripe refuses the PaymentIntent (docs/decisions/102).
 */
export const PROVIDER_MINIMUM_CHARGE: Readonly<Record<string, { minimumMinor: number; decimals: number }>> = {
  usd: { minimumMinor: 50, decimals: 2 },
  aud: { minimumMinor: 50, decimals: 2 },
  brl: { minimumMinor: 50, decimals: 2 },
  cad: { minimumMinor: 50, decimals: 2 },
  chf: { minimumMinor: 50, decimals: 2 },
  czk: { minimumMinor: 1500, decimals: 2 },
  dkk: { minimumMinor: 250, decimals: 2 },
  eur: { minimumMinor: 50, decimals: 2 },
  gbp: { minimumMinor: 30, decimals: 2 },
  hkd: { minimumMinor: 400, decimals: 2 },
  huf: { minimumMinor: 17500, decimals: 2 },
  inr: { minimumMinor: 50, decimals: 2 },
  jpy: { minimumMinor: 50, decimals: 0 },
  mxn: { minimumMinor: 1000, decimals: 2 },
  myr: { minimumMinor: 200, decimals: 2 },
  nok: { minimumMinor: 300, decimals: 2 },
  nzd: { minimumMinor: 50, decimals: 2 },
  pln: { minimumMinor: 200, decimals: 2 },
  ron: { minimumMinor: 200, decimals: 2 },
  sek: { minimumMinor: 300, decimals: 2 },
  sgd: { minimumMinor: 50, decimals: 2 },
  thb: { minimumMinor: 1000, decimals: 2 },
};

/**
 * The currencies the app charges in: those of the table with two decimals, so that a
 * price the host types as major units with at most two decimals is `× 100` minor units
 * everywhere (docs/decisions/075). A host is paid in the connected account's default
 * currency when it is one of these, in usd otherwise (docs/decisions/134).
 */
export const SUPPORTED_CURRENCIES: readonly string[] = Object.entries(PROVIDER_MINIMUM_CHARGE)
  .filter(([, { decimals }]) => decimals === 2)
  .map(([code]) => code);

/**
 * The currency a host's events are priced, charged, refunded and paid out in: the payment
 * account's default currency (Stripe's `default_currency`), lower case, when the app charges
 * in it; usd when none is known or it is not one the app charges in (docs/decisions/134).
 */
export function chargeCurrency(accountCurrency: string | null | undefined): string {
  const code = (accountCurrency ?? '').trim().toLowerCase();
  return SUPPORTED_CURRENCIES.includes(code) ? code : LIMITS.defaultCurrency;
}

/** The smallest seat price the provider will charge in `currency` (usd's when the currency is not in the table). */
export function minimumChargeMinor(currency: string = LIMITS.defaultCurrency): number {
  return (PROVIDER_MINIMUM_CHARGE[currency.toLowerCase()] ?? PROVIDER_MINIMUM_CHARGE.usd!).minimumMinor;
}

/** Minor units as people read them with the currency's code: '0.50 USD', '50 JPY'. */
export function formatMoneyWithCurrency(minor: number, currency: string = LIMITS.defaultCurrency): string {
  const code = currency.toLowerCase();
  const decimals = PROVIDER_MINIMUM_CHARGE[code]?.decimals ?? 2;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const unit = 10 ** decimals;
  const fraction = decimals > 0 ? `.${String(abs % unit).padStart(decimals, '0')}` : '';
  return `${sign}${Math.floor(abs / unit)}${fraction} ${code.toUpperCase()}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(code: string): Intl.NumberFormat | null {
  if (!moneyFormats.has(code)) {
    try {
      moneyFormats.set(code, new Intl.NumberFormat('en-US', { style: 'currency', currency: code }));
    } catch {
      // Not a currency Intl knows: written '25.00 XYZ' instead.
      moneyFormats.set(code, null);
    }
  }
  return moneyFormats.get(code) ?? null;
}

/**
 * Minor units as the app and its notifications show money, with `Intl.NumberFormat` in the
 * currency: '$45.00' for usd, and the code where '$' alone would be ambiguous — 'A$45.00'
 * for aud, 'CA$45.00' for cad — '€45.00' for eur, '£45.00' for gbp. Usd when the currency
 * is missing (docs/decisions/134).
 */
export function formatMoney(
  minor: number,
  currency: string | null | undefined = LIMITS.defaultCurrency,
): string {
  const code = (currency ?? '').trim().toUpperCase() || LIMITS.defaultCurrency.toUpperCase();
  const format = moneyFormat(code);
  if (!format) return `${formatMinor(minor)} ${code}`;
  // Intl knows each currency's minor unit (2 for usd, 0 for jpy); no table is needed here.
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** The currency's sign as the form's price label shows it: '$' for usd, 'A$' for aud, 'EUR' when Intl has none. */
export function currencySymbol(currency: string | null | undefined = LIMITS.defaultCurrency): string {
  const code = (currency ?? '').trim().toUpperCase() || LIMITS.defaultCurrency.toUpperCase();
  const part = moneyFormat(code)
    ?.formatToParts(0)
    .find((one) => one.type === 'currency');
  return part?.value ?? code;
}

/**
 * A price less a whole-percent discount, the discount rounded half up to a whole minor
 * unit (45.50 at 25 % → 34.12): what a guest who gets the early-bird discount pays
 * (docs/decisions/084), and what the form's minimum-charge rule checks.
 */
export function discountedPriceMinor(priceMinor: number, discountPercent: number): number {
  return priceMinor - commissionMinor(priceMinor, Math.min(100, Math.max(0, discountPercent)));
}

/** Integer minor units as the text the app shows ('25.00'). */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * What a guest pays for a paid seat: the early-bird price (the discount, for guests who
 * join at least `LIMITS.earlyBirdDays` before the start) and the full price after it; null
 * when no discount applies (docs/decisions/084, docs/screens/086).
 */
export function guestPricesMinor(priceMinor: number, discountPercent: number, discountOn: boolean) {
  if (!discountOn || discountPercent <= 0 || priceMinor <= 0) return null;
  return { earlyMinor: discountedPriceMinor(priceMinor, discountPercent), fullMinor: priceMinor };
}
