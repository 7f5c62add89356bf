import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerRequestSchema } from './auth';
import { isSignInRequest } from './sign-in-check';
import { agreesWithSchema, withChanges } from './test-support/agrees-with-schema';

/** The sign-in check without zod answers what the contract's schemas answer. */
describe('isSignInRequest', () => {
  const valid = { country_code: '+61', phone: '412 345 678', role: 'host', country_id: 13, iso_code: 'AU' };
  const viaZod = (value: unknown) => {
    const login = loginRequestSchema.safeParse(value).success;
    expect(registerRequestSchema.safeParse(value).success).toBe(login);
    return login;
  };

  it('accepts the request a filled form sends', () => {
    expect(isSignInRequest(valid)).toBe(true);
    expect(viaZod(valid)).toBe(true);
  });

  it('refuses what the schema refuses', () => {
    for (const request of [
      null,
      [],
      'text',
      { ...valid, phone: '' },
      { ...valid, phone: '12345' },
      { ...valid, phone: '1234567890123456' },
      { ...valid, country_code: '' },
      { ...valid, country_code: '+12345' },
      { ...valid, country_id: 0 },
      { ...valid, country_id: undefined },
      { ...valid, role: 'admin' },
      { ...valid, iso_code: 'AUS' },
      { ...valid, iso_code: null },
    ]) {
      expect(isSignInRequest(request)).toBe(false);
      expect(viaZod(request)).toBe(false);
    }
  });

  it('agrees with the schemas on arbitrary near misses', () => {
    const odd = fc.oneof(
      fc.jsonValue(),
      fc.constant(undefined),
      fc.double(),
      fc.integer(),
      fc.constant(2_147_483_648),
      fc.string({ maxLength: 20 }),
      fc.stringMatching(/^[+\d\s()\-.]{0,32}$/),
      fc.constantFrom(
        ' +61 ',
        '61',
        '+1-784',
        '+1-',
        ' 13 ',
        '013',
        '1e3',
        ' au ',
        'au',
        'host ',
        'guest',
        '\u00a0',
      ),
      fc.boolean(),
      fc.constant(null),
    );
    const near = withChanges(valid, odd, { keys: [...Object.keys(valid), 'extra'] });
    agreesWithSchema(isSignInRequest, [loginRequestSchema, registerRequestSchema], near, {
      answer: 'verdict',
    });
  });
});
