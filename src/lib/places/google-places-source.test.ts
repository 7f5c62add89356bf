import { describe, expect, it } from 'vitest';
import {
  GOOGLE_PRIMARY_TYPES,
  type GooglePlace,
  type GooglePlacePrediction,
  googleMapsScriptUrl,
  googlePlaceKind,
  toAddressParts,
  toGoogleDetails,
  toGoogleSuggestion,
} from './google-places-source';

const prediction = (overrides: Partial<GooglePlacePrediction> = {}): GooglePlacePrediction => ({
  placeId: 'ChIJP3Sa8ziYEmsRUKgyFmh9AQM',
  text: { text: 'Sydney NSW, Australia' },
  mainText: { text: 'Sydney' },
  secondaryText: { text: 'NSW, Australia' },
  toPlace: () => {
    throw new Error('not used');
  },
  ...overrides,
});

const sydneyComponents = [
  { longText: 'Sydney', shortText: 'Sydney', types: ['locality', 'political'] },
  { longText: 'Council of the City of Sydney', shortText: 'Sydney', types: ['administrative_area_level_2'] },
  { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1', 'political'] },
  { longText: 'Australia', shortText: 'AU', types: ['country', 'political'] },
  { longText: '2000', shortText: '2000', types: ['postal_code'] },
];

describe('Google Places adapter', () => {
  it('maps a prediction to a list row', () => {
    expect(toGoogleSuggestion(prediction())).toEqual({
      id: 'ChIJP3Sa8ziYEmsRUKgyFmh9AQM',
      primaryText: 'Sydney',
      secondaryText: 'NSW, Australia',
    });
  });

  it('uses the full text when Google gives no structured parts', () => {
    expect(toGoogleSuggestion(prediction({ mainText: null, secondaryText: null }))).toEqual({
      id: 'ChIJP3Sa8ziYEmsRUKgyFmh9AQM',
      primaryText: 'Sydney NSW, Australia',
      secondaryText: undefined,
    });
  });

  it('reads city, region, country and postal code from address components', () => {
    expect(toAddressParts(sydneyComponents)).toEqual({
      city: 'Sydney',
      region: 'New South Wales',
      country: 'Australia',
      countryCode: 'AU',
      postalCode: '2000',
    });
  });

  it('takes the postal town when there is no locality (United Kingdom)', () => {
    expect(
      toAddressParts([
        { longText: 'Bath', shortText: 'Bath', types: ['postal_town'] },
        { longText: 'United Kingdom', shortText: 'GB', types: ['country'] },
      ]),
    ).toMatchObject({ city: 'Bath', countryCode: 'GB', region: undefined });
  });

  it('maps a fetched place to address and coordinates', () => {
    const place: GooglePlace = {
      formattedAddress: 'Sydney NSW, Australia',
      location: { lat: () => -33.8688197, lng: () => 151.2092955 },
      addressComponents: sydneyComponents,
      fetchFields: async () => ({}),
    };
    expect(toGoogleDetails(place)).toEqual({
      formattedAddress: 'Sydney NSW, Australia',
      latitude: -33.8688197,
      longitude: 151.2092955,
      kind: 'city',
      addressParts: expect.objectContaining({ city: 'Sydney', countryCode: 'AU' }),
    });
  });

  it('reads the suburb from a sublocality or a neighbourhood', () => {
    expect(
      toAddressParts([
        { longText: 'Williamsburg', shortText: 'Williamsburg', types: ['neighborhood', 'political'] },
        {
          longText: 'Brooklyn',
          shortText: 'Brooklyn',
          types: ['sublocality_level_1', 'sublocality', 'political'],
        },
        { longText: 'New York', shortText: 'New York', types: ['locality', 'political'] },
        { longText: 'New York', shortText: 'NY', types: ['administrative_area_level_1', 'political'] },
      ]),
    ).toMatchObject({ suburb: 'Brooklyn', city: 'New York', region: 'New York' });
    expect(
      toAddressParts([{ longText: 'Surry Hills', shortText: 'Surry Hills', types: ['neighborhood'] }]).suburb,
    ).toBe('Surry Hills');
  });

  it('says whether a place is a venue, a street address or a city', () => {
    expect(googlePlaceKind(['cafe', 'food', 'point_of_interest', 'establishment'])).toBe('venue');
    expect(googlePlaceKind(['street_address'])).toBe('address');
    expect(googlePlaceKind(['premise'])).toBe('address');
    expect(googlePlaceKind(['locality', 'political'])).toBe('city');
    expect(googlePlaceKind(undefined)).toBe('city');
  });

  it("maps a venue to its name apart from Google's formatted address", () => {
    const place: GooglePlace = {
      displayName: 'The Grounds of Alexandria',
      formattedAddress: '7A/2 Huntley St, Alexandria NSW 2015, Australia',
      location: { lat: () => -33.9107, lng: () => 151.1947 },
      types: ['cafe', 'restaurant', 'food', 'point_of_interest', 'establishment'],
      addressComponents: [
        { longText: 'Alexandria', shortText: 'Alexandria', types: ['locality', 'political'] },
        { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1'] },
        { longText: 'Australia', shortText: 'AU', types: ['country'] },
      ],
      fetchFields: async () => ({}),
    };
    expect(toGoogleDetails(place)).toMatchObject({
      kind: 'venue',
      name: 'The Grounds of Alexandria',
      formattedAddress: '7A/2 Huntley St, Alexandria NSW 2015, Australia',
      addressParts: { city: 'Alexandria', region: 'New South Wales', countryCode: 'AU' },
    });
    expect(toGoogleDetails({ ...place, types: ['street_address'] })).not.toHaveProperty('name');
  });

  it('asks Google for cities, or for addresses and establishments, within its five types', () => {
    expect(GOOGLE_PRIMARY_TYPES.city).toEqual(['(cities)']);
    expect(GOOGLE_PRIMARY_TYPES.address).toEqual(expect.arrayContaining(['street_address', 'establishment']));
    expect(GOOGLE_PRIMARY_TYPES.address.length).toBeLessThanOrEqual(5);
  });

  it('refuses a place without coordinates', () => {
    expect(() => toGoogleDetails({ formattedAddress: 'Somewhere', fetchFields: async () => ({}) })).toThrow();
  });

  it('loads the Maps script asynchronously with the places library', () => {
    const url = new URL(googleMapsScriptUrl('browser-key', 'ready'));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'browser-key',
      libraries: 'places',
      loading: 'async',
      callback: 'ready',
    });
  });
});
