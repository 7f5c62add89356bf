import { describe, expect, it } from 'vitest';
import { EVENT_IMAGE_RULES, PROFILE_PHOTO_RULES } from './images';

const MB = 1024 * 1024;

describe('profile photo rules (spec 000 §5, §9)', () => {
  it('takes one JPEG, PNG or WebP of at most 3 MB, with the spec messages', () => {
    expect(PROFILE_PHOTO_RULES.accept).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(PROFILE_PHOTO_RULES.maxFileSize).toBe(3 * MB);
    expect(PROFILE_PHOTO_RULES.messages).toEqual({
      invalidType: 'Image type is invalid. Please upload a JPEG, PNG, or WebP file.',
      tooLarge: 'Image should be under 3 MB.',
    });
  });
});

describe('event image rules (spec 001 §5, §9)', () => {
  it('takes up to 10 PNG or JPEG files of at most 10 MB each', () => {
    expect(EVENT_IMAGE_RULES.accept).toEqual(['image/png', 'image/jpeg']);
    expect(EVENT_IMAGE_RULES.maxFileSize).toBe(10 * MB);
    expect(EVENT_IMAGE_RULES.maxFiles).toBe(10);
  });
  it('names each refused file in the spec messages', () => {
    expect(EVENT_IMAGE_RULES.messages.invalidType({ file: 'beach.webp' })).toBe(
      'beach.webp is not a supported format. Please use PNG or JPEG.',
    );
    expect(EVENT_IMAGE_RULES.messages.tooLarge({ file: 'party.png' })).toBe(
      'party.png is too large. Maximum size is 10 MB.',
    );
    expect(EVENT_IMAGE_RULES.messages.tooMany).toBe('You can upload a maximum of 10 images.');
  });
});
