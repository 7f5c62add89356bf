import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_MESSAGES,
  formatImageMessage,
  type ImageRules,
  imageType,
  validateImageFiles,
} from './image-input-logic';

const MB = 1024 * 1024;

// The app's two rule sets (spec 000 and 001, passed from @friendly/contracts), written
// out here because ui/ imports nothing of ours: the templates and the function form.
const AVATAR_IMAGE_RULES: ImageRules = {
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  maxFileSize: 3 * MB,
  maxFiles: 1,
  messages: {
    ...DEFAULT_IMAGE_MESSAGES,
    invalidType: 'Image type is invalid. Please upload a JPEG, PNG, or WebP file.',
    tooLarge: 'Image should be under 3 MB.',
  },
};
const GALLERY_IMAGE_RULES: ImageRules = {
  accept: ['image/png', 'image/jpeg'],
  maxFileSize: 10 * MB,
  maxFiles: 10,
  messages: {
    invalidType: ({ file }) => `${file} is not a supported format. Please use PNG or JPEG.`,
    tooLarge: ({ file }) => `${file} is too large. Maximum size is 10 MB.`,
    tooMany: 'You can upload a maximum of 10 images.',
  },
};
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
  it('fills {file}, {max} and {maxSize}, the size with its unit', () => {
    expect(
      formatImageMessage('{file}: at most {max} images of {maxSize}', {
        file: 'a.png',
        max: 4,
        maxSize: 5 * MB,
      }),
    ).toBe('a.png: at most 4 images of 5 MB');
    expect(formatImageMessage('At most {maxSize}.', { maxSize: 512 * 1024 })).toBe('At most 512 KB.');
  });
  it('calls a function message with the values', () => {
    expect(
      formatImageMessage(({ file, max, maxSize }) => `${file}|${max}|${maxSize}`, { file: 'a.png' }),
    ).toBe('a.png|0|0');
  });
  it('has plain defaults that name the file and the limits', () => {
    const values = { file: 'a.gif', max: 4, maxSize: 5 * MB };
    expect(formatImageMessage(DEFAULT_IMAGE_MESSAGES.invalidType, values)).toBe(
      'a.gif is not a supported file type.',
    );
    expect(formatImageMessage(DEFAULT_IMAGE_MESSAGES.tooLarge, values)).toBe(
      'a.gif is too large. The limit is 5 MB.',
    );
    expect(formatImageMessage(DEFAULT_IMAGE_MESSAGES.tooMany, values)).toBe('You can add at most 4 images.');
  });
  it('leaves plain messages alone', () => {
    expect(formatImageMessage('Image should be under 3 MB.', { file: 'a.png' })).toBe(
      'Image should be under 3 MB.',
    );
  });
});
