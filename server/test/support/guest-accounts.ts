import { expect } from 'vitest';
import { AU, bearer, lastCodeFor, uniqueAuPhone } from './hosts';
import type { TestContext } from './test-app';

/** A guest signs up as the mobile app does: the same calls with role 'guest', then a name. */
export async function signUpGuest(ctx: TestContext, name: string | null = 'Guest', phone = uniqueAuPhone()) {
  const register = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { ...AU, phone, role: 'guest' },
  });
  expect(register.statusCode, register.body).toBe(200);
  const slug = register.json().user_slug as string;
  const verify = await ctx.app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    payload: { slug, otp: lastCodeFor(ctx, `+61${phone}`) },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  ctx.clock.advance(61_000);
  const token = verify.json().token as string;
  if (name) {
    const profile = await ctx.app.inject({
      method: 'POST',
      url: '/api/guest/profile',
      payload: { name },
      headers: bearer(token),
    });
    expect(profile.statusCode, profile.body).toBe(200);
  }
  return { token, slug, phone, id: verify.json().data.id as number };
}
