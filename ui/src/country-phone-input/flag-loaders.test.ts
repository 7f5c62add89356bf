import * as allFlags from 'country-flag-icons/string/3x2';
import { describe, expect, it } from 'vitest';
import { flagKey } from './country-phone-logic';
import { FLAG_LOADERS } from './flag-loaders';

const setKeys = Object.keys(allFlags).filter(
  (key) => typeof (allFlags as Record<string, unknown>)[key] === 'string',
);

describe('one loader per flag', () => {
  it('covers every flag of the set, keyed as flagKey keys them', () => {
    expect(setKeys.length).toBeGreaterThan(250);
    expect(setKeys.filter((key) => !FLAG_LOADERS[key])).toEqual([]);
  });

  it('loads the same artwork as the whole set', async () => {
    const key = flagKey('au');
    expect(key).toBe('AU');
    const one = await FLAG_LOADERS.AU?.();
    expect(one).toBe((allFlags as Record<string, string>).AU);
    expect(one).toMatch(/^<svg/);
  });
});
