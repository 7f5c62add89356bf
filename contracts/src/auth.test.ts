import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, cooldownMessage, registerRequestSchema, verifyOtpRequestSchema } from './auth';
import { completeProfileFieldsSchema, PROFILE_MESSAGES } from './profile';

describe('auth contracts', () => {
  it('sends only digits as the phone', () => {
    const parsed = registerRequestSchema.parse({
      country_code: '61',
      phone: '(04) 1234-5678',
      role: 'host',
      country_id: '21',
      iso_code: 'au',
    });
    expect(parsed).toEqual({
      country_code: '+61',
      phone: '0412345678',
      role: 'host',
      country_id: 21,
      iso_code: 'AU',
    });
  });

  it('raises exactly one message per field', () => {
    const result = registerRequestSchema.safeParse({ role: 'host' });
    expect(result.success).toBe(false);
    const phoneIssues = result.error!.issues.filter((issue) => issue.path[0] === 'phone');
    expect(phoneIssues.map((issue) => issue.message)).toEqual([AUTH_MESSAGES.registerPhoneRequired]);
  });

  it('wants six digits exactly', () => {
    expect(verifyOtpRequestSchema.safeParse({ slug: 'a', otp: '012345' }).success).toBe(true);
    expect(verifyOtpRequestSchema.safeParse({ slug: 'a', otp: 12345 }).success).toBe(false);
  });

  it('counts the seconds left in words', () => {
    expect(cooldownMessage(1)).toBe('Please wait 1 second before requesting a new code.');
    expect(cooldownMessage(42)).toBe('Please wait 42 seconds before requesting a new code.');
  });
});

describe('profile contract', () => {
  it('asks for a city from the suggestions when coordinates are missing', () => {
    const result = completeProfileFieldsSchema({ emailRequired: false }).safeParse({
      name: 'Ada',
      phone: '412345678',
      country_code: '+61',
      location: 'Somewhere I typed',
      bio: 'A bio of enough length.',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['location', PROFILE_MESSAGES.cityNotPicked],
    ]);
  });

  it('asks for the suggestion together with the other fields’ messages', () => {
    const result = completeProfileFieldsSchema({ emailRequired: false }).safeParse({
      name: '',
      phone: '412345678',
      country_code: '+61',
      location: 'Somewhere I typed',
      bio: 'short',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', PROFILE_MESSAGES.nameRequired],
      ['bio', PROFILE_MESSAGES.bioTooShort],
      ['location', PROFILE_MESSAGES.cityNotPicked],
    ]);
  });

  it('leaves the place alone while the place itself is unreadable', () => {
    const result = completeProfileFieldsSchema({ emailRequired: false }).safeParse({
      name: 'Ada',
      phone: '412345678',
      country_code: '+61',
      location: '',
      bio: 'A bio of enough length.',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['location', PROFILE_MESSAGES.cityRequired],
    ]);
  });
});
