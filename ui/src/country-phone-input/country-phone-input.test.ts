import { describe, expect, it } from 'vitest';
import {
  type Country,
  caretAfterSanitize,
  filterCountries,
  findDefaultCountry,
  flagKey,
  phoneDigits,
  sanitizePhoneInput,
} from './country-phone-logic';

const countries: Country[] = [
  { id: 1, code: 'AF', name: 'Afghanistan', isd_code: '+93' },
  { id: 2, code: 'AX', name: 'Åland Islands', isd_code: '+358' },
  { id: 3, code: 'AU', name: 'Australia', isd_code: '+61' },
  { id: 4, code: 'CX', name: 'Christmas Island', isd_code: '+61' },
  { id: 5, code: 'FI', name: 'Finland', isd_code: '+358' },
  { id: 6, code: 'GB', name: 'United Kingdom', isd_code: '+44' },
  { id: 7, code: 'US', name: 'United States', isd_code: '+1' },
  { id: 8, code: 'VC', name: 'Saint Vincent and the Grenadines', isd_code: '+1-784' },
];

describe('sanitizePhoneInput', () => {
  it('keeps digits, spaces, brackets and hyphens', () => {
    expect(sanitizePhoneInput('(04) 1234-5678')).toBe('(04) 1234-5678');
  });
  it('removes everything else', () => {
    expect(sanitizePhoneInput('+61 412.345.678 ext#9')).toBe('61 412345678 9');
    expect(sanitizePhoneInput('abc')).toBe('');
    expect(sanitizePhoneInput('[0412]')).toBe('0412');
  });
  it('turns tabs, newlines and non-breaking spaces from a paste into plain spaces', () => {
    expect(sanitizePhoneInput('0412\t345\n678\u00a0')).toBe('0412 345 678 ');
  });
  it('leaves full-width and other non-ASCII digits out', () => {
    expect(sanitizePhoneInput('٠٤١٢')).toBe('');
  });
});

describe('phoneDigits', () => {
  it('keeps only the digits the API receives', () => {
    expect(phoneDigits('(04) 1234-5678')).toBe('0412345678');
    expect(phoneDigits('')).toBe('');
  });
});

describe('caretAfterSanitize', () => {
  it('keeps the caret after the characters kept before it', () => {
    // The user typed 'x' after '041': the caret was at 4 and belongs at 3.
    expect(caretAfterSanitize('041x2', 4)).toBe(3);
    expect(caretAfterSanitize('0412', 2)).toBe(2);
    expect(caretAfterSanitize('+61', 3)).toBe(2);
  });
});

describe('findDefaultCountry', () => {
  it('finds the country with the code', () => {
    expect(findDefaultCountry(countries, 'AU')?.name).toBe('Australia');
  });
  it('preselects nothing without a code', () => {
    expect(findDefaultCountry(countries, undefined)).toBeUndefined();
    expect(findDefaultCountry(countries, '')).toBeUndefined();
  });
  it('accepts another code in any case', () => {
    expect(findDefaultCountry(countries, 'gb')?.name).toBe('United Kingdom');
  });
  it('returns nothing when the country is missing', () => {
    expect(
      findDefaultCountry(
        countries.filter((country) => country.code !== 'AU'),
        'AU',
      ),
    ).toBeUndefined();
    expect(findDefaultCountry([], 'AU')).toBeUndefined();
  });
});

describe('filterCountries', () => {
  const names = (query: string) => filterCountries(countries, query).map((country) => country.name);

  it('returns every country for an empty query', () => {
    expect(names('  ')).toHaveLength(countries.length);
  });
  it('matches the ISO code first', () => {
    expect(names('au')[0]).toBe('Australia');
    expect(names('GB')).toEqual(['United Kingdom']);
  });
  it('matches names by prefix, then by word, then anywhere', () => {
    expect(names('united')).toEqual(['United Kingdom', 'United States']);
    expect(names('island')).toEqual(['Åland Islands', 'Christmas Island']);
    expect(names('ingdo')).toEqual(['United Kingdom']);
  });
  it('ignores accents and case', () => {
    expect(names('aland')).toEqual(['Åland Islands']);
    expect(names('ÅLAND')).toEqual(['Åland Islands']);
  });
  it('matches dial codes with or without the plus, exact codes first', () => {
    expect(names('+61')).toEqual(['Australia', 'Christmas Island']);
    expect(names('358')).toEqual(['Åland Islands', 'Finland']);
    expect(names('+1')).toEqual(['United States', 'Saint Vincent and the Grenadines']);
    expect(names('1784')).toEqual(['Saint Vincent and the Grenadines']);
  });
  it('finds nothing for an unknown search', () => {
    expect(names('atlantis')).toEqual([]);
    expect(names('+999')).toEqual([]);
  });
});

describe('flagKey', () => {
  it('normalises ISO codes to the flag set keys', () => {
    expect(flagKey('AU')).toBe('AU');
    expect(flagKey(' au ')).toBe('AU');
    expect(flagKey('gb-eng')).toBe('GB_ENG');
    expect(flagKey('GB_WLS')).toBe('GB_WLS');
  });
  it('returns null for codes without a flag, so a placeholder is drawn', () => {
    expect(flagKey('AN')).toBeNull();
    expect(flagKey('ZZ')).toBeNull();
    expect(flagKey('')).toBeNull();
    expect(flagKey(null)).toBeNull();
    expect(flagKey(undefined)).toBeNull();
    expect(flagKey('AUS')).toBeNull();
    expect(flagKey('constructor')).toBeNull();
  });
});
