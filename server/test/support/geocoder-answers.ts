/**
 * Answers of Photon (GeocodeJSON features) and Nominatim (`format=jsonv2&addressdetails=1`)
 * in the shapes those servers send, for the mappers' tests and the local fakes of their HTTP
 * APIs (docs/decisions/153).
 */

export const photonSydney = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [151.2082848, -33.8698439] },
  properties: {
    osm_type: 'R',
    osm_id: 5750005,
    extent: [150.5209286, -33.5781409, 151.3430209, -34.1183289],
    country: 'Australia',
    osm_key: 'place',
    countrycode: 'AU',
    osm_value: 'city',
    name: 'Sydney',
    state: 'New South Wales',
    type: 'city',
  },
};

export const photonHouse = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [151.1787264, -33.8946402] },
  properties: {
    osm_type: 'N',
    osm_id: 4512377120,
    country: 'Australia',
    city: 'Sydney',
    countrycode: 'AU',
    postcode: '2042',
    county: 'Council of the City of Sydney',
    type: 'house',
    osm_key: 'place',
    housenumber: '12',
    street: 'King Street',
    district: 'Newtown',
    osm_value: 'house',
    state: 'New South Wales',
  },
};

export const photonVenue = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [151.1947513, -33.9107212] },
  properties: {
    osm_type: 'W',
    osm_id: 165432198,
    extent: [151.1941, -33.9103, 151.1953, -33.9111],
    country: 'Australia',
    city: 'Sydney',
    countrycode: 'AU',
    postcode: '2015',
    type: 'house',
    osm_key: 'amenity',
    housenumber: '7A',
    street: 'Huntley Street',
    district: 'Alexandria',
    osm_value: 'cafe',
    name: 'The Grounds of Alexandria',
    state: 'New South Wales',
  },
};

export const photonStreet = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [13.3888, 52.517] },
  properties: {
    osm_type: 'W',
    osm_id: 4066643,
    country: 'Germany',
    city: 'Berlin',
    countrycode: 'DE',
    postcode: '10117',
    type: 'street',
    osm_key: 'highway',
    district: 'Mitte',
    osm_value: 'primary',
    name: 'Unter den Linden',
    state: 'Berlin',
  },
};

export const nominatimSydney = {
  place_id: 17512398,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'relation',
  osm_id: 5750005,
  lat: '-33.8698439',
  lon: '151.2082848',
  category: 'boundary',
  type: 'administrative',
  place_rank: 16,
  importance: 0.7845,
  addresstype: 'city',
  name: 'Sydney',
  display_name: 'Sydney, Council of the City of Sydney, New South Wales, Australia',
  address: {
    city: 'Sydney',
    municipality: 'Council of the City of Sydney',
    state: 'New South Wales',
    'ISO3166-2-lvl4': 'AU-NSW',
    country: 'Australia',
    country_code: 'au',
  },
  boundingbox: ['-34.1183289', '-33.5781409', '150.5209286', '151.3430209'],
};

export const nominatimHouse = {
  place_id: 20815671,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'node',
  osm_id: 4512377120,
  lat: '-33.8946402',
  lon: '151.1787264',
  category: 'place',
  type: 'house',
  place_rank: 30,
  importance: 0.00000999999999995449,
  addresstype: 'place',
  name: '',
  display_name:
    '12, King Street, Newtown, Sydney, Council of the City of Sydney, New South Wales, 2042, Australia',
  address: {
    house_number: '12',
    road: 'King Street',
    suburb: 'Newtown',
    city: 'Sydney',
    municipality: 'Council of the City of Sydney',
    state: 'New South Wales',
    'ISO3166-2-lvl4': 'AU-NSW',
    postcode: '2042',
    country: 'Australia',
    country_code: 'au',
  },
  boundingbox: ['-33.8946902', '-33.8945902', '151.1786764', '151.1787764'],
};

export const nominatimVenue = {
  place_id: 143986512,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'way',
  osm_id: 165432198,
  lat: '-33.9107212',
  lon: '151.1947513',
  category: 'amenity',
  type: 'cafe',
  place_rank: 30,
  importance: 0.1521,
  addresstype: 'amenity',
  name: 'The Grounds of Alexandria',
  display_name:
    'The Grounds of Alexandria, 7A, Huntley Street, Alexandria, Sydney, Council of the City of Sydney, New South Wales, 2015, Australia',
  address: {
    amenity: 'The Grounds of Alexandria',
    house_number: '7A',
    road: 'Huntley Street',
    suburb: 'Alexandria',
    city: 'Sydney',
    municipality: 'Council of the City of Sydney',
    state: 'New South Wales',
    'ISO3166-2-lvl4': 'AU-NSW',
    postcode: '2015',
    country: 'Australia',
    country_code: 'au',
  },
  boundingbox: ['-33.9111', '-33.9103', '151.1941', '151.1953'],
};
