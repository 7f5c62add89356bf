import { z } from 'zod';

/**
 * Profiles one account reads of another (spec 001 §3 'Public profile' and 'Event-member
 * response', §7 'Event details'): who may read whom is in docs/decisions/081.
 */

export const PEOPLE_MESSAGES = {
  loaded: 'Profile retrieved successfully.',
  /** The spec's toast when neither call finds the member (§8 'Event details'). */
  notFound: 'User not found',
} as const;

/** A trait, interest or favourite spot with its icon. */
const namedImageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable().describe('URL of the icon, or null'),
});

const socialsSchema = z.object({
  instagram: z.string().nullable().describe('https link to the profile, or null'),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
});

/** §3 'Public profile'. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  slug: z.string().describe('Also the username: GET /api/public/user/{slug} takes either'),
  role: z.enum(['host', 'guest']).describe('Ours'),
  name: z.string().nullable().describe('Null when the person has not said; the app shows "Member"'),
  location: z.string().nullable(),
  image: z.string().describe('URL of the photo, or the default avatar'),
  about: z.string().nullable(),
  traits: z.array(namedImageSchema),
  categories: z.object({
    interests: z.array(z.string()),
    favorite_spots: z.array(z.string()),
  }),
  category_objects: z.object({
    interests: z.array(namedImageSchema),
    favorite_spots: z.array(namedImageSchema),
  }),
  socials: socialsSchema,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** §3 'Event-member response': the public profile with `bio` (the same text as `about`). */
export const eventMemberProfileSchema = publicProfileSchema.extend({
  bio: z.string().nullable().describe('The member’s about text'),
});
export type EventMemberProfile = z.infer<typeof eventMemberProfileSchema>;

export const publicProfileResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: publicProfileSchema,
});

export const eventMemberProfileResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: eventMemberProfileSchema,
});

export const publicUserParamsSchema = z.object({
  slug: z.string().min(1).max(96).describe('The slug (also the username)'),
});

/** An id that cannot be anyone's is a member not found, in the spec's words. */
const notFound = { error: PEOPLE_MESSAGES.notFound };
export const eventMemberParamsSchema = z.object({
  userId: z.coerce
    .number(notFound)
    .int(notFound)
    .min(1, notFound)
    .max(2_147_483_647, notFound)
    .describe('The member’s user id'),
});
