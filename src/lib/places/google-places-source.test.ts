import { describe, expect, it } from 'vitest';
import {
  type GooglePlace,
  type GooglePlacePrediction,
  googleMapsScriptUrl,
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
      addressParts: expect.objectContaining({ city: 'Sydney', countryCode: 'AU' }),
    });
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
