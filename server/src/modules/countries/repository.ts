import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries } from '../../db/schema';

/** Every country, by name, in the shape GET /countries answers. */
export function listCountries(db: Database) {
  return db
    .select({ id: countries.id, code: countries.code, name: countries.name, isd_code: countries.isdCode })
    .from(countries)
    .orderBy(asc(countries.name));
}

export async function findCountryById(db: Database, id: number) {
  const [country] = await db.select().from(countries).where(eq(countries.id, id));
  return country ?? null;
}
