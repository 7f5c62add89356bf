import { describe, expect, it } from 'vitest';
import { STATUS_RULES, statusLabel, statusTone } from './status';

describe('event status', () => {
  it.each([
    ['pending', 'warning'],
    ['approved', 'success'],
    ['cancelled', 'danger'],
    ['rejected', 'danger'],
    ['completed', 'info'],
  ] as const)('%s is %s', (status, tone) => {
    expect(statusTone('event', status)).toBe(tone);
  });

  it('covers exactly the five statuses of the spec', () => {
    expect(Object.keys(STATUS_RULES.event.tones).sort()).toEqual(
      ['approved', 'cancelled', 'completed', 'pending', 'rejected'].sort(),
    );
  });

  it('shows an unknown status in grey with its own text', () => {
    expect(statusTone('event', 'archived')).toBe('neutral');
    expect(statusLabel('event', 'archived')).toBe('Archived');
  });
});

describe('payment status (succeeded, processing, requires_capture green; anything else red)', () => {
  it.each(['succeeded', 'processing', 'requires_capture'])('%s is green', (status) => {
    expect(statusTone('payment', status)).toBe('success');
  });

  it.each(['failed', 'canceled', 'requires_payment_method', 'refunded', 'anything'])(
    '%s is red',
    (status) => {
      expect(statusTone('payment', status)).toBe('danger');
    },
  );

  it('is red when missing', () => {
    expect(statusTone('payment', null)).toBe('danger');
    expect(statusTone('payment', undefined)).toBe('danger');
  });

  it('reads requires_capture as words', () => {
    expect(statusLabel('payment', 'requires_capture')).toBe('Requires capture');
  });
});

describe('payout status', () => {
  it.each([
    ['paid', 'success'],
    ['completed', 'success'],
    ['pending', 'warning'],
    ['in_transit', 'warning'],
    ['failed', 'danger'],
    ['canceled', 'danger'],
    ['on_hold', 'neutral'],
    ['cancelled', 'neutral'],
  ] as const)('%s is %s', (status, tone) => {
    expect(statusTone('payout', status)).toBe(tone);
  });

  it("shows 'Pending' in grey when the value is missing", () => {
    for (const missing of [null, undefined, '', '   ']) {
      expect(statusLabel('payout', missing)).toBe('Pending');
      expect(statusTone('payout', missing)).toBe('neutral');
    }
  });

  it('ignores case and surrounding spaces', () => {
    expect(statusTone('payout', ' In_Transit ')).toBe('warning');
    expect(statusLabel('payout', 'in_transit')).toBe('In transit');
  });
});
