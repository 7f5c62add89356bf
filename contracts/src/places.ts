import { z } from 'zod';

export const PLACES_MESSAGES = {
  queryRequired: 'Type at least 2 characters to search for a city.',
  notFound: 'Place not found.',
  unavailable: 'Place search is not available right now. Please try again in a moment.',
} as const;

/**
 * What a search looks for: cities (the profile's city, the default) or street addresses and
 * venues (an event's place). A source that holds only cities answers cities for both
 * (docs/decisions/153).
 */
export const PLACE_SEARCH_SCOPES = ['city', 'address'] as const;
export type PlaceSearchScope = (typeof PLACE_SEARCH_SCOPES)[number];

/** What a place is: a city (or town), a street address, or a venue (a named place with its address). */
export const PLACE_KINDS = ['city', 'address', 'venue'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Where the places come from: the embedded gazetteer, Google in the browser, or a self-hosted geocoder. */
export const PLACES_SOURCES = ['local', 'google', 'photon', 'nominatim'] as const;
export type PlacesSourceName = (typeof PLACES_SOURCES)[number];

export const placesAutocompleteQuerySchema = z.object({
  input: z
    .string({ error: PLACES_MESSAGES.queryRequired })
    .trim()
    .min(2, PLACES_MESSAGES.queryRequired)
    .max(100, PLACES_MESSAGES.queryRequired),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  scope: z
    .enum(PLACE_SEARCH_SCOPES)
    .default('city')
    .describe('city: cities and towns; address: street addresses and venues, where the source has them'),
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
  kind: z
    .enum(PLACE_KINDS)
    .optional()
    .describe('city (the gazetteer answers only these), a street address, or a venue; absent means city'),
  name: z.string().describe("The place's own name: the city's, the venue's, or an address's street line"),
  formatted_address: z.string(),
  latitude: z.number().describe('The exact point (a street address: its door)'),
  longitude: z.number(),
  address_components: z.object({
    suburb: z
      .string()
      .nullable()
      .optional()
      .describe('The suburb or neighbourhood of an address or venue, when the source knows it'),
    city: z.string(),
    region: z.string().nullable().describe('The state or province, when the source knows it'),
    country: z.string(),
    country_code: z.string(),
    admin_code: z.string().nullable(),
  }),
  population: z
    .number()
    .int()
    .nullable()
    .describe("The city's; null for an address or venue, or when unknown"),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

export const placeDetailsParamsSchema = z.object({
  // A GeoNames id (the gazetteer), or an OpenStreetMap object (N, W or R and its number), which
  // a Photon answer follows with the point it was found at (docs/decisions/153).
  id: z
    .string()
    .regex(
      /^(?:\d{1,12}|[NWR]\d{1,15}(?:@-?\d{1,2}(?:\.\d{1,7})?,-?\d{1,3}(?:\.\d{1,7})?)?)$/,
      PLACES_MESSAGES.notFound,
    ),
});
export const placeDetailsResponseSchema = z.object({ status: z.literal(true), data: placeDetailsSchema });

export const appConfigResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    places: z.object({
      source: z
        .enum(PLACES_SOURCES)
        .describe('local, photon and nominatim answer through /api/places; google from the browser'),
      google_browser_key: z.string().nullable(),
      addresses: z
        .boolean()
        .default(false)
        .describe(
          'Whether the source suggests street addresses and venues (the embedded gazetteer holds only cities)',
        ),
    }),
    payments: z.object({ provider: z.enum(['sandbox', 'stripe']), display_name: z.string() }),
    default_country: z.object({ code: z.string(), isd_code: z.string() }),
    default_avatar: z.string(),
  }),
});
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;
