import type { UserProfile } from '@friendly/contracts/auth';
import { PROFILE_MESSAGES } from '@friendly/contracts/profile';
import { describe, expect, it } from 'vitest';
import {
  completeProfileLoadStep,
  completeProfileNextStep,
  fieldOf,
  initialValues,
  type ProfileField,
  type ProfileValues,
  profileFormSchema,
  toFormData,
} from './profile-form-logic';

/** The form's first message per field, as the form layer shows them. */
function validateProfile(values: ProfileValues, options: { emailRequired: boolean }) {
  const result = profileFormSchema(options).safeParse(values);
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (field) errors[field] ??= issue.message;
  }
  return { data: result.success ? result.data : null, errors };
}

const user: UserProfile = {
  id: 1,
  slug: 'ana',
  role: 'host',
  phone: '412345678',
  country_code: '+61',
  country_id: 21,
  iso_code: 'AU',
  is_verified: true,
  name: 'Ana Lima',
  email: 'ana@example.com',
  city: 'Sydney',
  location: 'Sydney NSW, Australia',
  bio: 'I host slow Sunday picnics in the park.',
  latitude: -33.86785,
  longitude: 151.20732,
  profile_photo: null,
  host_status: 'pending',
  is_profile_completed: true,
  stripe_account_id: null,
  stripe_onboarding_completed: false,
  has_stripe_account: false,
  created_at: '2026-11-22T11:12:53.872Z',
  pending_phone: null,
};

const empty: ProfileValues = {
  ...initialValues(user),
  name: '',
  phone: { ...initialValues(user).phone, number: '' },
  location: { text: '', city: '', latitude: null, longitude: null },
  bio: '',
  email: '',
};

describe('validateProfile', () => {
  it('accepts a complete profile and sends digits only', () => {
    const { data, errors } = validateProfile(
      { ...initialValues(user), phone: { ...initialValues(user).phone, number: '0412 345-678' } },
      { emailRequired: true },
    );
    expect(errors).toEqual({});
    expect(data).toMatchObject({ phone: '0412345678', latitude: -33.86785, email: 'ana@example.com' });
  });

  it('gives every required message at once', () => {
    expect(validateProfile(empty, { emailRequired: true }).errors).toEqual({
      name: PROFILE_MESSAGES.nameRequired,
      phone: PROFILE_MESSAGES.phoneRequired,
      location: PROFILE_MESSAGES.cityRequired,
      bio: PROFILE_MESSAGES.bioRequired,
      email: PROFILE_MESSAGES.emailRequired,
    });
  });

  it('does not ask Complete Host Profile for an email', () => {
    expect(validateProfile(empty, { emailRequired: false }).errors.email).toBeUndefined();
  });

  it('insists on a picked city even while other fields are invalid', () => {
    const { errors } = validateProfile(
      { ...empty, location: { ...empty.location, text: 'Sydn' } },
      { emailRequired: false },
    );
    expect(errors.location).toBe(PROFILE_MESSAGES.cityNotPicked);
  });

  it('speaks the short and invalid messages', () => {
    const { errors } = validateProfile(
      {
        ...initialValues(user),
        name: 'A',
        phone: { ...initialValues(user).phone, number: '12345' },
        bio: 'Too short',
        email: 'ana@',
      },
      { emailRequired: true },
    );
    expect(errors).toEqual({
      name: PROFILE_MESSAGES.nameTooShort,
      phone: PROFILE_MESSAGES.phoneInvalid,
      bio: PROFILE_MESSAGES.bioTooShort,
      email: PROFILE_MESSAGES.emailInvalid,
    });
  });
});

describe('server error keys', () => {
  it('lands each on the field that shows it', () => {
    expect(fieldOf('country_code')).toBe('phone');
    expect(fieldOf('latitude')).toBe('location');
    expect(fieldOf('profile_photo')).toBe('profile_photo');
    expect(fieldOf('role')).toBeNull();
  });
});

describe('toFormData', () => {
  it('posts the route’s field names, the photo only when chosen', () => {
    const { data } = validateProfile(initialValues(user), { emailRequired: true });
    if (!data) throw new Error('invalid');
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const form = toFormData(data, { includeEmail: true, photo });
    expect([...form.keys()]).toEqual([
      'name',
      'phone',
      'country_code',
      'country_id',
      'iso_code',
      'location',
      'city',
      'latitude',
      'longitude',
      'bio',
      'email',
      'profile_photo',
    ]);
    expect(form.get('latitude')).toBe('-33.86785');
    expect(toFormData(data, { includeEmail: false, photo: null }).has('email')).toBe(false);
  });
});

describe('Complete Host Profile steps', () => {
  it('on load sends approved hosts on and shows the modal for completed profiles', () => {
    expect(completeProfileLoadStep({ ...user, host_status: 'approved' })).toEqual({
      kind: 'redirect',
      to: '/connect-stripe',
    });
    expect(
      completeProfileLoadStep({ ...user, host_status: 'approved', stripe_account_id: 'acct_1' }),
    ).toEqual({ kind: 'redirect', to: '/' });
    expect(completeProfileLoadStep(user)).toEqual({ kind: 'review' });
    expect(completeProfileLoadStep({ ...user, is_profile_completed: false })).toEqual({ kind: 'form' });
  });

  it('after a submit shows the modal unless an earlier profile is approved', () => {
    expect(completeProfileNextStep(false, 'approved')).toBe('review');
    expect(completeProfileNextStep(true, 'pending')).toBe('review');
    expect(completeProfileNextStep(true, 'rejected')).toBe('review');
    expect(completeProfileNextStep(true, 'approved')).toBe('connect-stripe');
  });
});
