import { describe, expect, it } from 'vitest';
import { choosePlacesSource } from './places-source-choice';

describe('choosePlacesSource', () => {
  it('uses Google when the config says so and has a key', () => {
    expect(choosePlacesSource({ source: 'google', google_browser_key: ' AIza-key ' })).toEqual({
      kind: 'google',
      browserKey: 'AIza-key',
    });
  });

  it('falls back to the gazetteer without a key, for local, and without a config', () => {
    expect(choosePlacesSource({ source: 'google', google_browser_key: null })).toEqual({ kind: 'gazetteer' });
    expect(choosePlacesSource({ source: 'google', google_browser_key: '  ' })).toEqual({ kind: 'gazetteer' });
    expect(choosePlacesSource({ source: 'local', google_browser_key: 'AIza-key' })).toEqual({
      kind: 'gazetteer',
    });
    expect(choosePlacesSource(undefined)).toEqual({ kind: 'gazetteer' });
  });
});
