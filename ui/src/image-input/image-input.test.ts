import { describe, expect, it } from 'vitest';
import {
  AVATAR_IMAGE_RULES,
  formatImageMessage,
  formatMegabytes,
  GALLERY_IMAGE_RULES,
  imageType,
  validateImageFiles,
} from './image-input-logic';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('avatar rules (spec 000)', () => {
  it('accepts one JPEG, PNG or WebP of at most 3 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(validateImageFiles([file('me', type, 3 * MB)], AVATAR_IMAGE_RULES)).toEqual({
        accepted: [file('me', type, 3 * MB)],
        errors: [],
      });
    }
  });
  it('refuses other types with the spec message', () => {
    expect(validateImageFiles([file('me.gif', 'image/gif')], AVATAR_IMAGE_RULES).errors).toEqual([
      'Image type is invalid. Please upload a JPEG, PNG, or WebP file.',
    ]);
  });
  it('refuses files over 3 MB with the spec message', () => {
    expect(validateImageFiles([file('me.png', 'image/png', 3 * MB + 1)], AVATAR_IMAGE_RULES).errors).toEqual([
      'Image should be under 3 MB.',
    ]);
  });
});

describe('gallery rules (spec 001)', () => {
  it('names each refused file', () => {
    const result = validateImageFiles(
      [
        file('beach.webp', 'image/webp'),
        file('party.png', 'image/png', 10 * MB + 1),
        file('ok.jpg', 'image/jpeg', 10 * MB),
      ],
      GALLERY_IMAGE_RULES,
    );
    expect(result.accepted.map((accepted) => accepted.name)).toEqual(['ok.jpg']);
    expect(result.errors).toEqual([
      'beach.webp is not a supported format. Please use PNG or JPEG.',
      'party.png is too large. Maximum size is 10 MB.',
    ]);
  });
  it('fills the room left after existing images and says so once when the batch is cut', () => {
    const batch = ['a', 'b', 'c', 'd'].map((name) => file(`${name}.png`, 'image/png'));
    const result = validateImageFiles(batch, GALLERY_IMAGE_RULES, 8);
    expect(result.accepted.map((accepted) => accepted.name)).toEqual(['a.png', 'b.png']);
    expect(result.errors).toEqual(['You can upload a maximum of 10 images.']);
  });
  it('accepts nothing when full', () => {
    const result = validateImageFiles([file('a.png', 'image/png')], GALLERY_IMAGE_RULES, 10);
    expect(result).toEqual({ accepted: [], errors: ['You can upload a maximum of 10 images.'] });
  });
  it('checks type and size before room', () => {
    const result = validateImageFiles([file('a.gif', 'image/gif')], GALLERY_IMAGE_RULES, 10);
    expect(result.errors).toEqual(['a.gif is not a supported format. Please use PNG or JPEG.']);
  });
  it('accepts an empty batch', () => {
    expect(validateImageFiles([], GALLERY_IMAGE_RULES)).toEqual({ accepted: [], errors: [] });
  });
});

describe('imageType', () => {
  it('uses the browser type, else the extension', () => {
    expect(imageType(file('x.bin', 'IMAGE/PNG'))).toBe('image/png');
    expect(imageType(file('Photo.JPG', ''))).toBe('image/jpeg');
    expect(imageType(file('photo.webp', ''))).toBe('image/webp');
    expect(imageType(file('notes', ''))).toBe('');
  });
  it('lets an extension-less PNG through the gallery rules', () => {
    expect(validateImageFiles([file('scan.png', '')], GALLERY_IMAGE_RULES).accepted).toHaveLength(1);
  });
});

describe('formatImageMessage', () => {
  it('fills {file}, {max} and {maxSize}', () => {
    expect(
      formatImageMessage('{file}: at most {max} images of {maxSize} MB', {
        file: 'a.png',
        max: 4,
        maxSize: 5 * MB,
      }),
    ).toBe('a.png: at most 4 images of 5 MB');
  });
  it('leaves plain messages alone', () => {
    expect(formatImageMessage('Image should be under 3 MB.', { file: 'a.png' })).toBe(
      'Image should be under 3 MB.',
    );
  });
});

describe('formatMegabytes', () => {
  it('rounds to one decimal', () => {
    expect(formatMegabytes(3 * MB)).toBe('3\u00a0MB');
    expect(formatMegabytes(1.25 * MB)).toBe('1.3\u00a0MB');
  });
});
