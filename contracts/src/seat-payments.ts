import { z } from 'zod';
import { LIMITS } from './constants';
import { discountedPriceMinor } from './money';
import { pageOf, pageQuerySchema } from './paging';

/**
 * Paying for a seat, refunds, and the host's transactions (docs/decisions/084).
 * Money is integer minor units; text amounts are major units with two decimals.
 */

export const SEAT_PAYMENTS = {
  /** A paid join holds the seat this long while the guest pays. */
  holdMinutes: 15,
  /** The event's discount goes to guests who join at least this long before the start. */
  earlyBirdDays: LIMITS.earlyBirdDays,
} as const;

export const SEAT_PAYMENT_MESSAGES = {
  paymentStarted: 'Your seat is held for 15 minutes while you pay.',
  paymentFailedToStart: 'We could not start the payment. Please try again.',
  /** A paid join while the host's payout account is disconnected or restricted (docs/decisions/101). */
  hostPayoutAccountLost:
    'The host’s payout account is not connected right now, so this event cannot take payments. Try again once the host has reconnected it.',
  refundOnLeave: 'You have left the event. Your payment will be refunded in full.',
  /** Leaving under a policy that gives part back now (docs/decisions/147). */
  partialRefundOnLeave: (amount: string, policy: string) =>
    `You have left the event. Under its ${policy} cancellation policy, ${amount} of your payment will be refunded.`,
  noRefundOnLeave: (policy: string) =>
    `You have left the event. Under its ${policy} cancellation policy, this payment is not refunded.`,
  transactionsListed: 'Transactions retrieved successfully.',
  /** A transaction's mark on Payment Transaction: the seat came from the waitlist (docs/decisions/149). */
  refilledSeat: 'Refilled from the waitlist',
} as const;

/** What a guest pays for a seat: the price, less the event's discount when it applies. */
export function seatPriceMinor(input: {
  priceMinor: number;
  enableDiscount: boolean;
  discountPercent: number;
  startsAt: Date;
  now: Date;
}) {
  const early = input.startsAt.getTime() - input.now.getTime() >= SEAT_PAYMENTS.earlyBirdDays * 86_400_000;
  const percent = input.enableDiscount && early ? Math.min(100, Math.max(0, input.discountPercent)) : 0;
  return {
    baseMinor: discountedPriceMinor(input.priceMinor, percent),
    discountPercent: percent,
  };
}

export const TRANSACTION_STATUSES = ['processing', 'succeeded', 'refunded', 'partially_refunded'] as const;

export const TRANSACTION_STATUS_LABELS: Record<string, string> = {
  requires_payment: 'Awaiting payment',
  processing: 'Processing',
  succeeded: 'Succeeded',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  failed: 'Failed',
  canceled: 'Canceled',
};

const money = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .describe('Major units with 2 decimals, e.g. "25.00"');

/** One row of Payment Transaction (spec 001 §3 'Transaction'). */
export const transactionSchema = z.object({
  id: z.number().int(),
  provider_payment_intent: z.string().nullable(),
  provider_payment_id: z.string().nullable().describe('The charge'),
  event: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  guest: z.object({ id: z.number().int(), name: z.string().nullable() }).describe('Ours'),
  created_at: z.string(),
  amount: money.describe('What the guest paid (the base amount)'),
  amount_minor: z.number().int(),
  currency: z.string().describe('ISO code, lower case; usd by default'),
  commission_percent: z.number(),
  commission_amount_minor: z.number().int().describe('Ours: the application fee'),
  metadata: z.object({
    base_event_amount: money,
    refunded_amount: money,
    base_event_amount_minor: z.number().int(),
    refunded_amount_minor: z.number().int(),
    discount_percent: z
      .number()
      .int()
      .describe('The early-bird discount the guest got, in whole percent; 0 for none'),
    price_minor: z
      .number()
      .int()
      .describe('Ours: the event’s price before the discount, in minor units (docs/decisions/134)'),
  }),
  host_amount_minor: z.number().int().describe('Ours: hostAmountMinor() of the contracts'),
  payment_method: z.string().nullable(),
  provider: z.string(),
  status: z.string(),
  status_label: z.string(),
  payout_status: z
    .string()
    .nullable()
    .describe(
      'pending, in_transit, paid, failed, canceled; refunded: refunded in full before any payout; null: not yet',
    ),
  refilled_seat: z
    .boolean()
    .describe('Ours: the seat was refilled from the waitlist after a guest left (docs/decisions/149)'),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsQuerySchema = pageQuerySchema();

export const transactionsResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal(true),
  message: z.string(),
  data: pageOf(transactionSchema),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/** What a paid join answers beside the membership: how the guest pays. */
export const seatPaymentSchema = z.object({
  id: z.number().int(),
  amount: money,
  amount_minor: z.number().int(),
  currency: z.string(),
  discount_percent: z.number().int(),
  client_secret: z.string().nullable().describe('For Stripe’s payment sheet'),
  checkout_url: z.string().nullable().describe('The sandbox’s test card page'),
  hold_expires_at: z.string(),
});
