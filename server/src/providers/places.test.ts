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
    expect((await names('par'))[0]).toBe('Paris, Île-de-France, France');
    expect(await names('sa', 2)).toEqual(['São Paulo, Brazil', 'Saint Petersburg, Russia']);
  });

  it('puts a whole name of four or more letters first', async () => {
    expect((await names('bath'))[0]).toBe('Bath, England, United Kingdom');
  });

  it('filters by the country after a comma and finds details by id', async () => {
    const [london] = await gazetteer.autocomplete('London, Canada', 1);
    expect(london?.description).toBe('London, Ontario, Canada');
    const details = await gazetteer.details(london!.place_id);
    expect(details?.address_components).toMatchObject({ country_code: 'CA', region: 'Ontario' });
    expect(await gazetteer.details('0')).toBeNull();
  });

  it('tells namesakes apart by their region, and by a nearby town when the region ties', async () => {
    const newtowns = await gazetteer.autocomplete('Newtown, Australia', 8);
    expect(newtowns.map((place) => place.secondary_text)).toEqual([
      'New South Wales, Australia',
      'Victoria, Australia',
      'near Toowoomba, Queensland, Australia',
      'near Forest Lake, Queensland, Australia',
    ]);
    expect(new Set(newtowns.map((place) => place.description)).size).toBe(newtowns.length);
    const queensland = newtowns[2]!;
    expect(await gazetteer.details(queensland.place_id)).toMatchObject({
      formatted_address: 'Newtown, near Toowoomba, Queensland, Australia',
      address_components: { city: 'Newtown', region: 'Queensland', country: 'Australia', admin_code: '04' },
    });
  });

  it('filters by a region after the comma, by its name or its code', async () => {
    expect(await names('Newtown, QLD', 8)).toEqual([
      'Newtown, near Toowoomba, Queensland, Australia',
      'Newtown, near Forest Lake, Queensland, Australia',
    ]);
    expect(await names('Newtown, New South', 8)).toEqual(['Newtown, New South Wales, Australia']);
  });

  it('names no region the city already names', async () => {
    expect((await names('sao paulo', 1))[0]).toBe('São Paulo, Brazil');
    expect((await names('singapore', 1))[0]).toBe('Singapore, Singapore');
  });
});
