import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor } from './event-form';
import {
  chargeCurrency,
  commissionMinor,
  currencySymbol,
  formatMoney,
  guestPricesMinor,
  hostAmountMinor,
} from './money';

const amount = fc.integer({ min: 0, max: 100_000_000 });
const percent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);

describe('host amount (spec 001 §9)', () => {
  it('follows the spec on examples', () => {
    expect(hostAmountMinor({ baseMinor: 4550 })).toBe(4550 - 683);
    expect(commissionMinor(4550)).toBe(683); // 15 % of 45.50 is 6.825, half up
    expect(hostAmountMinor({ baseMinor: 10_000, refundedMinor: 2_500, commissionPercent: 15 })).toBe(6_000);
    expect(hostAmountMinor({ baseMinor: 10_000, refundedMinor: 10_000 })).toBe(0);
    expect(formatMinor(hostAmountMinor({ baseMinor: 2_000, commissionPercent: 12.5 }))).toBe('17.50');
  });

  it('is a whole number of minor units between zero and the base', () => {
    fc.assert(
      fc.property(amount, amount, percent, (base, refunded, pct) => {
        const host = hostAmountMinor({ baseMinor: base, refundedMinor: refunded, commissionPercent: pct });
        expect(Number.isInteger(host)).toBe(true);
        expect(host).toBeGreaterThanOrEqual(0);
        expect(host).toBeLessThanOrEqual(base);
      }),
    );
  });

  it('adds up: host amount, commission and refunds account for the base unless floored', () => {
    fc.assert(
      fc.property(amount, amount, percent, (base, refunded, pct) => {
        const host = hostAmountMinor({ baseMinor: base, refundedMinor: refunded, commissionPercent: pct });
        const fee = commissionMinor(base, pct);
        if (base - refunded - fee >= 0) expect(host + fee + refunded).toBe(base);
        else expect(host).toBe(0);
      }),
    );
  });

  it('never grows with a larger refund or a larger commission', () => {
    fc.assert(
      fc.property(amount, amount, amount, percent, percent, (base, r1, r2, p1, p2) => {
        const [lowRefund, highRefund] = r1 <= r2 ? [r1, r2] : [r2, r1];
        const [lowPct, highPct] = p1 <= p2 ? [p1, p2] : [p2, p1];
        expect(
          hostAmountMinor({ baseMinor: base, refundedMinor: highRefund, commissionPercent: lowPct }),
        ).toBeLessThanOrEqual(
          hostAmountMinor({ baseMinor: base, refundedMinor: lowRefund, commissionPercent: lowPct }),
        );
        expect(
          hostAmountMinor({ baseMinor: base, refundedMinor: lowRefund, commissionPercent: highPct }),
        ).toBeLessThanOrEqual(
          hostAmountMinor({ baseMinor: base, refundedMinor: lowRefund, commissionPercent: lowPct }),
        );
      }),
    );
  });

  it('keeps the commission within the percentage, off by at most half a minor unit', () => {
    fc.assert(
      fc.property(amount, percent, (base, pct) => {
        const fee = commissionMinor(base, pct);
        expect(Math.abs(fee - (base * pct) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(fee).toBeLessThanOrEqual(base);
      }),
    );
  });
});

describe('what a guest pays (docs/decisions/084)', () => {
  it('is the early-bird price and the full price while a discount applies', () => {
    expect(guestPricesMinor(4550, 25, true)).toEqual({ earlyMinor: 3412, fullMinor: 4550 });
    expect(guestPricesMinor(4500, 25, true)).toEqual({ earlyMinor: 3375, fullMinor: 4500 });
  });

  it('is nothing to explain without a discount or a price', () => {
    expect(guestPricesMinor(4500, 25, false)).toBeNull();
    expect(guestPricesMinor(4500, 0, true)).toBeNull();
    expect(guestPricesMinor(0, 25, true)).toBeNull();
  });
});

describe('money in its currency (docs/decisions/134)', () => {
  it('writes usd as before and says the code where "$" alone is ambiguous', () => {
    expect(formatMoney(4500, 'usd')).toBe('$45.00');
    expect(formatMoney(4500, 'USD')).toBe('$45.00');
    expect(formatMoney(4500)).toBe('$45.00');
    expect(formatMoney(4500, '')).toBe('$45.00');
    expect(formatMoney(4500, null)).toBe('$45.00');
    expect(formatMoney(4500, 'aud')).toBe('A$45.00');
    expect(formatMoney(4500, 'cad')).toBe('CA$45.00');
    expect(formatMoney(4500, 'nzd')).toBe('NZ$45.00');
    expect(formatMoney(4500, 'eur')).toBe('€45.00');
    expect(formatMoney(4500, 'gbp')).toBe('£45.00');
    expect(formatMoney(123456, 'usd')).toBe('$1,234.56');
    expect(formatMoney(-50, 'aud')).toBe('-A$0.50');
    expect(formatMoney(4500, 'jpy')).toBe('¥4,500');
    expect(formatMoney(100, 'zz1')).toBe('1.00 ZZ1');
  });

  it('names the sign the price field shows', () => {
    expect(currencySymbol('usd')).toBe('$');
    expect(currencySymbol('aud')).toBe('A$');
    expect(currencySymbol('eur')).toBe('€');
    expect(currencySymbol()).toBe('$');
  });

  it('charges in the account’s currency when it has two decimals, else usd', () => {
    expect(chargeCurrency('AUD')).toBe('aud');
    expect(chargeCurrency('gbp')).toBe('gbp');
    expect(chargeCurrency('jpy')).toBe('usd');
    expect(chargeCurrency('xyz')).toBe('usd');
    expect(chargeCurrency(null)).toBe('usd');
  });
});
