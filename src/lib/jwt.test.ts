import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiresAt } from './jwt';

const base64url = (value: object) =>
  Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const tokenWith = (payload: object) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

describe('JWT expiry', () => {
  it('reads exp (seconds) as a millisecond timestamp', () => {
    expect(tokenExpiresAt(tokenWith({ sub: 'u1', exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('tells an expired token from a live one', () => {
    const token = tokenWith({ exp: 2_000 });
    expect(isTokenExpired(token, 1_999_000)).toBe(false);
    expect(isTokenExpired(token, 2_000_000)).toBe(true);
  });

  it('treats malformed tokens and tokens without exp as expired', () => {
    for (const token of ['', 'not-a-jwt', 'a.%%%.c', tokenWith({ sub: 'u1' }), tokenWith({ exp: 'soon' })]) {
      expect(isTokenExpired(token, 0), token).toBe(true);
    }
  });

  it('decodes payloads whose base64url needs padding and uses - and _', () => {
    const token = tokenWith({ exp: 1_700_000_000, name: 'Zoë ~~~ ???' });
    expect(tokenExpiresAt(token)).toBe(1_700_000_000_000);
  });
});
