import { describe, expect, it } from 'vitest';
import { autocompletePath, detailsPath, toPlaceDetails, toPlaceSuggestion } from './gazetteer-source';

describe('gazetteer adapter', () => {
  it('maps a suggestion to a list row', () => {
    expect(
      toPlaceSuggestion({
        place_id: '2147714',
        description: 'Sydney, New South Wales, Australia',
        main_text: 'Sydney',
        secondary_text: 'New South Wales, Australia',
      }),
    ).toEqual({ id: '2147714', primaryText: 'Sydney', secondaryText: 'New South Wales, Australia' });
  });

  it('falls back to the description and leaves an empty secondary text out', () => {
    expect(
      toPlaceSuggestion({ place_id: '1', description: 'Monaco', main_text: '', secondary_text: '' }),
    ).toEqual({ id: '1', primaryText: 'Monaco', secondaryText: undefined });
  });

  it('maps details to address, coordinates and parts', () => {
    expect(
      toPlaceDetails({
        place_id: '2147714',
        name: 'Sydney',
        formatted_address: 'Sydney NSW, Australia',
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
      }),
    ).toEqual({
      formattedAddress: 'Sydney NSW, Australia',
      latitude: -33.86785,
      longitude: 151.20732,
      addressParts: { city: 'Sydney', country: 'Australia', countryCode: 'AU', adminCode: '02' },
    });
  });

  it('builds the request paths with a trimmed, encoded query', () => {
    expect(autocompletePath('  São Paulo ')).toBe('/places/autocomplete?input=S%C3%A3o+Paulo&limit=8');
    expect(autocompletePath('Syd', 3)).toBe('/places/autocomplete?input=Syd&limit=3');
    expect(detailsPath('2147714')).toBe('/places/details/2147714');
  });
});
