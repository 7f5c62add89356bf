import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EVENT_IMAGE, ImageRejectedError, PROFILE_PHOTO_IMAGE, processImage, sniffImageType } from './images';

const picture = (format: 'png' | 'jpeg' | 'webp', width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .withExif({ IFD0: { Copyright: 'secret place' } })
    [format]()
    .toBuffer();

describe('processImage', () => {
  it('makes every size of an event image as WebP, bounded, without metadata', async () => {
    const [large, card] = await processImage(await picture('jpeg'), EVENT_IMAGE);
    for (const [output, width, height] of [
      [large!, 1600, 800],
      [card!, 640, 480],
    ] as const) {
      const meta = await sharp(output.bytes).metadata();
      expect(output.contentType).toBe('image/webp');
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width,
        height,
      });
      expect(meta.exif).toBeUndefined();
    }
    expect([large!.name, card!.name]).toEqual(['large', 'card']);
  });

  it('judges the type by the bytes: WebP is a profile photo but not an event image', async () => {
    const webp = await picture('webp', 50, 50);
    expect(sniffImageType(webp)).toBe('image/webp');
    await expect(processImage(webp, PROFILE_PHOTO_IMAGE)).resolves.toHaveLength(1);
    await expect(processImage(webp, EVENT_IMAGE)).rejects.toEqual(new ImageRejectedError('type'));
    await expect(
      processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), EVENT_IMAGE),
    ).rejects.toEqual(new ImageRejectedError('type'));
  });

  it('refuses bytes that claim a type but do not decode', async () => {
    const png = await picture('png', 50, 50);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(sniffImageType(broken)).toBe('image/png');
    await expect(processImage(broken, EVENT_IMAGE)).rejects.toEqual(new ImageRejectedError('unreadable'));
  });
});
