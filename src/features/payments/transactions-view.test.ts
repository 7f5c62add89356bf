import { SEAT_PAYMENT_MESSAGES, type Transaction } from '@friendly/contracts/seat-payments';
import { describe, expect, it } from 'vitest';
import {
  csvCell,
  discountText,
  monthlyEarnings,
  refilledSeatText,
  transactionHostAmountMinor,
  transactionsCsv,
} from './transactions-view';

const base: Transaction = {
  id: 1,
  provider_payment_intent: 'pi_1',
  provider_payment_id: 'ch_1',
  event: { id: 1, slug: 'picnic', title: 'Picnic' },
  guest: { id: 2, name: 'Ana' },
  created_at: '2026-11-20T12:00:00.000Z',
  amount: '45.00',
  amount_minor: 4500,
  currency: 'usd',
  commission_percent: 15,
  commission_amount_minor: 675,
  metadata: {
    base_event_amount: '45.00',
    refunded_amount: '0.00',
    base_event_amount_minor: 4500,
    refunded_amount_minor: 0,
    discount_percent: 0,
    price_minor: 4500,
  },
  host_amount_minor: 3825,
  payment_method: 'card',
  provider: 'stripe',
  status: 'succeeded',
  status_label: 'Succeeded',
  payout_status: null,
  refilled_seat: false,
};

describe('transactions view', () => {
  it('takes the host amount from the shared money function', () => {
    expect(transactionHostAmountMinor(base)).toBe(3825);
    const refunded = { ...base, metadata: { ...base.metadata, refunded_amount_minor: 4500 } };
    expect(transactionHostAmountMinor(refunded)).toBe(0);
  });

  it('says the early-bird discount a guest got, and nothing without one', () => {
    expect(discountText(base)).toBeNull();
    expect(discountText({ ...base, metadata: { ...base.metadata, discount_percent: 25 } })).toBe(
      '25 % early-bird',
    );
  });

  it('marks a seat refilled from the waitlist, and no other', () => {
    expect(refilledSeatText(base)).toBeNull();
    expect(refilledSeatText({ ...base, refilled_seat: true })).toBe(SEAT_PAYMENT_MESSAGES.refilledSeat);
  });

  it('quotes CSV cells and defuses formulas', () => {
    expect(csvCell('Board Games Night')).toBe('Board Games Night');
    expect(csvCell('Wine, cheese')).toBe('"Wine, cheese"');
    expect(csvCell('The "best" night')).toBe('"The ""best"" night"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes one CSV line per transaction after the headers', () => {
    const early = {
      ...base,
      provider_payment_intent: 'pi_2',
      amount_minor: 3375,
      currency: 'aud',
      metadata: { ...base.metadata, base_event_amount_minor: 3375, discount_percent: 25 },
    };
    // A guest from the waitlist took the seat another left (docs/decisions/149).
    const refilled = { ...base, provider_payment_intent: 'pi_3', refilled_seat: true };
    const lines = transactionsCsv([base, early, refilled])
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain(',Currency,Commission %,Discount %,Refunded,Refilled Seat,');
    expect(lines[1]).toBe(
      'pi_1,Picnic,2026-11-20T12:00:00.000Z,45.00,38.25,USD,15,0,0.00,No,card,Succeeded,Pending',
    );
    expect(lines[2]).toBe(
      'pi_2,Picnic,2026-11-20T12:00:00.000Z,33.75,28.69,AUD,15,25,0.00,No,card,Succeeded,Pending',
    );
    expect(lines[3]).toBe(
      'pi_3,Picnic,2026-11-20T12:00:00.000Z,45.00,38.25,USD,15,0,0.00,Yes,card,Succeeded,Pending',
    );
  });

  it('sums host amounts per month and currency, with empty months in between', () => {
    const series = monthlyEarnings(
      [
        base,
        { ...base, id: 2, created_at: '2026-09-03T12:00:00.000Z' },
        { ...base, id: 3, currency: 'aud', created_at: '2026-10-03T12:00:00.000Z' },
      ],
      'UTC',
    );
    expect(series).toEqual([
      { currency: 'AUD', months: [{ month: '2026-10', label: 'Oct 2026', minor: 3825 }] },
      {
        currency: 'USD',
        months: [
          { month: '2026-09', label: 'Sep 2026', minor: 3825 },
          { month: '2026-10', label: 'Oct 2026', minor: 0 },
          { month: '2026-11', label: 'Nov 2026', minor: 3825 },
        ],
      },
    ]);
  });

  it('keeps the latest 12 months and crosses years', () => {
    const series = monthlyEarnings([base, { ...base, id: 2, created_at: '2025-01-10T12:00:00.000Z' }], 'UTC');
    expect(series[0]!.months).toHaveLength(12);
    expect(series[0]!.months[0]!.month).toBe('2025-12');
    expect(series[0]!.months.at(-1)!.minor).toBe(3825);
  });
});
