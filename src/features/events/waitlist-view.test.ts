import { WAITLIST_STATE_LABELS } from '@friendly/contracts/waitlist';
import { describe, expect, it } from 'vitest';
import { eventMomentText } from './event-view';
import { seatOfferedText, WAITLIST_TEXT } from './waitlist-view';

describe('the waitlist in words (docs/decisions/149)', () => {
  it('says until when a seat is offered, in the event’s zone', () => {
    expect(eventMomentText('2026-12-17T07:30:00.000Z', 'Australia/Sydney')).toBe('Dec 17, 2026, 6:30 PM');
    expect(seatOfferedText('2026-12-17T07:30:00.000Z', 'Australia/Sydney')).toBe(
      `${WAITLIST_STATE_LABELS.offered} until Dec 17, 2026, 6:30 PM`,
    );
    expect(seatOfferedText('2026-12-17T07:30:00.000Z', 'UTC')).toBe(
      `${WAITLIST_STATE_LABELS.offered} until Dec 17, 2026, 7:30 AM`,
    );
    // No end in the answer: the state alone.
    expect(seatOfferedText(null, 'UTC')).toBe(WAITLIST_STATE_LABELS.offered);
  });

  it('says how many more are in line than the details name', () => {
    expect(WAITLIST_TEXT.more(4)).toBe('4 more in line');
  });
});
