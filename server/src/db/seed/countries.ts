import { countries as countryList } from 'countries-list';
import { sql } from 'drizzle-orm';
import { type CountryCode, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { Database } from '../client';
import { countries } from '../schema';

/**
 * A country's id is derived from its ISO code (AA = 1 … ZZ = 676), so every install and
 * every re-seed gives Australia the same `country_id`, whatever the dataset adds later.
 */
export function countryIdFor(code: string) {
  return (code.charCodeAt(0) - 65) * 26 + (code.charCodeAt(1) - 65) + 1;
}

/** Every ISO country with a dial code: libphonenumber-js metadata, else countries-list. */
export function countryRows() {
  const rows: Array<{ id: number; code: string; name: string; isdCode: string }> = [];
  for (const [code, info] of Object.entries(countryList)) {
    const dial = isSupportedCountry(code)
      ? getCountryCallingCode(code as CountryCode)
      : info.phone[0] !== undefined
        ? String(info.phone[0])
        : null;
    if (!dial) continue;
    rows.push({ id: countryIdFor(code), code, name: info.name, isdCode: `+${dial}` });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export async function seedCountries(db: Database) {
  const rows = countryRows();
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({
      target: countries.code,
      set: { name: sql`excluded.name`, isdCode: sql`excluded.isd_code` },
    });
  return rows.length;
}
