import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLACES_MESSAGES } from '@friendly/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config';
import { NominatimPlaces } from '../../src/providers/nominatim-places';
import { PhotonPlaces } from '../../src/providers/photon-places';
import {
  nominatimHouse,
  nominatimSydney,
  nominatimVenue,
  photonHouse,
  photonSydney,
  photonVenue,
} from '../support/geocoder-answers';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * The self-hosted geocoders (docs/decisions/153) against local fakes of their HTTP APIs:
 * real HTTP servers answering in the shapes Photon and Nominatim send.
 */

type FakeGeocoder = {
  url: string;
  requests: Array<{ path: string; query: URLSearchParams; userAgent: string | undefined }>;
  /** 'down' answers 503 as an overloaded server would; 'silent' never answers; 'garbled' sends HTML. */
  mode: 'up' | 'down' | 'silent' | 'garbled';
  close(): Promise<void>;
};

async function startFakeGeocoder(
  answer: (path: string, query: URLSearchParams) => unknown,
): Promise<FakeGeocoder> {
  const held: ServerResponse[] = [];
  const fake: FakeGeocoder = {
    url: '',
    requests: [],
    mode: 'up',
    close: async () => {
      for (const response of held) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.requests.push({
      path: url.pathname,
      query: url.searchParams,
      userAgent: request.headers['user-agent'],
    });
    if (fake.mode === 'silent') return void held.push(response);
    if (fake.mode === 'down') return void response.writeHead(503).end('Service Unavailable');
    if (fake.mode === 'garbled') {
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    }
    const body = answer(url.pathname, url.searchParams);
    if (body === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** Photon: `/api` filtered by layer, `/reverse` near a point. */
function photonAnswer(path: string, query: URLSearchParams) {
  const layers = query.getAll('layer');
  const all = [photonSydney, photonHouse, photonVenue];
  if (path === '/api') {
    const words = (query.get('q') ?? '').toLowerCase();
    const features = all.filter(
      (feature) =>
        layers.includes(feature.properties.type) &&
        JSON.stringify(feature.properties)
          .toLowerCase()
          .includes(words.split(' ').pop() ?? ''),
    );
    return { type: 'FeatureCollection', features: features.slice(0, Number(query.get('limit') ?? 15)) };
  }
  if (path === '/reverse') {
    const lat = Number(query.get('lat'));
    const lon = Number(query.get('lon'));
    const near = all.filter(
      (feature) =>
        Math.abs(feature.geometry.coordinates[1]! - lat) < 0.001 &&
        Math.abs(feature.geometry.coordinates[0]! - lon) < 0.001,
    );
    return { type: 'FeatureCollection', features: near };
  }
  return undefined;
}

/** Nominatim: `/search` (featureType=city or layer=address,poi) and `/lookup?osm_ids=`. */
function nominatimAnswer(path: string, query: URLSearchParams) {
  const all = [nominatimSydney, nominatimHouse, nominatimVenue];
  if (path === '/search') {
    const words = (query.get('q') ?? '').toLowerCase().split(' ').pop() ?? '';
    const wanted = query.get('featureType') === 'city' ? [nominatimSydney] : [nominatimHouse, nominatimVenue];
    return wanted.filter((result) => result.display_name.toLowerCase().includes(words));
  }
  if (path === '/lookup') {
    const ids = (query.get('osm_ids') ?? '').split(',');
    return all.filter((result) => ids.includes(`${result.osm_type[0]!.toUpperCase()}${result.osm_id}`));
  }
  return undefined;
}

const geocoderConfig = (source: 'photon' | 'nominatim', url: string): Partial<AppConfig> => ({
  places: { source, googleBrowserKey: null, url, userAgent: 'FriendlyHost/1.0 (+http://friendly.test)' },
});

describe(`places from a self-hosted Photon (${testDriver})`, () => {
  let photon: FakeGeocoder;
  let ctx: TestContext;
  beforeAll(async () => {
    photon = await startFakeGeocoder(photonAnswer);
    ctx = await createTestApp(geocoderConfig('photon', photon.url));
  });
  afterAll(async () => {
    await closeTestApp(ctx);
    await photon.close();
  });
  beforeEach(() => {
    photon.mode = 'up';
    photon.requests = [];
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('says in the app config that it suggests addresses', async () => {
    expect((await get('/api/app-config')).json().data.places).toEqual({
      source: 'photon',
      google_browser_key: null,
      addresses: true,
    });
  });

  it('suggests cities by default, asking Photon for its city layer with our User-Agent', async () => {
    const response = await get('/api/places/autocomplete?input=Sydney&limit=5');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        place_id: 'R5750005@-33.8698439,151.2082848',
        description: 'Sydney, New South Wales, Australia',
        main_text: 'Sydney',
        secondary_text: 'New South Wales, Australia',
      },
    ]);
    const [request] = photon.requests;
    expect(request?.path).toBe('/api');
    expect(Object.fromEntries(request!.query)).toMatchObject({ q: 'Sydney', limit: '5', lang: 'en' });
    expect(request?.query.getAll('layer')).toEqual(['city']);
    expect(request?.userAgent).toBe('FriendlyHost/1.0 (+http://friendly.test)');
  });

  it('suggests street addresses and venues with scope=address, then gives a venue’s details', async () => {
    const response = await get('/api/places/autocomplete?input=Sydney&scope=address');
    expect(response.statusCode).toBe(200);
    expect(photon.requests[0]?.query.getAll('layer')).toEqual(['house', 'street', 'other']);
    const rows = response.json().data as Array<{
      place_id: string;
      main_text: string;
      secondary_text: string;
    }>;
    expect(rows.map((row) => [row.main_text, row.secondary_text])).toEqual([
      ['12 King Street', 'Newtown, Sydney, New South Wales, Australia'],
      ['The Grounds of Alexandria', '7A Huntley Street, Alexandria, Sydney, New South Wales, Australia'],
    ]);
    const venue = await get(`/api/places/details/${encodeURIComponent(rows[1]!.place_id)}`);
    expect(venue.statusCode).toBe(200);
    expect(venue.json().data).toEqual({
      place_id: 'W165432198@-33.9107212,151.1947513',
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
    });
    // Details of a place it has just suggested need no second trip.
    expect(photon.requests).toHaveLength(1);
  });

  it('finds an address again near the point its id carries (another instance, a restart)', async () => {
    const fresh = new PhotonPlaces({ url: photon.url, userAgent: 'FriendlyHost/1.0' });
    const details = await fresh.details('N4512377120@-33.8946402,151.1787264');
    expect(details).toMatchObject({
      kind: 'address',
      name: '12 King Street',
      latitude: -33.8946402,
      longitude: 151.1787264,
      address_components: { suburb: 'Newtown', city: 'Sydney' },
    });
    expect(photon.requests[0]?.path).toBe('/reverse');
    expect(Object.fromEntries(photon.requests[0]!.query)).toMatchObject({
      lat: '-33.8946402',
      lon: '151.1787264',
    });
    expect(await fresh.details('N999@-33.8946402,151.1787264')).toBeNull();
  });

  it('answers 404 for a place Photon does not find, and 422 for bad input', async () => {
    expect((await get('/api/places/details/N999%4010.5%2C20.25')).statusCode).toBe(404);
    for (const url of [
      '/api/places/autocomplete?input=S',
      '/api/places/autocomplete?input=Sydney&scope=street',
      '/api/places/details/..%2Fetc',
      '/api/places/details/N1%40north%2Ceast',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toMatchObject({ status: false });
    }
    expect(photon.requests.filter((request) => request.path !== '/reverse')).toHaveLength(0);
  });

  it('answers 502 in the error shape when Photon fails or sends what is not JSON', async () => {
    for (const mode of ['down', 'garbled'] as const) {
      photon.mode = mode;
      const response = await get('/api/places/autocomplete?input=Sydney');
      expect(response.statusCode, mode).toBe(502);
      expect(response.json()).toEqual({ status: false, message: PLACES_MESSAGES.unavailable });
      expect(response.headers['cache-control'] ?? '').not.toContain('max-age');
    }
  });

  it('limits the searches one address sends to the geocoder, with 429 and when to retry', async () => {
    const limited = await createTestApp({
      ...geocoderConfig('photon', photon.url),
      rateLimits: { ...ctx.app.config.rateLimits, placesPerIpPerMinute: 3 },
    });
    try {
      const ask = (ip: string) =>
        limited.app.inject({
          method: 'GET',
          url: '/api/places/autocomplete?input=Sydney',
          remoteAddress: ip,
        });
      for (let search = 0; search < 3; search += 1) expect((await ask('203.0.113.7')).statusCode).toBe(200);
      const refused = await ask('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: false, retry_after: expect.any(Number) });
      expect(refused.headers['retry-after']).toBeDefined();
      // Another address is its own count; the geocoder was asked only for the answered ones.
      expect((await ask('203.0.113.8')).statusCode).toBe(200);
      expect(photon.requests).toHaveLength(4);
    } finally {
      await closeTestApp(limited);
    }
  });
});

describe(`places from a self-hosted Nominatim (${testDriver})`, () => {
  let nominatim: FakeGeocoder;
  let ctx: TestContext;
  beforeAll(async () => {
    nominatim = await startFakeGeocoder(nominatimAnswer);
    ctx = await createTestApp(geocoderConfig('nominatim', nominatim.url));
  });
  afterAll(async () => {
    await closeTestApp(ctx);
    await nominatim.close();
  });
  beforeEach(() => {
    nominatim.mode = 'up';
    nominatim.requests = [];
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('says in the app config that it suggests addresses', async () => {
    expect((await get('/api/app-config')).json().data.places).toMatchObject({
      source: 'nominatim',
      addresses: true,
    });
  });

  it('suggests cities with featureType=city, in JSON v2 with address details', async () => {
    const response = await get('/api/places/autocomplete?input=Sydney&limit=3');
    expect(response.json().data).toEqual([
      {
        place_id: 'R5750005',
        description: 'Sydney, New South Wales, Australia',
        main_text: 'Sydney',
        secondary_text: 'New South Wales, Australia',
      },
    ]);
    const [request] = nominatim.requests;
    expect(request?.path).toBe('/search');
    expect(Object.fromEntries(request!.query)).toEqual({
      q: 'Sydney',
      limit: '3',
      featureType: 'city',
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en',
    });
    expect(request?.userAgent).toMatch(/^FriendlyHost\//);
  });

  it('suggests addresses and venues with scope=address and looks the venue up by its OSM id', async () => {
    const response = await get('/api/places/autocomplete?input=Sydney&scope=address');
    expect(nominatim.requests[0]?.query.get('layer')).toBe('address,poi');
    expect(nominatim.requests[0]?.query.has('featureType')).toBe(false);
    const rows = response.json().data as Array<{ place_id: string; main_text: string }>;
    expect(rows.map((row) => row.place_id)).toEqual(['N4512377120', 'W165432198']);
    const venue = await get('/api/places/details/W165432198');
    expect(venue.statusCode).toBe(200);
    expect(venue.json().data).toMatchObject({
      kind: 'venue',
      name: 'The Grounds of Alexandria',
      latitude: -33.9107212,
      longitude: 151.1947513,
      address_components: {
        suburb: 'Alexandria',
        city: 'Sydney',
        region: 'New South Wales',
        country_code: 'AU',
      },
    });
    expect(nominatim.requests[1]?.path).toBe('/lookup');
    expect(nominatim.requests[1]?.query.get('osm_ids')).toBe('W165432198');
    expect((await get('/api/places/details/N1')).statusCode).toBe(404);
    // A GeoNames id is no OpenStreetMap object: not found, without asking.
    nominatim.requests = [];
    expect((await get('/api/places/details/2147714')).statusCode).toBe(404);
    expect(nominatim.requests).toHaveLength(0);
  });

  it('answers 502 when Nominatim is overloaded, or cannot be reached at all', async () => {
    nominatim.mode = 'down';
    const overloaded = await get('/api/places/details/W165432198');
    expect(overloaded.statusCode).toBe(502);
    expect(overloaded.json()).toEqual({ status: false, message: PLACES_MESSAGES.unavailable });

    const gone = await startFakeGeocoder(nominatimAnswer);
    await gone.close();
    const unreachable = await createTestApp(geocoderConfig('nominatim', gone.url));
    try {
      const response = await unreachable.app.inject({
        method: 'GET',
        url: '/api/places/autocomplete?input=Sydney',
      });
      // Not the database's 503: a refused connection to the geocoder is the geocoder's failure.
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ status: false, message: PLACES_MESSAGES.unavailable });
    } finally {
      await closeTestApp(unreachable);
    }
  });

  it('gives up on a geocoder that does not answer in time', async () => {
    nominatim.mode = 'silent';
    const slow = new NominatimPlaces({ url: nominatim.url, userAgent: 'FriendlyHost/1.0', timeoutMs: 50 });
    await expect(slow.autocomplete('Sydney', 5)).rejects.toThrow(/timed out/);
  });
});

describe(`places from the embedded gazetteer (${testDriver})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => closeTestApp(ctx));
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('says it suggests no addresses, and answers cities for scope=address', async () => {
    expect((await get('/api/app-config')).json().data.places).toEqual({
      source: 'local',
      google_browser_key: null,
      addresses: false,
    });
    const response = await get('/api/places/autocomplete?input=Sydney&scope=address&limit=1');
    const [sydney] = response.json().data;
    expect(sydney.description).toBe('Sydney, New South Wales, Australia');
    const details = await get(`/api/places/details/${sydney.place_id}`);
    expect(details.json().data).toMatchObject({
      kind: 'city',
      name: 'Sydney',
      population: expect.any(Number),
    });
  });
});
