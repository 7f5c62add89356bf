import { z } from 'zod';

/** The reference lists (spec 001 §3 'Category and spot', 'Age group'; docs/decisions/074). */

export const referenceItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable().describe('The entry’s icon, served from /media'),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

/** `GET /api/categories`, `GET /api/spots`, `GET /api/traits`. */
export const referenceListResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(referenceItemSchema),
});
export type ReferenceListResponse = z.infer<typeof referenceListResponseSchema>;

export const ageGroupSchema = z.object({ id: z.number().int(), name: z.string() });
export type AgeGroup = z.infer<typeof ageGroupSchema>;

/** `GET /api/event-ages`. */
export const ageGroupsResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(ageGroupSchema),
});
export type AgeGroupsResponse = z.infer<typeof ageGroupsResponseSchema>;

/** Ours: answers and the team's messages. */
export const REFERENCE_MESSAGES = {
  listed: 'List retrieved successfully.',
  nameRequired: 'A name is required.',
  nameTooLong: 'A name may not be longer than 60 characters.',
} as const;

export const REFERENCE_NAME_MAX = 60;
