import { EVENT_IMAGE_MESSAGES } from '@friendly/contracts';
import type { Deps } from '../../context';
import { randomToken } from '../../lib/ids';
import { EVENT_IMAGE, ImageRejectedError, processImage } from '../../lib/images';
import { addError, type EventSubmission, type FieldErrors } from './submission';

/** An event image in storage: its large view and its card (docs/decisions/065). */
export type StoredImage = { largeKey: string; cardKey: string };

export type EncodedImage = { large: Buffer; card: Buffer };

/**
 * Re-encodes each staged image (type by its bytes, metadata dropped, a large view and a
 * card), one at a time to bound memory. A refused file is a message naming it.
 */
export async function encodeImages(submission: EventSubmission, errors: FieldErrors) {
  const encoded: EncodedImage[] = [];
  for (const image of submission.images) {
    try {
      const sizes = await processImage(image.path, EVENT_IMAGE);
      const large = sizes.find((size) => size.name === 'large')!;
      const card = sizes.find((size) => size.name === 'card')!;
      encoded.push({ large: large.bytes, card: card.bytes });
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      addError(errors, 'images', EVENT_IMAGE_MESSAGES.invalidType({ file: image.filename || 'File' }));
    }
  }
  return encoded;
}

/** Puts the encoded images in storage; on a failure, none of them stays. */
export async function storeImages(deps: Pick<Deps, 'providers'>, encoded: EncodedImage[]) {
  const { storage } = deps.providers;
  const stored: StoredImage[] = [];
  try {
    for (const image of encoded) {
      const name = randomToken(16);
      const entry = { largeKey: `events/${name}-large.webp`, cardKey: `events/${name}-card.webp` };
      stored.push(entry);
      await storage.put(entry.largeKey, image.large, 'image/webp');
      await storage.put(entry.cardKey, image.card, 'image/webp');
    }
  } catch (error) {
    await removeStoredImages(deps, stored);
    throw error;
  }
  return stored;
}

export async function removeStoredImages(deps: Pick<Deps, 'providers'>, images: StoredImage[]) {
  await Promise.all(
    images.flatMap((image) => [
      deps.providers.storage.delete(image.largeKey).catch(() => undefined),
      deps.providers.storage.delete(image.cardKey).catch(() => undefined),
    ]),
  );
}
