import { open } from 'node:fs/promises';
import { EVENT_IMAGE_RULES, PROFILE_PHOTO_RULES } from '@friendly/contracts';
import sharp from 'sharp';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type the bytes say, whatever the file name or declared content type claim. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 12));
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** One output of an image: bounded to width × height ('inside' keeps the whole picture, 'cover' crops to fill). */
export type ImageSize = { name: string; width: number; height: number; fit: 'inside' | 'cover' };

export type ImageRules = {
  /** The types accepted, judged by the bytes. */
  accept: readonly ImageType[];
  /** What is made of each accepted image; every size is WebP without metadata. */
  sizes: readonly [ImageSize, ...ImageSize[]];
};

/** A profile photo: the contract's types, one size up to 1024 × 1024 (docs/decisions/015). */
export const PROFILE_PHOTO_IMAGE: ImageRules = {
  accept: PROFILE_PHOTO_RULES.accept,
  sizes: [{ name: 'photo', width: 1024, height: 1024, fit: 'inside' }],
};

/** An event image (document 001): the contract's types (PNG, JPEG), a large view and a card. */
export const EVENT_IMAGE: ImageRules = {
  accept: EVENT_IMAGE_RULES.accept,
  sizes: [
    { name: 'large', width: 1600, height: 1600, fit: 'inside' },
    { name: 'card', width: 640, height: 480, fit: 'cover' },
  ],
};

/** Why an image was refused: a type the rules do not accept, or bytes that do not decode. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(readonly reason: 'type' | 'unreadable') {
    super(reason === 'type' ? 'image type not accepted' : 'image cannot be decoded');
  }
}

export type ProcessedImage = { name: string; bytes: Buffer; contentType: 'image/webp' };

async function headOf(input: Buffer | string) {
  if (typeof input !== 'string') return input.subarray(0, 12);
  const file = await open(input, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(12), 0, 12, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Turns an uploaded image (bytes, or the path of a staged upload) into the rules' sizes:
 * the type is judged by the bytes, the EXIF orientation is honoured, then every piece of
 * metadata (GPS included) is dropped, each size is bounded and written as WebP. Throws
 * ImageRejectedError when the type is not accepted or the bytes do not decode.
 */
export async function processImage(input: Buffer | string, rules: ImageRules): Promise<ProcessedImage[]> {
  const type = sniffImageType(await headOf(input));
  if (!type || !rules.accept.includes(type)) throw new ImageRejectedError('type');
  try {
    const source = sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate();
    return await Promise.all(
      rules.sizes.map(async (size) => ({
        name: size.name,
        bytes: await source
          .clone()
          .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
        contentType: 'image/webp' as const,
      })),
    );
  } catch {
    throw new ImageRejectedError('unreadable');
  }
}
