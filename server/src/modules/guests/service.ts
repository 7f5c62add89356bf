import {
  GUEST_MESSAGES,
  type GuestProfile,
  guestProfileFieldsSchema,
  issuesToFieldErrors,
  PROFILE_MESSAGES,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { inTransaction } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { randomToken } from '../../lib/ids';
import { ImageRejectedError, PROFILE_PHOTO_IMAGE, processImage } from '../../lib/images';
import type { StorageProvider } from '../../providers/storage';
import type { ProfileSubmission } from '../profile/service';
import { findActiveIds } from '../reference/repository';
import { lockUser, type UserRow, updateUser } from '../users/repository';
import { toUserProfile } from '../users/serializer';
import { guestChoices, type NamedImage, replaceGuestChoices } from './repository';

/** Traits, interests or spots as the API answers them: id, name and the icon's URL. */
export function namedImages(entries: NamedImage[], storage: StorageProvider) {
  return entries.map((entry) => ({
    id: entry.id,
    name: entry.name,
    image: entry.imageKey ? storage.urlFor(entry.imageKey) : null,
  }));
}

/** The guest's own profile: the account, about, traits, interests, favourite spots, socials. */
export async function guestProfile(
  deps: Pick<Deps, 'db' | 'providers'>,
  user: UserRow,
): Promise<GuestProfile> {
  const { storage } = deps.providers;
  const choices = await guestChoices(deps.db, user.id);
  const named = (entries: NamedImage[]) => namedImages(entries, storage);
  return {
    ...toUserProfile(user, storage),
    about: user.bio,
    traits: named(choices.traits),
    interests: named(choices.interests),
    favorite_spots: named(choices.favoriteSpots),
    socials: { instagram: user.instagram, twitter: user.twitter, linkedin: user.linkedin },
  };
}

/**
 * The mobile app's profile form: validate every field at once → check the chosen ids →
 * re-encode the photo → store. Lists and socials left out keep their values.
 */
export async function updateGuestProfile(
  deps: Pick<Deps, 'db' | 'clock' | 'providers'>,
  user: UserRow,
  submission: ProfileSubmission,
) {
  const parsed = guestProfileFieldsSchema.safeParse(submission.fields);
  const errors: Record<string, string[]> = {
    ...(parsed.success ? {} : issuesToFieldErrors(parsed.error.issues)),
    ...submission.errors,
  };
  const input = parsed.success ? parsed.data : null;
  if (input) {
    const checks = [
      ['traits', input.trait_ids, 'trait_ids', GUEST_MESSAGES.unknownTrait],
      ['categories', input.interest_ids, 'interest_ids', GUEST_MESSAGES.unknownInterest],
      ['spots', input.favorite_spot_ids, 'favorite_spot_ids', GUEST_MESSAGES.unknownSpot],
    ] as const;
    const found = await Promise.all(checks.map(([kind, ids]) => findActiveIds(deps.db, kind, ids ?? [])));
    checks.forEach(([, ids, field, message], index) => {
      if ((ids ?? []).some((id) => !found[index]!.has(id))) errors[field] = [message];
    });
  }
  let photo: Buffer | null = null;
  if (submission.photo && !errors.profile_photo && Object.keys(errors).length === 0) {
    try {
      photo = (await processImage(submission.photo, PROFILE_PHOTO_IMAGE))[0]!.bytes;
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      errors.profile_photo = [PROFILE_MESSAGES.photoType];
    }
  }
  const first = Object.values(errors)[0]?.[0];
  if (first || !input) throw new ValidationError(first ?? PROFILE_MESSAGES.fixValidationErrors, { errors });

  const { storage } = deps.providers;
  const photoKey = photo ? `profile-photos/${randomToken(16)}.webp` : null;
  if (photoKey && photo) await storage.put(photoKey, photo, 'image/webp');
  const now = deps.clock();
  let replaced: string | null = null;
  try {
    const updated = await inTransaction(deps.db, async (tx) => {
      const current = await lockUser(tx, user.id);
      replaced = photoKey ? (current?.profilePhotoKey ?? null) : null;
      const row = await updateUser(tx, user.id, {
        name: input.name as string,
        ...(input.location !== undefined
          ? { location: input.location || null, city: input.location || null }
          : {}),
        ...(input.about !== undefined ? { bio: input.about || null } : {}),
        ...(input.instagram !== undefined ? { instagram: input.instagram } : {}),
        ...(input.twitter !== undefined ? { twitter: input.twitter } : {}),
        ...(input.linkedin !== undefined ? { linkedin: input.linkedin } : {}),
        ...(photoKey ? { profilePhotoKey: photoKey } : {}),
        isProfileCompleted: true,
        profileCompletedAt: current?.profileCompletedAt ?? now,
        updatedAt: now,
      });
      await replaceGuestChoices(tx, user.id, {
        traitIds: input.trait_ids,
        interestIds: input.interest_ids,
        spotIds: input.favorite_spot_ids,
      });
      return row!;
    });
    if (replaced) await storage.delete(replaced).catch(() => undefined);
    return guestProfile(deps, updated);
  } catch (error) {
    if (photoKey) await storage.delete(photoKey).catch(() => undefined);
    throw error;
  }
}
