/**
 * The line of a full event (docs/decisions/149): when a seat frees, the first guest in line
 * gets it — seated at once at a free event, charged off-session with auto-claim, or offered
 * the seat for a claim window. Plain data, no zod: the host's screens, the guests' API and
 * the server read the same rules.
 */

export const WAITLIST_STATES = ['waiting', 'offered', 'seated', 'expired', 'left'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/** States still in line: they have a position. */
export const IN_LINE_STATES = ['waiting', 'offered'] as const satisfies readonly WaitlistState[];

export const WAITLIST = {
  /** How long an offered seat is held for the guest to claim it. */
  claimWindowMinutes: 120,
  /** …and when the event starts within `shortWindowWithinHours`. */
  shortClaimWindowMinutes: 30,
  shortWindowWithinHours: 24,
  /** The host's Event details lists this many guests of the line by name. */
  namesShown: 50,
} as const;

/** When an offer made at `now` for an event starting at `startsAt` runs out (never after the start). */
export function offerExpiresAt(now: Date, startsAt: Date) {
  const soon = startsAt.getTime() - now.getTime() <= WAITLIST.shortWindowWithinHours * 3_600_000;
  const minutes = soon ? WAITLIST.shortClaimWindowMinutes : WAITLIST.claimWindowMinutes;
  return new Date(Math.min(now.getTime() + minutes * 60_000, startsAt.getTime()));
}

export const WAITLIST_STATE_LABELS: Readonly<Record<WaitlistState, string>> = {
  waiting: 'Waiting',
  offered: 'Seat offered',
  seated: 'Seated',
  expired: 'Offer expired',
  left: 'Left the line',
};

/** The line on the host's screens: '3 waiting'. */
export const waitlistCount = (count: number) => `${count} waiting`;

export const WAITLIST_MESSAGES = {
  joined: (position: number) => `You are on the waitlist: number ${position} in line.`,
  joinedSaveCard: (position: number) =>
    `You are on the waitlist: number ${position} in line. Save a card to take a freed seat automatically.`,
  /** The line is for full events only. */
  notFull: 'This event has seats left: join it instead.',
  /** A guest who holds a seat, or a hold while paying, does not queue for another. */
  holdsSeat: 'You already have a seat at this event.',
  left: 'You have left the waitlist.',
  notInLine: 'You are not on the waitlist of this event.',
  listed: 'Waitlists retrieved successfully.',
  noOffer: 'No seat is offered to you at this event right now.',
  /** An auto-claim's charge of the saved card is under way. */
  charging: 'Your saved card is being charged for this seat. You will be told when it is done.',
  /** Auto-claim needs a card on a paid event; a free event seats the guest without one. */
  autoClaim: 'auto_claim must be true or false.',
} as const;

/**
 * The leave answer's words on the resale guarantee (docs/decisions/149): the policy's refund
 * applies now, and a guest from the line taking the seat raises it to the full amount.
 */
export const RESALE_NOTE = 'If a guest from the waitlist takes your seat, you will be refunded in full.';
