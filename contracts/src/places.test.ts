import { describe, expect, it } from 'vitest';
import {
  appConfigResponseSchema,
  PLACES_MESSAGES,
  placeDetailsParamsSchema,
  placeDetailsSchema,
  placesAutocompleteQuerySchema,
} from './places';

describe('places contract', () => {
  it('searches cities unless asked for addresses', () => {
    expect(placesAutocompleteQuerySchema.parse({ input: 'Syd' })).toEqual({
      input: 'Syd',
      limit: 8,
      scope: 'city',
    });
    expect(
      placesAutocompleteQuerySchema.parse({ input: '12 King St', scope: 'address', limit: '5' }),
    ).toEqual({
      input: '12 King St',
      limit: 5,
      scope: 'address',
    });
    expect(placesAutocompleteQuerySchema.safeParse({ input: 'Syd', scope: 'street' }).success).toBe(false);
  });

  it('takes GeoNames ids and OpenStreetMap objects, with or without the point', () => {
    const valid = (id: string) => placeDetailsParamsSchema.safeParse({ id }).success;
    expect(valid('2147714')).toBe(true);
    expect(valid('N240109189')).toBe(true);
    expect(valid('W38862723@52.5146795,13.2395147')).toBe(true);
    expect(valid('R146656@-33.86785,151.20732')).toBe(true);
    expect(valid('X1')).toBe(false);
    expect(valid('N1@north')).toBe(false);
    expect(valid('../etc')).toBe(false);
    expect(placeDetailsParamsSchema.safeParse({ id: 'abc' }).error?.issues[0]?.message).toBe(
      PLACES_MESSAGES.notFound,
    );
  });

  it('keeps the details of a city as they were', () => {
    const city = placeDetailsSchema.parse({
      place_id: '2147714',
      name: 'Sydney',
      formatted_address: 'Sydney, New South Wales, Australia',
      latitude: -33.86785,
      longitude: 151.20732,
      address_components: {
        city: 'Sydney',
        region: 'New South Wales',
        country: 'Australia',
        country_code: 'AU',
        admin_code: '02',
      },
      population: 4627345,
    });
    expect(city.kind).toBeUndefined();
    expect(city.address_components.suburb).toBeUndefined();
  });

  it('says whether the source suggests addresses, and not by default', () => {
    const config = {
      status: true,
      data: {
        places: { source: 'photon', google_browser_key: null },
        payments: { provider: 'sandbox', display_name: 'Stripe' },
        default_country: { code: 'AU', isd_code: '+61' },
        default_avatar: '/images/default-avatar.png',
      },
    };
    expect(appConfigResponseSchema.parse(config).data.places.addresses).toBe(false);
  });
});
