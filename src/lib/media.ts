/**
 * Content images are full URLs, site paths, or names in our media storage (spec 000
 * §2.5: 'Images whose value does not start with http or / are read from a storage path').
 */
export const MEDIA_BASE = '/media/';

export function mediaUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  return `${MEDIA_BASE}${value.replace(/^\.?\/*/, '')}`;
}
