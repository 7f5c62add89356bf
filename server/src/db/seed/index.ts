import type { Database } from '../client';
import { seedContent } from './content';
import { seedCountries } from './countries';

/** Reference data every install needs. Idempotent: safe on every start, on every instance. */
export async function seedReferenceData(db: Database, now: Date) {
  await seedCountries(db);
  await seedContent(db, now);
}
