import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_EXPLANATIONS,
  isCancellationPolicy,
  refundAtMinor,
  refundPercentAt,
} from './cancellation-policies';

const start = new Date('2026-12-24T18:00:00.000Z');
const before = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('the cancellation policies (docs/decisions/147)', () => {
  it('give back what each promises, step by step to the hour', () => {
    const table = CANCELLATION_POLICIES.map((policy) => [
      policy,
      [10 * 24, 7 * 24, 7 * 24 - 0.001, 48, 48 - 0.001, 1, 0, -1].map((hours) =>
        refundPercentAt(policy, start, before(hours)),
      ),
    ]);
    expect(table).toEqual([
      ['flexible', [100, 100, 100, 100, 0, 0, 0, 0]],
      ['moderate', [100, 100, 50, 50, 0, 0, 0, 0]],
      ['strict', [50, 50, 0, 0, 0, 0, 0, 0]],
    ]);
  });

  it('rounds a part refund down to the minor unit', () => {
    expect(refundAtMinor('moderate', start, before(72), 2_501)).toBe(1_250);
    expect(refundAtMinor('moderate', start, before(200), 2_501)).toBe(2_501);
    expect(refundAtMinor('strict', start, before(1), 2_501)).toBe(0);
    expect(refundAtMinor('flexible', start, before(72), 0)).toBe(0);
  });

  it('names each policy in one line, and knows its own names only', () => {
    for (const policy of CANCELLATION_POLICIES) {
      expect(isCancellationPolicy(policy)).toBe(true);
      expect(CANCELLATION_POLICY_EXPLANATIONS[policy]).toMatch(/^[^\n]+\.$/);
    }
    for (const other of ['Flexible', '', null, 1]) expect(isCancellationPolicy(other)).toBe(false);
  });
});
