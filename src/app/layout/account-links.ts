/**
 * What the account menu holds (spec 000 §2.3), in its order: the header's dropdown and the
 * phone menu list the same entries from here, then Log Out.
 */
export const ACCOUNT_LINKS = [
  { to: '/my-profile', label: 'My Profile' },
  { to: '/payment-details', label: 'Payment Details' },
  { to: '/payment-transaction', label: 'Payment Transaction' },
  { to: '/host-event-reviews', label: 'Event Reviews' },
] as const;

export const LOG_OUT_LABEL = 'Log Out';
