import { randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: user slugs and link tokens cannot be guessed or enumerated. */
export function randomToken(bytes = 16) {
  return randomBytes(bytes).toString('base64url');
}

/** A user slug: lowercase letters and digits only, so it reads well in /verification/{slug}. */
export function randomSlug() {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  let slug = '';
  for (const byte of bytes) slug += alphabet[byte % 36];
  return slug;
}
