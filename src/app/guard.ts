import type { RouteAccess, RouteName } from './route-table';

/** The stored user fields the guard reads (spec 000 §3, 001 §3 'Local user data'). */
export type GuardUser = {
  host_status?: string | null;
  is_profile_completed?: boolean | number | null;
  stripe_account_id?: string | null;
  stripe_onboarding_completed?: boolean | number | null;
  has_stripe_account?: boolean | null;
};

export type GuardTarget = { access: RouteAccess; name: RouteName };

/** What the guard needs of the address beyond the route itself. */
export type GuardAddress = {
  /**
   * The payment provider's return (`?success=true`, spec 000 §4): Connect Stripe then shows
   * the outcome of the setup, even though onboarding is now complete (docs/decisions/055).
   */
  providerReturn?: boolean;
};

const truthy = (value: boolean | number | null | undefined) => value === true || value === 1;

export function hasPaymentAccount(user: GuardUser): boolean {
  return user.has_stripe_account ?? Boolean(user.stripe_account_id);
}

/**
 * Where the route guard sends a navigation (spec 000 §2.2 rules 2 and 4–7), or null to
 * let it through. Rule 1 (public and mobile routes skip everything) and rule 3 (the token
 * is checked for expiry and confirmed by the server before this runs) are the caller's:
 * `signedIn` is true only for a token that passed both.
 */
export function guardRedirect(
  target: GuardTarget,
  signedIn: boolean,
  user: GuardUser | null,
  address: GuardAddress = {},
): string | null {
  switch (target.access) {
    case 'public':
    case 'mobile':
      return null;
    case 'guest':
      return signedIn ? '/' : null;
    case 'auth':
    case 'payment':
      break;
  }
  if (!signedIn || !user) return '/login';

  // Rule 4: My Profile needs a completed profile.
  if (target.name === 'MyProfile' && !truthy(user.is_profile_completed)) return '/complete-profile';

  if (target.access === 'payment') {
    // Rule 5: pages in the payment-setup group need an approved host.
    if (user.host_status !== 'approved') return '/complete-profile';
    // Rule 6: no payment account yet → connect one (or finish the profile first).
    if (!hasPaymentAccount(user) && target.name !== 'ConnectStripe') {
      return truthy(user.is_profile_completed) ? '/connect-stripe' : '/complete-profile';
    }
  }
  // Rule 7: nothing left to connect — unless the host is just back from the provider.
  if (target.name === 'ConnectStripe' && truthy(user.stripe_onboarding_completed) && !address.providerReturn)
    return '/';
  return null;
}
