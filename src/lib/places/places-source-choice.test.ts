import { describe, expect, it } from 'vitest';
import { choosePlacesSource } from './places-source-choice';

describe('choosePlacesSource', () => {
  it('uses Google when the config says so and has a key; Google suggests addresses', () => {
    expect(
      choosePlacesSource({ source: 'google', google_browser_key: ' AIza-key ', addresses: true }),
    ).toEqual({
      kind: 'google',
      browserKey: 'AIza-key',
      addresses: true,
    });
  });

  it("falls back to the server's places without a key, for local, and without a config", () => {
    expect(choosePlacesSource({ source: 'google', google_browser_key: null, addresses: true })).toEqual({
      kind: 'server',
      addresses: false,
    });
    expect(choosePlacesSource({ source: 'google', google_browser_key: '  ', addresses: true })).toEqual({
      kind: 'server',
      addresses: false,
    });
    expect(choosePlacesSource({ source: 'local', google_browser_key: 'AIza-key', addresses: false })).toEqual(
      {
        kind: 'server',
        addresses: false,
      },
    );
    expect(choosePlacesSource(undefined)).toEqual({ kind: 'server', addresses: false });
  });

  it("asks the server for a self-hosted geocoder's addresses", () => {
    for (const source of ['photon', 'nominatim'] as const) {
      expect(choosePlacesSource({ source, google_browser_key: null, addresses: true })).toEqual({
        kind: 'server',
        addresses: true,
      });
    }
  });
});
