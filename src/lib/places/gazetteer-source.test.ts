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
      kind: 'city',
      addressParts: {
        city: 'Sydney',
        region: 'New South Wales',
        country: 'Australia',
        countryCode: 'AU',
        adminCode: '02',
      },
    });
  });

  it("maps a geocoder's venue to its name, suburb and exact point", () => {
    expect(
      toPlaceDetails({
        place_id: 'W165432198',
        kind: 'venue',
        name: 'The Grounds of Alexandria',
        formatted_address: '7A Huntley Street, Alexandria, Sydney, New South Wales, Australia',
        latitude: -33.9107212,
        longitude: 151.1947513,
        address_components: {
          suburb: 'Alexandria',
          city: 'Sydney',
          region: 'New South Wales',
          country: 'Australia',
          country_code: 'AU',
          admin_code: null,
        },
        population: null,
      }),
    ).toEqual({
      formattedAddress: '7A Huntley Street, Alexandria, Sydney, New South Wales, Australia',
      latitude: -33.9107212,
      longitude: 151.1947513,
      kind: 'venue',
      name: 'The Grounds of Alexandria',
      addressParts: {
        suburb: 'Alexandria',
        city: 'Sydney',
        region: 'New South Wales',
        country: 'Australia',
        countryCode: 'AU',
      },
    });
  });

  it('leaves the name out for a street address, whose name is its street line', () => {
    const details = toPlaceDetails({
      place_id: 'N4512377120',
      kind: 'address',
      name: '12 King Street',
      formatted_address: '12 King Street, Newtown, Sydney, New South Wales, Australia',
      latitude: -33.8946402,
      longitude: 151.1787264,
      address_components: {
        suburb: 'Newtown',
        city: 'Sydney',
        region: 'New South Wales',
        country: 'Australia',
        country_code: 'AU',
        admin_code: null,
      },
      population: null,
    });
    expect(details.kind).toBe('address');
    expect(details.name).toBeUndefined();
    expect(details.addressParts).toMatchObject({ suburb: 'Newtown', city: 'Sydney' });
  });

  it('builds the request paths with a trimmed, encoded query', () => {
    expect(autocompletePath('  São Paulo ')).toBe('/places/autocomplete?input=S%C3%A3o+Paulo&limit=8');
    expect(autocompletePath('Syd', 3)).toBe('/places/autocomplete?input=Syd&limit=3');
    expect(autocompletePath('12 King St', 8, 'address')).toBe(
      '/places/autocomplete?input=12+King+St&limit=8&scope=address',
    );
    expect(detailsPath('2147714')).toBe('/places/details/2147714');
  });
});
