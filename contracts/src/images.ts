import { LIMITS } from './constants';
import { EVENT_IMAGE_MESSAGES } from './event-messages';
import { PROFILE_MESSAGES } from './profile';

/** Exact messages of the event images (spec 001 §5), with the events' other messages. */
export { EVENT_IMAGE_MESSAGES } from './event-messages';

/**
 * The profile photo's rules as an image picker takes them (spec 000 §5, §9): one JPEG,
 * PNG or WebP of at most 3 MB, with the spec's messages. The server checks the same.
 */
export const PROFILE_PHOTO_RULES = {
  accept: LIMITS.profilePhotoTypes,
  maxFileSize: LIMITS.profilePhotoMaxBytes,
  messages: { invalidType: PROFILE_MESSAGES.photoType, tooLarge: PROFILE_MESSAGES.photoSize },
} as const;

/** The event images' rules (spec 001 §5, §9): up to 10 PNG or JPEG files of at most 10 MB each. */
export const EVENT_IMAGE_RULES = {
  accept: LIMITS.eventImageTypes,
  maxFileSize: LIMITS.eventImageMaxBytes,
  maxFiles: LIMITS.eventImagesMax,
  messages: {
    invalidType: EVENT_IMAGE_MESSAGES.invalidType,
    tooLarge: EVENT_IMAGE_MESSAGES.tooLarge,
    tooMany: EVENT_IMAGE_MESSAGES.tooMany,
  },
} as const;
