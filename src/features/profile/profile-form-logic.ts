import type { UserProfile } from '@friendly/contracts/auth';
import { type CompleteProfileFields, completeProfileFieldsSchema } from '@friendly/contracts/profile';
import { z } from 'zod';
import { type PhoneValue, phoneFieldOf, phoneRequestOf, phoneValueOf } from '../../components/phone-field';

/** A city picked from the suggestions: the text shown and what the pick brought. */
export type PlaceValue = {
  text: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
};

/** The form's fields in the order they are shown, so the first invalid one gets focus. */
export type ProfileValues = {
  profile_photo: File | null;
  name: string;
  email: string;
  phone: PhoneValue;
  location: PlaceValue;
  bio: string;
};
export type ProfileField = keyof ProfileValues;

/** The form as the stored profile fills it (spec 000 §2.10–2.11: prefilled from the user). */
export function initialValues(user: UserProfile): ProfileValues {
  return {
    profile_photo: null,
    name: user.name ?? '',
    email: user.email ?? '',
    phone: phoneValueOf(user),
    location: {
      text: user.location ?? user.city ?? '',
      city: user.city ?? '',
      latitude: user.latitude,
      longitude: user.longitude,
    },
    bio: user.bio ?? '',
  };
}

/** Which field shows a message the contract or the server keyed by one of its body fields. */
export function fieldOf(key: string): ProfileField | null {
  switch (key) {
    case 'name':
    case 'email':
    case 'bio':
    case 'profile_photo':
      return key;
    case 'location':
    case 'city':
    case 'latitude':
    case 'longitude':
      return 'location';
    default:
      return phoneFieldOf(key);
  }
}

function toFields(values: ProfileValues, emailRequired: boolean): CompleteProfileFields {
  return {
    name: values.name,
    ...phoneRequestOf(values.phone),
    location: values.location.text,
    city: values.location.city || undefined,
    latitude: values.location.latitude ?? undefined,
    longitude: values.location.longitude ?? undefined,
    bio: values.bio,
    // Complete Host Profile has no email field (spec 000 §2.10); only My Profile sends one.
    email: emailRequired ? values.email : '',
  };
}

/**
 * The form's values read by the contract, with its exact messages (spec 000 §5). The
 * photo is checked by the image input and by the server; it travels beside the fields.
 */
export function profileFormSchema(options: { emailRequired: boolean }) {
  const contract = completeProfileFieldsSchema(options);
  return z
    .custom<ProfileValues>()
    .transform((values) => toFields(values, options.emailRequired))
    .pipe(contract) as unknown as z.ZodType<z.output<typeof contract>, ProfileValues>;
}
export type ParsedProfile = z.output<ReturnType<typeof completeProfileFieldsSchema>>;

/** The multipart body of POST /api/complete-profile (field names as the route reads them). */
export function toFormData(data: ParsedProfile, options: { includeEmail: boolean; photo: File | null }) {
  const form = new FormData();
  form.set('name', data.name);
  form.set('phone', data.phone);
  form.set('country_code', data.country_code);
  if (data.country_id !== undefined) form.set('country_id', String(data.country_id));
  if (data.iso_code) form.set('iso_code', data.iso_code);
  form.set('location', data.location);
  if (data.city) form.set('city', data.city);
  form.set('latitude', String(data.latitude ?? ''));
  form.set('longitude', String(data.longitude ?? ''));
  form.set('bio', data.bio);
  if (options.includeEmail) form.set('email', data.email);
  if (options.photo) form.set('profile_photo', options.photo, options.photo.name);
  return form;
}

export type ProfileLoadStep = { kind: 'redirect'; to: string } | { kind: 'review' } | { kind: 'form' };

/**
 * Complete Host Profile on load (spec 000 §2.10): an approved host goes on to
 * ConnectStripe, or Home once a payment account exists; a profile completed earlier
 * shows the review modal at once.
 */
export function completeProfileLoadStep(user: UserProfile): ProfileLoadStep {
  if (user.host_status === 'approved') {
    return { kind: 'redirect', to: user.stripe_account_id ? '/' : '/connect-stripe' };
  }
  return user.is_profile_completed ? { kind: 'review' } : { kind: 'form' };
}

/**
 * Complete Host Profile after a successful submit (spec 000 §2.10): a first-time submit,
 * or a host still pending or rejected, sees the review modal; anyone else goes on to
 * ConnectStripe after 1 second.
 */
export function completeProfileNextStep(
  wasCompleted: boolean,
  hostStatus: UserProfile['host_status'],
): 'review' | 'connect-stripe' {
  return !wasCompleted || hostStatus === 'pending' || hostStatus === 'rejected' ? 'review' : 'connect-stripe';
}

/** Pause before ConnectStripe after a submit (spec 000 §2.10). */
export const CONNECT_STRIPE_DELAY_MS = 1000;
