import { z } from 'zod';
import { apiErrorSchema } from './common';
import { hasForbiddenCharacters } from './fields';

/** Payment-account connection messages (spec 000 §4, §8; 001 §5, §8). */
export const PAYMENT_MESSAGES = {
  authRequired: 'Authentication required. Please login first.',
  failedToFetchStatus: 'Failed to fetch account status',
  failedToConnect: 'Failed to connect to Stripe',
  failedToCreateLink: 'Failed to create account link',
  failedToOpenDashboard: 'Failed to open Stripe dashboard',
  failedToCreateDashboardLink: 'Failed to create dashboard link',
  setupCompleted: 'Stripe account setup completed successfully!',
  setupFailedToUpdate: 'Setup completed but failed to update status',
  disconnected: 'Your Stripe account has been disconnected successfully.',
  failedToDisconnect: 'Failed to disconnect Stripe account.',
  activeEvents:
    'You have active or pending upcoming events. Please complete or cancel them before removing your Stripe account.',
  // Ours (docs/decisions/019, 020).
  notApproved: 'Your host profile must be approved before you can connect a payment account.',
  noAccount: 'You have not connected a Stripe account yet.',
  onboardingIncomplete: 'Finish setting up your Stripe account before opening its dashboard.',
  notConnected: 'No payment account is connected yet.',
  incomplete: 'Your Stripe account is connected, but its setup is not finished.',
  complete: 'Your Stripe account is ready to receive payouts.',
  providerUnavailable: 'We could not reach Stripe. Please try again in a moment.',
  linkCreated: 'Account link created.',
  dashboardLinkCreated: 'Dashboard link created.',
  invalidUrl: 'Please provide a valid http(s) URL.',
  returnUrlNotOurs: 'Links back must point to this app.',
  webhookSignature: 'The webhook signature is invalid.',
  webhookNotConfigured: 'Stripe webhooks are not configured on this server.',
} as const;

export const accountStatusValueSchema = z.enum(['not_connected', 'incomplete', 'complete', 'error']);

/** The union of both documents' shapes (000 §3, 001 §3). */
export const accountStatusResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    status: accountStatusValueSchema,
    account_id: z.string().nullable(),
    details_submitted: z.boolean(),
    charges_enabled: z.boolean(),
    payouts_enabled: z.boolean(),
    message: z.string(),
  }),
  user: z.object({
    has_stripe_account: z.boolean(),
    onboarding_completed: z.boolean(),
    stripe_account_id: z.string().nullable(),
  }),
  message: z.string(),
});
export type AccountStatusResponse = z.infer<typeof accountStatusResponseSchema>;

// The WHATWG URL parser is a global wherever contracts run (browsers, Node); contracts
// load no DOM or Node typings, so it is declared here with what is used of it.
declare const URL: new (input: string) => { protocol: string; hostname: string };

/**
 * An absolute http(s) address, judged by the URL parser after a length check — no regular
 * expression reads it (a backtracking pattern here once took 11 s on 117 KB).
 */
export function isHttpUrl(value: string) {
  if (value.length === 0 || value.length > 2000 || hasForbiddenCharacters(value) || /\s/.test(value))
    return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const httpUrl = z
  .string({ error: PAYMENT_MESSAGES.invalidUrl })
  .max(2100, { error: PAYMENT_MESSAGES.invalidUrl, abort: true })
  .trim()
  .refine(isHttpUrl, PAYMENT_MESSAGES.invalidUrl);

export const createAccountLinkRequestSchema = z.object({ refresh_url: httpUrl, return_url: httpUrl });
export type CreateAccountLinkRequest = z.input<typeof createAccountLinkRequestSchema>;

export const linkResponseSchema = z.object({
  status: z.literal(true),
  success: z.literal(true),
  url: z.string(),
  message: z.string(),
});
export type LinkResponse = z.infer<typeof linkResponseSchema>;

export const disconnectResponseSchema = z.object({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
});

/** The payment account routes' errors: the spec's shape, with the `success: false` they also carry. */
export const paymentErrorSchema = apiErrorSchema.extend({ success: z.literal(false).optional() });

export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** Payment Details (spec 001 §2 'Payment Details', §5, §8 'Payment'); ours are marked. */
export const PAYMENT_DETAILS_TEXT = {
  title: 'Payment Details',
  openDashboard: 'Open Stripe Dashboard',
  removeAccount: 'Remove Stripe Account',
  connectAccount: 'Connect Stripe Account',
  confirmRemove:
    'Are you sure you want to remove your Stripe account? You will not be able to receive payouts until you reconnect.',
  cancel: 'Cancel',
  proceed: 'Proceed',
  yes: 'Yes',
  no: 'No',
  // Ours: the rows' labels, the dialog's title and the busy and loading texts.
  accountId: 'Account ID',
  detailsSubmitted: 'Details submitted',
  chargesEnabled: 'Charges enabled',
  payoutsEnabled: 'Payouts enabled',
  removeTitle: 'Remove Stripe Account',
  removing: 'Removing…',
  loading: 'Loading payment details…',
} as const;

/** Payment Transaction (spec 001 §2 'Payment Transaction', §8 'Payment'); ours are marked. */
export const TRANSACTION_TEXT = {
  title: 'Payment Transaction',
  columns: {
    id: 'Transaction ID',
    event: 'Event Name',
    date: 'Transaction Date',
    amount: 'Amount',
    hostAmount: 'Host Amount',
    method: 'Payment Method',
    status: 'Payment Status',
    payout: 'Payout',
  },
  empty: 'No transactions found.',
  failedToLoad: 'Failed to load transactions.',
  // Ours: the CSV download and the earnings chart.
  download: 'Download CSV',
  downloading: 'Preparing CSV…',
  downloadFailed: 'The CSV could not be prepared. Please try again.',
  chartTitle: 'Earnings over time',
  chartCaption: (currency: string) => `Host amount per month, in ${currency}`,
  chartMonth: 'Month',
  chartEarnings: 'Host amount',
  chartEmpty: 'No earnings yet.',
  tableCaption: 'Your payment transactions',
  noMethod: '—',
  /** The early-bird discount a guest got, beside the amount they paid (docs/decisions/134). */
  discount: (percent: number) => `${percent} % early-bird`,
} as const;
