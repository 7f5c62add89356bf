import { WAITLIST_STATE_LABELS } from '@friendly/contracts/waitlist';
import { eventMomentText } from './event-view';

/** The host's words on an event's line (docs/decisions/149) that the contracts' module leaves to the screen. */
export const WAITLIST_TEXT = {
  heading: 'Waitlist',
  /** The line is longer than the names the details list. */
  more: (count: number) => `${count} more in line`,
} as const;

/**
 * An offered guest's seat in words: 'Seat offered until Dec 17, 2026, 6:30 PM', in the
 * event's zone as its other times; 'Seat offered' when the answer gives no end.
 */
export function seatOfferedText(offerExpiresAt: string | null, timeZone: string): string {
  const offered = WAITLIST_STATE_LABELS.offered;
  return offerExpiresAt ? `${offered} until ${eventMomentText(offerExpiresAt, timeZone)}` : offered;
}
