import {
  appConfigResponseSchema,
  DEFAULT_AVATAR,
  DEFAULT_COUNTRY,
  PLACES_MESSAGES,
  placeDetailsParamsSchema,
  placeDetailsResponseSchema,
  placesAutocompleteQuerySchema,
  placesAutocompleteResponseSchema,
} from '@friendly/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError, UpstreamError } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { PlacesUnavailableError } from '../../providers/geocoder';

/**
 * Runs a call to the places provider; a geocoder that cannot answer becomes a 502 in the
 * API's error shape. The log says what failed, never the text searched for (it may be a
 * host's street address; docs/decisions/153).
 */
async function askPlaces<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PlacesUnavailableError)) throw error;
    log.warn({ upstreamStatus: error.upstreamStatus }, error.message);
    throw new UpstreamError(PLACES_MESSAGES.unavailable);
  }
}

/**
 * A self-hosted geocoder is a machine of the operator's that every keystroke of a search
 * reaches: searches are limited per IP (RATE_LIMIT_PLACES_PER_IP_MINUTE, 429 beyond). The
 * embedded gazetteer answers from memory and is not limited (docs/decisions/153).
 */
async function limitGeocoderSearches(app: FastifyInstance, ip: string) {
  if (app.config.places.source !== 'photon' && app.config.places.source !== 'nominatim') return;
  await enforceRateLimit(app.deps.db, {
    key: `places:${ip}`,
    limit: app.config.rateLimits.placesPerIpPerMinute,
    windowSeconds: 60,
    now: app.deps.clock(),
  });
}

/**
 * Place search from the configured server-side source (the embedded gazetteer, Photon or
 * Nominatim), and the app's public runtime settings.
 */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/autocomplete',
    {
      schema: {
        tags: ['places'],
        summary: 'Places matching the input: cities, or street addresses and venues (scope=address)',
        description:
          'The embedded gazetteer holds cities only and answers cities for either scope (biggest first); a self-hosted Photon or Nominatim answers addresses and venues too. 502 when the geocoder cannot answer.',
        querystring: placesAutocompleteQuerySchema,
        response: { 200: placesAutocompleteResponseSchema },
      },
    },
    async (request, reply) => {
      const { input, limit, scope } = request.query;
      await limitGeocoderSearches(app, request.ip);
      const data = await askPlaces(request.log, () => app.providers.places.autocomplete(input, limit, scope));
      reply.header('cache-control', 'public, max-age=86400');
      return { status: true as const, data };
    },
  );

  app.get(
    '/places/details/:id',
    {
      schema: {
        tags: ['places'],
        summary: 'Formatted address, exact coordinates and address parts of a city, address or venue',
        params: placeDetailsParamsSchema,
        response: { 200: placeDetailsResponseSchema },
      },
    },
    async (request, reply) => {
      await limitGeocoderSearches(app, request.ip);
      const place = await askPlaces(request.log, () => app.providers.places.details(request.params.id));
      if (!place) throw new NotFoundError(PLACES_MESSAGES.notFound);
      reply.header('cache-control', 'public, max-age=86400');
      return { status: true as const, data: place };
    },
  );

  app.get(
    '/app-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public runtime settings for the app',
        response: { 200: appConfigResponseSchema },
      },
    },
    async () => ({
      status: true as const,
      data: {
        places: {
          source: app.config.places.source,
          google_browser_key: app.config.places.googleBrowserKey,
          // Every source but the embedded gazetteer suggests street addresses and venues.
          addresses: app.config.places.source !== 'local',
        },
        payments: { provider: app.providers.payments.name, display_name: app.providers.payments.displayName },
        default_country: { ...DEFAULT_COUNTRY },
        default_avatar: DEFAULT_AVATAR,
      },
    }),
  );
};
