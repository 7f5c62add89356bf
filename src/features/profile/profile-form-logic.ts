import {
  type CompleteProfileFields,
  completeProfileFieldsSchema,
  PROFILE_MESSAGES,
  type UserProfile,
} from '@friendly/contracts';

/** The form's fields in the order they are shown, so the first invalid one gets focus. */
export const PROFILE_FIELDS = ['profile_photo', 'name', 'email', 'phone', 'location', 'bio'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type ProfileValues = {
  name: string;
  email: string;
  phone: string;
  countryId: number | null;
  countryCode: string;
  isoCode: string;
  location: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  bio: string;
};

type ParsedProfile = ReturnType<ReturnType<typeof completeProfileFieldsSchema>['parse']>;

/** The form as the stored profile fills it (spec 000 §2.10–2.11: prefilled from the user). */
export function initialValues(user: UserProfile): ProfileValues {
  return {
    name: user.name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    countryId: user.country_id,
    countryCode: user.country_code ?? '',
    isoCode: user.iso_code ?? '',
    location: user.location ?? user.city ?? '',
    city: user.city ?? '',
    latitude: user.latitude,
    longitude: user.longitude,
    bio: user.bio ?? '',
  };
}

/** Which field shows a message the server keyed by one of its body fields. */
export function fieldOf(key: string): ProfileField | null {
  switch (key) {
    case 'name':
    case 'email':
    case 'bio':
    case 'phone':
    case 'location':
    case 'profile_photo':
      return key;
    case 'country_code':
    case 'country_id':
    case 'iso_code':
      return 'phone';
    case 'city':
    case 'latitude':
    case 'longitude':
      return 'location';
    default:
      return null;
  }
}

function toFields(values: ProfileValues, emailRequired: boolean): CompleteProfileFields {
  return {
    name: values.name,
    phone: values.phone,
    country_code: values.countryCode,
    country_id: values.countryId ?? undefined,
    iso_code: values.isoCode || undefined,
    location: values.location,
    city: values.city || undefined,
    latitude: values.latitude ?? undefined,
    longitude: values.longitude ?? undefined,
    bio: values.bio,
    // Complete Host Profile has no email field (spec 000 §2.10); only My Profile sends one.
    email: emailRequired ? values.email : '',
  };
}

/**
 * The contract's rules with its exact messages (spec 000 §5), one message per field.
 * 'Please select a city from the dropdown suggestions.' is checked here as well as in the
 * contract, whose object-level rule only runs once every field is valid.
 */
export function validateProfile(values: ProfileValues, options: { emailRequired: boolean }) {
  const result = completeProfileFieldsSchema(options).safeParse(toFields(values, options.emailRequired));
  const errors: Partial<Record<ProfileField, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      if (field) errors[field] ??= issue.message;
    }
  }
  if (!errors.location && values.location.trim() && (values.latitude === null || values.longitude === null)) {
    errors.location = PROFILE_MESSAGES.cityNotPicked;
  }
  const valid = result.success && Object.keys(errors).length === 0;
  return { data: valid ? (result.data as ParsedProfile) : null, errors };
}

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
