import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnauthenticatedError } from '../../src/lib/errors';
import { revokeSession } from '../../src/modules/auth/sessions-repository';
import { bearerTokenOf, verifyBearerToken } from '../../src/modules/auth/tokens';
import { signUpHost } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * verifyBearerToken is what both the HTTP hook and the socket handshake trust: called
 * directly here, with no request around it.
 */
describe(`verifyBearerToken (${testDriver})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => closeTestApp(ctx));

  const refused = (token: string) =>
    expect(verifyBearerToken(ctx.app.deps, token)).rejects.toBeInstanceOf(UnauthenticatedError);

  it('answers the user and session of a token it signed', async () => {
    const host = await signUpHost(ctx);
    const auth = await verifyBearerToken(ctx.app.deps, host.token);
    expect(auth.user.slug).toBe(host.slug);
    expect(auth.user.phoneE164).toBe(host.e164);
    expect(auth.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a revoked session, and a token past its expiry by the app’s clock', async () => {
    const revoked = await signUpHost(ctx);
    const { sessionId } = await verifyBearerToken(ctx.app.deps, revoked.token);
    await revokeSession(ctx.database.db, sessionId, ctx.clock());
    await refused(revoked.token);

    const expiring = await signUpHost(ctx);
    ctx.clock.advance(ctx.config.tokenTtlDays * 86_400_000 + 1000);
    await refused(expiring.token);
  });

  it('refuses tokens not signed by us, of another algorithm, audience or shape', async () => {
    const host = await signUpHost(ctx);
    const { sessionId, user } = await verifyBearerToken(ctx.app.deps, host.token);
    const now = Math.floor(ctx.clock().getTime() / 1000);
    const claims = (key: Uint8Array, audience = 'friendly-host-api') =>
      new SignJWT({ role: 'host' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setJti(sessionId)
        .setIssuer('friendly-host')
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(key);
    await refused(await claims(new TextEncoder().encode('someone else’s secret')));
    await refused(await claims(ctx.app.secrets.jwtKey, 'another-api'));
    const [header, payload] = host.token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    await refused(unsigned);
    await refused(`${header}.${payload}.${'A'.repeat(43)}`);
    await refused('not-a-token');
    await refused('');
  });

  it('reads only `Bearer <token>` from a header', () => {
    expect(bearerTokenOf('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerTokenOf('bearer   abc')).toBe('abc');
    expect(bearerTokenOf('Basic abc')).toBeNull();
    expect(bearerTokenOf('Bearer a b')).toBeNull();
    expect(bearerTokenOf(undefined)).toBeNull();
    expect(bearerTokenOf(['Bearer abc'])).toBeNull();
  });
});
