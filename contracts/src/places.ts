import { z } from 'zod';

export const PLACES_MESSAGES = {
  queryRequired: 'Type at least 2 characters to search for a city.',
  notFound: 'Place not found.',
} as const;

export const placesAutocompleteQuerySchema = z.object({
  input: z
    .string({ error: PLACES_MESSAGES.queryRequired })
    .trim()
    .min(2, PLACES_MESSAGES.queryRequired)
    .max(100, PLACES_MESSAGES.queryRequired),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const placeSuggestionSchema = z.object({
  place_id: z.string(),
  description: z.string().describe('e.g. "Sydney, New South Wales, Australia"'),
  main_text: z.string(),
  secondary_text: z
    .string()
    .describe('The region and country; "near <town>" first when the region holds two of the name'),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placesAutocompleteResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(placeSuggestionSchema),
});

export const placeDetailsSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  address_components: z.object({
    city: z.string(),
    region: z.string().nullable().describe('The state or province, when the gazetteer knows it'),
    country: z.string(),
    country_code: z.string(),
    admin_code: z.string().nullable(),
  }),
  population: z.number().int(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

export const placeDetailsParamsSchema = z.object({
  id: z.string().regex(/^\d{1,12}$/, PLACES_MESSAGES.notFound),
});
export const placeDetailsResponseSchema = z.object({ status: z.literal(true), data: placeDetailsSchema });

export const appConfigResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    places: z.object({
      source: z.enum(['local', 'google']),
      google_browser_key: z.string().nullable(),
    }),
    payments: z.object({ provider: z.enum(['sandbox', 'stripe']), display_name: z.string() }),
    default_country: z.object({ code: z.string(), isd_code: z.string() }),
    default_avatar: z.string(),
  }),
});
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;
