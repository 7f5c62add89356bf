import { describe, expect, it } from 'vitest';
import { offerExpiresAt, WAITLIST, waitlistCount } from './waitlist';

const HOUR = 3_600_000;
const now = new Date('2026-12-01T10:00:00Z');
const startsIn = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('offerExpiresAt (docs/decisions/149)', () => {
  it('holds an offered seat two hours, thirty minutes when the event starts within a day', () => {
    expect(offerExpiresAt(now, startsIn(72)).getTime() - now.getTime()).toBe(
      WAITLIST.claimWindowMinutes * 60_000,
    );
    expect(offerExpiresAt(now, startsIn(24.01)).getTime() - now.getTime()).toBe(2 * HOUR);
    expect(offerExpiresAt(now, startsIn(24)).getTime() - now.getTime()).toBe(30 * 60_000);
    expect(offerExpiresAt(now, startsIn(5)).getTime() - now.getTime()).toBe(30 * 60_000);
  });

  it('never past the start', () => {
    expect(offerExpiresAt(now, startsIn(0.25))).toEqual(startsIn(0.25));
  });

  it('words the line for the host', () => {
    expect(waitlistCount(3)).toBe('3 waiting');
  });
});
