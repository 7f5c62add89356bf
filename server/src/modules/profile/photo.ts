import sharp from 'sharp';

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type the bytes say, whatever the file name or declared content type claim. */
export function sniffImageType(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

export const PHOTO_MAX_EDGE = 1024;

/**
 * Re-encodes a profile photo: honours the EXIF orientation, then drops every piece of
 * metadata (GPS included), bounds it to 1024×1024 and writes WebP. Throws when the bytes
 * are not a decodable image.
 */
export async function reencodePhoto(bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}
