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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors';

/** City search from the embedded gazetteer, and the app's public runtime settings. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/autocomplete',
    {
      schema: {
        tags: ['places'],
        summary: 'Cities whose name starts with the input, biggest first',
        querystring: placesAutocompleteQuerySchema,
        response: { 200: placesAutocompleteResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return {
        status: true as const,
        data: await app.providers.places.autocomplete(request.query.input, request.query.limit),
      };
    },
  );

  app.get(
    '/places/details/:id',
    {
      schema: {
        tags: ['places'],
        summary: 'Formatted address, coordinates and address parts of a city',
        params: placeDetailsParamsSchema,
        response: { 200: placeDetailsResponseSchema },
      },
    },
    async (request, reply) => {
      const place = await app.providers.places.details(request.params.id);
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
        places: { source: app.config.places.source, google_browser_key: app.config.places.googleBrowserKey },
        payments: { provider: app.providers.payments.name, display_name: app.providers.payments.displayName },
        default_country: { ...DEFAULT_COUNTRY },
        default_avatar: DEFAULT_AVATAR,
      },
    }),
  );
};
