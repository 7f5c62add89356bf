import { describe, expect, it } from 'vitest';
import { DECISION_HOURS, decisionAt, guestsNeeded, guestsNeededBy } from './go-no-go';

describe('the go/no-go (docs/decisions/148)', () => {
  it('falls the given hours before the start, 48 by default', () => {
    const start = new Date('2026-12-24T18:00:00.000Z');
    expect(decisionAt(start, DECISION_HOURS.default).toISOString()).toBe('2026-12-22T18:00:00.000Z');
    expect(decisionAt(start, DECISION_HOURS.max).toISOString()).toBe('2026-12-17T18:00:00.000Z');
  });

  it('says how many of the minimum have joined', () => {
    expect(guestsNeeded(2, 4)).toBe('2 of 4 needed');
    expect(guestsNeededBy(2, 4, 'Dec 17, 2026, 6:30 PM')).toBe('2 of 4 needed by Dec 17, 2026, 6:30 PM');
  });
});
