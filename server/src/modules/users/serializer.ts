import { chargeCurrency, type UserProfile } from '@friendly/contracts';
import type { StorageProvider } from '../../providers/storage';
import type { UserRow } from './repository';

/** The profile every client reads (spec 000 §3), from a users row. */
export function toUserProfile(user: UserRow, storage: StorageProvider): UserProfile {
  return {
    id: user.id,
    slug: user.slug,
    role: user.role as UserProfile['role'],
    phone: user.phone,
    country_code: user.countryCode,
    country_id: user.countryId,
    iso_code: user.isoCode,
    is_verified: user.isVerified,
    name: user.name,
    email: user.email,
    city: user.city,
    location: user.location,
    bio: user.bio,
    latitude: user.latitude,
    longitude: user.longitude,
    profile_photo: user.profilePhotoKey ? storage.urlFor(user.profilePhotoKey) : null,
    host_status: user.hostStatus as UserProfile['host_status'],
    is_profile_completed: user.isProfileCompleted,
    stripe_account_id: user.stripeAccountId,
    stripe_onboarding_completed: user.stripeOnboardingCompleted,
    has_stripe_account: user.stripeAccountId !== null,
    payout_currency: chargeCurrency(user.payoutCurrency),
    created_at: user.createdAt.toISOString(),
    pending_phone:
      user.pendingPhone && user.pendingPhoneE164 && user.pendingCountryCode && user.pendingPhoneRequestedAt
        ? {
            phone: user.pendingPhone,
            country_code: user.pendingCountryCode,
            country_id: user.pendingCountryId,
            iso_code: user.pendingIsoCode,
            requested_at: user.pendingPhoneRequestedAt.toISOString(),
          }
        : null,
  };
}
