import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';

const byPath = (path: string) => ROUTES.find((route) => route.path === path);

describe('route table (spec 000 §2.1)', () => {
  it('has every route of the spec exactly once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/terms-conditions',
        '/privacy-policy',
        '/refer-earn',
        '/terms-conditions-mobile',
        '/privacy-policy-mobile',
        '/refer-earn-mobile',
        '/login',
        '/register',
        '/verification/:slug?',
        '/contact-us',
        '/notifications',
        '/my-profile',
        '/complete-profile',
        '/connect-stripe',
        '/messages',
        '/my-events',
        '/event',
        '/event/:slug',
        '/event-details/:slug',
        '/payment-details',
        '/payment-transaction',
        '/host-event-reviews',
        '/stripe/connect/success',
      ]),
    );
    expect(paths).toHaveLength(24);
  });

  it('keeps sign-in screens and mobile pages outside the layout', () => {
    for (const path of [
      '/login',
      '/register',
      '/verification/:slug?',
      '/complete-profile',
      '/refer-earn-mobile',
    ]) {
      expect(byPath(path)?.layout, path).toBe(false);
    }
    expect(byPath('/my-events')?.layout).toBe(true);
  });

  it('asks for payment setup everywhere the spec does, but not for notifications or the success page', () => {
    expect(byPath('/my-events')?.access).toBe('payment');
    expect(byPath('/connect-stripe')?.access).toBe('payment');
    expect(byPath('/notifications')?.access).toBe('auth');
    expect(byPath('/stripe/connect/success')?.access).toBe('auth');
    expect(byPath('/privacy-policy-mobile')?.access).toBe('mobile');
    expect(byPath('/verification/:slug?')?.access).toBe('guest');
  });
});
