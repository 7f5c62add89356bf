import { describe, expect, it } from 'vitest';
import { LocalGazetteer, normalizeForSearch } from './places';

describe('LocalGazetteer', () => {
  const gazetteer = new LocalGazetteer();
  const names = async (input: string, limit = 3) =>
    (await gazetteer.autocomplete(input, limit)).map((place) => place.description);

  it('normalises accents, case and punctuation', () => {
    expect(normalizeForSearch('  São-Paulo ')).toBe('sao paulo');
  });

  it('ranks prefix matches by population', async () => {
    expect((await names('par'))[0]).toBe('Paris, France');
    expect(await names('sa', 2)).toEqual(['São Paulo, Brazil', 'Saint Petersburg, Russia']);
  });

  it('puts a whole name of four or more letters first', async () => {
    expect((await names('bath'))[0]).toBe('Bath, United Kingdom');
  });

  it('filters by the country after a comma and finds details by id', async () => {
    const [london] = await gazetteer.autocomplete('London, Canada', 1);
    expect(london?.description).toBe('London, Canada');
    const details = await gazetteer.details(london!.place_id);
    expect(details?.address_components.country_code).toBe('CA');
    expect(await gazetteer.details('0')).toBeNull();
  });
});
