import { describe, expect, it } from 'vitest';
import {
  nominatimHouse,
  nominatimSydney,
  nominatimVenue,
  photonHouse,
  photonStreet,
  photonSydney,
  photonVenue,
} from '../../test/support/geocoder-answers';
import { joinParts, osmTypeLetter, streetLine, toDetails, toSuggestion } from './geocoder';
import { fromNominatimResult } from './nominatim-places';
import { fromPhotonFeature } from './photon-places';

describe('the words of an address', () => {
  it('writes the house number where the country does', () => {
    expect(streetLine('King Street', '12', 'AU')).toBe('12 King Street');
    expect(streetLine('Unter den Linden', '2', 'DE')).toBe('Unter den Linden 2');
    expect(streetLine('King Street', undefined, 'AU')).toBe('King Street');
    expect(streetLine(undefined, undefined, 'AU')).toBe('');
  });

  it('leaves blanks and repeats out', () => {
    expect(joinParts(['Sydney', '', null, ' Sydney ', 'Australia'])).toBe('Sydney, Australia');
  });

  it('reads the OpenStreetMap object type either way it is written', () => {
    expect([osmTypeLetter('node'), osmTypeLetter('W'), osmTypeLetter('relation')]).toEqual(['N', 'W', 'R']);
    expect(osmTypeLetter('area')).toBeNull();
    expect(osmTypeLetter(7)).toBeNull();
  });
});

describe('Photon features', () => {
  it('maps a city', () => {
    const place = fromPhotonFeature(photonSydney)!;
    expect(toSuggestion(place)).toEqual({
      place_id: 'R5750005@-33.8698439,151.2082848',
      description: 'Sydney, New South Wales, Australia',
      main_text: 'Sydney',
      secondary_text: 'New South Wales, Australia',
    });
    expect(toDetails(place)).toMatchObject({
      kind: 'city',
      name: 'Sydney',
      formatted_address: 'Sydney, New South Wales, Australia',
      address_components: { suburb: null, city: 'Sydney', region: 'New South Wales', country_code: 'AU' },
      population: null,
    });
  });

  it('maps a street address with its suburb and exact point', () => {
    const place = fromPhotonFeature(photonHouse)!;
    expect(toSuggestion(place)).toMatchObject({
      main_text: '12 King Street',
      secondary_text: 'Newtown, Sydney, New South Wales, Australia',
    });
    expect(toDetails(place)).toEqual({
      place_id: 'N4512377120@-33.8946402,151.1787264',
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
  });

  it('maps a venue: its name apart from its address', () => {
    const place = fromPhotonFeature(photonVenue)!;
    expect(toSuggestion(place)).toMatchObject({
      main_text: 'The Grounds of Alexandria',
      secondary_text: '7A Huntley Street, Alexandria, Sydney, New South Wales, Australia',
    });
    expect(toDetails(place)).toMatchObject({
      kind: 'venue',
      name: 'The Grounds of Alexandria',
      formatted_address: '7A Huntley Street, Alexandria, Sydney, New South Wales, Australia',
      address_components: { suburb: 'Alexandria', city: 'Sydney' },
    });
  });

  it('maps a street by its own name, and in its country’s order', () => {
    expect(toDetails(fromPhotonFeature(photonStreet)!)).toMatchObject({
      place_id: 'W4066643@52.517,13.3888',
      kind: 'address',
      name: 'Unter den Linden',
      formatted_address: 'Unter den Linden, Mitte, Berlin, Germany',
    });
  });

  it('skips a feature without an OpenStreetMap id or a point', () => {
    expect(fromPhotonFeature({ ...photonSydney, geometry: { coordinates: [] } })).toBeNull();
    expect(
      fromPhotonFeature({ ...photonSydney, properties: { ...photonSydney.properties, osm_id: 'x' } }),
    ).toBeNull();
    expect(fromPhotonFeature({})).toBeNull();
  });
});

describe('Nominatim results', () => {
  it('maps a city (an administrative boundary of a city’s rank)', () => {
    expect(toDetails(fromNominatimResult(nominatimSydney)!)).toMatchObject({
      place_id: 'R5750005',
      kind: 'city',
      name: 'Sydney',
      formatted_address: 'Sydney, New South Wales, Australia',
      latitude: -33.8698439,
      longitude: 151.2082848,
      address_components: { city: 'Sydney', region: 'New South Wales', country_code: 'AU', suburb: null },
    });
  });

  it('maps a street address', () => {
    const place = fromNominatimResult(nominatimHouse)!;
    expect(toSuggestion(place)).toEqual({
      place_id: 'N4512377120',
      description: '12 King Street, Newtown, Sydney, New South Wales, Australia',
      main_text: '12 King Street',
      secondary_text: 'Newtown, Sydney, New South Wales, Australia',
    });
    expect(toDetails(place)).toMatchObject({ kind: 'address', address_components: { suburb: 'Newtown' } });
  });

  it('maps a venue', () => {
    expect(toDetails(fromNominatimResult(nominatimVenue)!)).toMatchObject({
      place_id: 'W165432198',
      kind: 'venue',
      name: 'The Grounds of Alexandria',
      formatted_address: '7A Huntley Street, Alexandria, Sydney, New South Wales, Australia',
      latitude: -33.9107212,
      longitude: 151.1947513,
    });
  });

  it('skips a result without coordinates', () => {
    expect(fromNominatimResult({ ...nominatimHouse, lat: 'north' })).toBeNull();
  });
});
