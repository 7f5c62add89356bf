import { describe, expect, it } from 'vitest';
import { type GuardUser, guardRedirect } from './guard';

const approvedConnected: GuardUser = {
  host_status: 'approved',
  is_profile_completed: true,
  stripe_account_id: 'acct_123',
  stripe_onboarding_completed: true,
};

describe('guardRedirect (spec 000 §2.2)', () => {
  it('lets anyone through public and mobile routes, signed in or not', () => {
    expect(guardRedirect({ access: 'public', name: 'Home' }, false, null)).toBeNull();
    expect(guardRedirect({ access: 'mobile', name: 'ReferEarnMobile' }, true, approvedConnected)).toBeNull();
  });

  it('rule 2: sends a signed-in user away from guest-only screens to Home', () => {
    expect(guardRedirect({ access: 'guest', name: 'Login' }, true, approvedConnected)).toBe('/');
    expect(guardRedirect({ access: 'guest', name: 'Login' }, false, null)).toBeNull();
  });

  it('rule 3: sends a visitor without a valid session to /login', () => {
    expect(guardRedirect({ access: 'auth', name: 'Notifications' }, false, null)).toBe('/login');
    expect(guardRedirect({ access: 'payment', name: 'MyEvents' }, false, null)).toBe('/login');
  });

  it('rule 4: My Profile needs a completed profile', () => {
    const user = { host_status: 'pending', is_profile_completed: false };
    expect(guardRedirect({ access: 'auth', name: 'MyProfile' }, true, user)).toBe('/complete-profile');
    expect(
      guardRedirect({ access: 'auth', name: 'MyProfile' }, true, { ...user, is_profile_completed: 1 }),
    ).toBeNull();
  });

  it('rule 5: payment-setup pages need host_status approved', () => {
    for (const host_status of ['pending', 'rejected', undefined]) {
      const user = { ...approvedConnected, host_status };
      expect(guardRedirect({ access: 'payment', name: 'MyEvents' }, true, user), String(host_status)).toBe(
        '/complete-profile',
      );
    }
  });

  it('rule 6: an approved host without a payment account connects one first', () => {
    const user = { host_status: 'approved', is_profile_completed: true, stripe_account_id: null };
    expect(guardRedirect({ access: 'payment', name: 'MyEvents' }, true, user)).toBe('/connect-stripe');
    expect(guardRedirect({ access: 'payment', name: 'ConnectStripe' }, true, user)).toBeNull();
    expect(
      guardRedirect({ access: 'payment', name: 'Messages' }, true, { ...user, is_profile_completed: false }),
    ).toBe('/complete-profile');
  });

  it('rule 7: Connect Stripe with onboarding complete goes Home', () => {
    expect(guardRedirect({ access: 'payment', name: 'ConnectStripe' }, true, approvedConnected)).toBe('/');
    // Back from the provider (?success=true) the host is shown the outcome instead.
    expect(
      guardRedirect({ access: 'payment', name: 'ConnectStripe' }, true, approvedConnected, {
        providerReturn: true,
      }),
    ).toBeNull();
    expect(
      guardRedirect({ access: 'payment', name: 'MyEvents' }, true, approvedConnected, {
        providerReturn: true,
      }),
    ).toBeNull();
    const started = { ...approvedConnected, stripe_onboarding_completed: false };
    expect(guardRedirect({ access: 'payment', name: 'ConnectStripe' }, true, started)).toBeNull();
  });

  it('lets a fully set-up host through every signed-in screen', () => {
    for (const name of ['MyEvents', 'Messages', 'PaymentDetails', 'EventDetails'] as const) {
      expect(guardRedirect({ access: 'payment', name }, true, approvedConnected)).toBeNull();
    }
    expect(guardRedirect({ access: 'auth', name: 'Notifications' }, true, approvedConnected)).toBeNull();
    expect(
      guardRedirect({ access: 'auth', name: 'StripeConnectSuccess' }, true, approvedConnected),
    ).toBeNull();
  });

  it('trusts has_stripe_account over the account id when the server sends it', () => {
    const user = {
      host_status: 'approved',
      is_profile_completed: true,
      stripe_account_id: 'acct_1',
      has_stripe_account: false,
    };
    expect(guardRedirect({ access: 'payment', name: 'MyEvents' }, true, user)).toBe('/connect-stripe');
  });
});
