import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media';

describe('mediaUrl (spec 000 §2.5)', () => {
  it('keeps full URLs and site paths', () => {
    expect(mediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(mediaUrl('HTTP://cdn.example.com/a.png')).toBe('HTTP://cdn.example.com/a.png');
    expect(mediaUrl('/images/cms/banner.svg')).toBe('/images/cms/banner.svg');
  });

  it('reads anything else from the media storage', () => {
    expect(mediaUrl('cms/banner.webp')).toBe('/media/cms/banner.webp');
    expect(mediaUrl('./cms/banner.webp')).toBe('/media/cms/banner.webp');
  });

  it('has no URL for a missing image', () => {
    expect(mediaUrl('')).toBeUndefined();
    expect(mediaUrl(null)).toBeUndefined();
  });
});
