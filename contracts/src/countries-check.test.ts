import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countriesResponseSchema } from './auth';
import { readCountriesResponse } from './countries-check';
import { agreesWithSchema, withChanges } from './test-support/agrees-with-schema';

/** The countries check without zod answers what the contract's schema answers (docs/decisions/085). */
describe('readCountriesResponse', () => {
  const viaZod = (value: unknown) => {
    const result = countriesResponseSchema.safeParse(value);
    return result.success ? result.data : null;
  };
  const valid = { status: true, countries: [{ id: 21, code: 'AU', name: 'Australia', isd_code: '+61' }] };
  const item = { id: 21, code: 'AU', name: 'Australia', isd_code: '+61' };

  it('reads a valid answer as the schema does, dropping unknown keys', () => {
    const answer = { ...valid, extra: 1 };
    expect(readCountriesResponse(answer)).not.toBeNull();
    expect(readCountriesResponse(answer)).toEqual(viaZod(answer));
  });

  it('refuses what the schema refuses', () => {
    for (const answer of [
      null,
      [],
      { ...valid, status: false },
      { status: true },
      { ...valid, countries: [{ ...valid.countries[0], code: 'AUS' }] },
    ]) {
      expect(readCountriesResponse(answer)).toBeNull();
      expect(viaZod(answer)).toBeNull();
    }
  });

  it('agrees with the schema on arbitrary near misses', () => {
    const odd = fc.oneof(
      fc.jsonValue(),
      fc.constant(undefined),
      fc.double(),
      fc.integer(),
      fc.constant(Number.MAX_SAFE_INTEGER + 2),
      fc.string({ maxLength: 3 }),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('AU', 'A', '🇦', '🇦🇦', 'éé', '\uD83Ca'),
    );
    const near = withChanges(item, odd).map((changed) => ({ status: true, countries: [changed] }));
    agreesWithSchema(readCountriesResponse, countriesResponseSchema, near);
  });
});
