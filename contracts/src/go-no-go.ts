/**
 * A minimum guest count with a go/no-go (docs/decisions/148): at its decision time an
 * event with at least `min_guests` members is confirmed; one with fewer is called off,
 * every seat refunded in full. Plain data, no zod: the host's screens and the server read
 * the same rules.
 */

export const GO_STATUSES = ['open', 'confirmed', 'called_off'] as const;
export type GoStatus = (typeof GO_STATUSES)[number];

/** The least a host may ask for, and a new event's minimum unless the host names one. */
export const MIN_GUESTS = { min: 1, default: 1 } as const;

/** How long before the start the decision falls, in hours. */
export const DECISION_HOURS = { min: 24, max: 168, default: 48 } as const;

/** The reason an event called off for too few guests is cancelled with. */
export const NOT_ENOUGH_GUESTS_REASON = 'not enough guests';

export const GO_STATUS_LABELS: Readonly<Record<GoStatus, string>> = {
  open: 'Open',
  confirmed: 'Confirmed',
  called_off: 'Called off',
};

/** When the go/no-go falls: `hours` before the start. */
export function decisionAt(startsAt: Date, hours: number) {
  return new Date(startsAt.getTime() - hours * 3_600_000);
}

/** The group chat's line when the go/no-go calls an event off. */
export const calledOffChatLine = (members: number, minGuests: number) =>
  `This event is called off: it had ${members} of the ${minGuests} guests it needed. Everyone who paid is refunded in full.`;

/** 'N of M needed' on the host's screens: members so far of the minimum. */
export const guestsNeeded = (members: number, minGuests: number) => `${members} of ${minGuests} needed`;

/** 'N of M needed by Dec 17, 2026, 6:30 PM': the minimum and when it is decided (`when` written by the screen). */
export const guestsNeededBy = (members: number, minGuests: number, when: string) =>
  `${guestsNeeded(members, minGuests)} by ${when}`;
