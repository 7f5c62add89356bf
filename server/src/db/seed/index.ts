import type { StorageProvider } from '../../providers/storage';
import type { Database } from '../client';
import { seedContent } from './content';
import { seedCountries } from './countries';
import { seedReferenceLists } from './reference';

/** Reference data every install needs. Idempotent: safe on every start, on every instance. */
export async function seedReferenceData(db: Database, now: Date, storage: StorageProvider) {
  await seedCountries(db);
  await seedContent(db, now);
  await seedReferenceLists(db, now, storage);
}
