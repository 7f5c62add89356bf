import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('drops the trunk zero so both spellings are one number', () => {
    expect(normalizePhone('0412345678', '+61', 'AU')).toEqual({
      national: '412345678',
      e164: '+61412345678',
    });
    expect(normalizePhone('412345678', '+61', 'AU')).toEqual({ national: '412345678', e164: '+61412345678' });
    expect(normalizePhone('07911123456', '+44', 'GB')).toEqual({
      national: '7911123456',
      e164: '+447911123456',
    });
  });

  it('refuses numbers that cannot exist in the country', () => {
    expect(normalizePhone('12345678901234', '+61', 'AU')).toBeNull();
  });

  it('keeps the digits for dial codes libphonenumber does not know', () => {
    expect(normalizePhone('1234567', '+672', 'AQ')).toEqual({ national: '1234567', e164: '+6721234567' });
  });
});
