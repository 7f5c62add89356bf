import { describe, expect, it } from 'vitest';
import { apiErrorSchema, healthResponseSchema, issuesToFieldErrors } from './common';

describe('issuesToFieldErrors', () => {
  it('groups messages per field in the order they were raised', () => {
    expect(
      issuesToFieldErrors([
        { path: ['phone'], message: 'Phone number is required.' },
        { path: ['name'], message: 'Full name is required.' },
        { path: ['phone'], message: 'Please enter a valid phone number.' },
      ]),
    ).toEqual({
      phone: ['Phone number is required.', 'Please enter a valid phone number.'],
      name: ['Full name is required.'],
    });
  });

  it('keeps nested paths readable and drops repeated messages', () => {
    expect(
      issuesToFieldErrors([
        { path: ['images', 0], message: 'Too large' },
        { path: ['images', 0], message: 'Too large' },
        { path: [], message: 'Form is invalid' },
      ]),
    ).toEqual({ 'images.0': ['Too large'], _: ['Form is invalid'] });
  });
});

describe('response schemas', () => {
  it('accepts the spec error shape and rejects a success flag', () => {
    expect(apiErrorSchema.safeParse({ status: false, message: 'Nope' }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ status: true, message: 'Nope' }).success).toBe(false);
  });

  it('describes a healthy server', () => {
    const parsed = healthResponseSchema.safeParse({
      status: true,
      database: { driver: 'pglite', ok: true },
      version: '0.1.0',
      uptime_seconds: 3,
      warnings: [],
    });
    expect(parsed.success).toBe(true);
  });
});
