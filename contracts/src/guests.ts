import { z } from 'zod';
import { userProfileSchema } from './auth';
import { LIMITS } from './constants';
import { parseIdList } from './event-form';
import { filePart, INPUT_MESSAGES, textField, toTrimmedText } from './fields';
import { PROFILE_MESSAGES } from './profile';

/**
 * The guests' side: the profile a guest edits in the mobile app, which hosts
 * read as §3 'Public profile' and 'Event-member response' (docs/decisions/079, 080).
 */

export const GUEST_MESSAGES = {
  nameRequired: PROFILE_MESSAGES.nameRequired,
  nameTooShort: PROFILE_MESSAGES.nameTooShort,
  nameTooLong: PROFILE_MESSAGES.nameTooLong,
  aboutTooLong: 'About may not be longer than 1000 characters.',
  locationTooLong: 'Location may not be longer than 200 characters.',
  unknownTrait: 'One of the chosen traits does not exist.',
  unknownInterest: 'One of the chosen interests does not exist.',
  unknownSpot: 'One of the chosen spots does not exist.',
  tooManyChoices: `Please choose at most ${12} of each.`,
  social: (network: string) => `Please enter a ${network} username or a link to your ${network} profile.`,
  updated: 'Profile updated successfully!',
  loaded: 'Profile retrieved successfully.',
} as const;

/** Ours: how many traits, interests and favourite spots a guest may pick of each. */
export const GUEST_CHOICES_MAX = 12;

/** The social networks a profile links to (spec 001 §3 'socials'). */
export const SOCIAL_NETWORKS = {
  instagram: {
    label: 'Instagram',
    hosts: ['instagram.com'],
    profile: (handle: string) => `https://instagram.com/${handle}`,
  },
  twitter: {
    label: 'X (Twitter)',
    hosts: ['twitter.com', 'x.com'],
    profile: (handle: string) => `https://x.com/${handle}`,
  },
  linkedin: {
    label: 'LinkedIn',
    hosts: ['linkedin.com'],
    profile: (handle: string) => `https://www.linkedin.com/in/${handle}`,
  },
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

declare const URL: new (input: string) => { protocol: string; hostname: string; pathname: string };

/**
 * A social link: a username ('@amy.cooks', 'amy.cooks') becomes the profile's https link;
 * an https link must be to the network itself. Empty clears it. Answers null when it is
 * neither.
 */
export function normaliseSocial(network: SocialNetwork, value: string): string | null {
  const text = value.trim();
  if (text === '') return '';
  if (text.length > 200) return null;
  const handle = /^@?([A-Za-z0-9._-]{1,60})$/.exec(text)?.[1];
  if (handle) return SOCIAL_NETWORKS[network].profile(handle);
  try {
    const url = new URL(text);
    const host = url.hostname
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/^[a-z]{2}\./, '');
    const ours = (SOCIAL_NETWORKS[network].hosts as readonly string[]).includes(host);
    return url.protocol === 'https:' && ours && url.pathname.length > 1 ? text : null;
  } catch {
    return null;
  }
}

const socialField = (network: SocialNetwork) =>
  z.preprocess(
    toTrimmedText,
    z.string({ error: INPUT_MESSAGES.notText }).transform((value, ctx) => {
      const normalised = normaliseSocial(network, value);
      if (normalised === null) {
        ctx.addIssue({ code: 'custom', message: GUEST_MESSAGES.social(SOCIAL_NETWORKS[network].label) });
        return z.NEVER;
      }
      return normalised || null;
    }),
  );

const choicesField = (unknown: string) =>
  z.unknown().transform((value, ctx) => {
    const ids = parseIdList(value ?? '');
    if (ids === null) {
      ctx.addIssue({ code: 'custom', message: unknown });
      return z.NEVER;
    }
    if (ids.length > GUEST_CHOICES_MAX) {
      ctx.addIssue({ code: 'custom', message: GUEST_MESSAGES.tooManyChoices });
      return z.NEVER;
    }
    return ids;
  });

/**
 * `POST /api/guest/profile` (multipart with an optional `profile_photo`, or JSON): every
 * field is optional except the name; a field left out keeps its value. Id lists are
 * comma-separated (as the event form's) or arrays.
 */
export const guestProfileFieldsSchema = z.object({
  name: textField({
    required: GUEST_MESSAGES.nameRequired,
    min: LIMITS.nameMin,
    tooShort: GUEST_MESSAGES.nameTooShort,
    max: 100,
    tooLong: GUEST_MESSAGES.nameTooLong,
    kind: 'name',
  }),
  location: z
    .preprocess(
      toTrimmedText,
      z.string({ error: INPUT_MESSAGES.notText }).max(200, GUEST_MESSAGES.locationTooLong),
    )
    .optional(),
  about: z
    .preprocess(
      toTrimmedText,
      z.string({ error: INPUT_MESSAGES.notText }).max(1000, GUEST_MESSAGES.aboutTooLong),
    )
    .optional(),
  trait_ids: choicesField(GUEST_MESSAGES.unknownTrait).optional(),
  interest_ids: choicesField(GUEST_MESSAGES.unknownInterest).optional(),
  favorite_spot_ids: choicesField(GUEST_MESSAGES.unknownSpot).optional(),
  instagram: socialField('instagram').optional(),
  twitter: socialField('twitter').optional(),
  linkedin: socialField('linkedin').optional(),
});
export type GuestProfileFields = z.input<typeof guestProfileFieldsSchema>;

const choicesPart = (what: string) =>
  z
    .string()
    .optional()
    .describe(`Comma-separated ${what} ids, at most ${GUEST_CHOICES_MAX}; empty clears them`);
const socialPart = (network: SocialNetwork) =>
  z
    .string()
    .max(200)
    .optional()
    .describe(
      `${SOCIAL_NETWORKS[network].label}: a username or an https link to the profile; empty clears it`,
    );

/**
 * `POST /api/guest/profile` for the OpenAPI reference: the fields as text parts and the
 * optional photo. The server checks them with `guestProfileFieldsSchema` and the photo by
 * its bytes; a JSON body carries the same fields (id lists may be arrays) without a photo.
 */
export const guestProfileMultipartSchema = z.object({
  name: z.string().min(LIMITS.nameMin).max(100),
  location: z.string().max(200).optional(),
  about: z.string().max(1000).optional(),
  trait_ids: choicesPart('trait'),
  interest_ids: choicesPart('category'),
  favorite_spot_ids: choicesPart('spot'),
  instagram: socialPart('instagram'),
  twitter: socialPart('twitter'),
  linkedin: socialPart('linkedin'),
  profile_photo: filePart(
    `JPEG, PNG or WebP (judged by its bytes), at most ${LIMITS.profilePhotoMaxBytes / 1024 / 1024} MB; re-encoded without metadata`,
  ).optional(),
});

const namedImage = z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() });

/** What a guest reads of their own profile. */
export const guestProfileSchema = userProfileSchema.extend({
  about: z.string().nullable(),
  traits: z.array(namedImage),
  interests: z.array(namedImage),
  favorite_spots: z.array(namedImage),
  socials: z.object({
    instagram: z.string().nullable(),
    twitter: z.string().nullable(),
    linkedin: z.string().nullable(),
  }),
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;

export const guestProfileResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: guestProfileSchema,
});
