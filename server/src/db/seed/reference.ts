import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { StorageProvider } from '../../providers/storage';
import type { Database } from '../client';
import { ageGroups, appMeta, categories, spots, traits } from '../schema';

/**
 * The reference lists every install starts with (docs/decisions/074): categories, spots,
 * age groups and the guests' traits. Each category, spot and trait has an icon of its own,
 * drawn here and stored through the storage provider (served from /media), never a
 * third-party URL. The team changes the lists with the admin CLI afterwards; the seed only
 * adds entries that are missing (by name), so it never undoes the team's changes.
 */
export const REFERENCE_SEED = {
  categories: [
    'Dinner',
    'Brunch',
    'Coffee & chat',
    'Board games',
    'Book club',
    'Cooking class',
    'Wine tasting',
    'Live music',
    'Art & crafts',
    'Hiking',
  ],
  spots: ['Home', 'Garden', 'Rooftop', 'Park', 'Beach', 'Café', 'Studio', 'Kitchen'],
  ageGroups: ['18–25', '26–35', '36–45', '46–60', '60+', 'All ages'],
  traits: [
    'Curious',
    'Easygoing',
    'Foodie',
    'Early riser',
    'Night owl',
    'Storyteller',
    'Good listener',
    'Outdoorsy',
    'Creative',
    'Bookworm',
  ],
} as const;

export type ReferenceList = 'categories' | 'spots' | 'ageGroups' | 'traits';
export const referenceTables = { categories, spots, ageGroups, traits } as const;
/** The lists that have icons (age groups are plain names). */
export const LISTS_WITH_IMAGES: readonly ReferenceList[] = ['categories', 'spots', 'traits'];

/** 'Coffee & chat' → 'coffee-chat': the stable part of an icon's storage key. */
export function referenceSlug(name: string) {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9+]+/g, '-')
      .replace(/\+/g, 'plus')
      .replace(/^-+|-+$/g, '') || 'entry'
  );
}

/**
 * A 256 × 256 WebP icon drawn from the name: a rounded tile in a colour of its own with a
 * few soft shapes, so every entry is recognisable without any outside artwork.
 */
export async function drawReferenceIcon(name: string) {
  const hash = createHash('sha256').update(name).digest();
  const hue = (hash[0]! * 360) / 256;
  const accent = (hue + 40 + (hash[1]! % 80)) % 360;
  const cx = 80 + (hash[2]! % 96);
  const cy = 80 + (hash[3]! % 96);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" rx="56" fill="hsl(${hue.toFixed(0)} 62% 88%)"/>
  <circle cx="${cx}" cy="${cy}" r="${56 + (hash[4]! % 32)}" fill="hsl(${accent.toFixed(0)} 58% 62%)" fill-opacity="0.85"/>
  <circle cx="${256 - cx}" cy="${256 - cy}" r="${28 + (hash[5]! % 24)}" fill="hsl(${hue.toFixed(0)} 55% 45%)" fill-opacity="0.9"/>
  <rect x="${40 + (hash[6]! % 40)}" y="${150 + (hash[7]! % 40)}" width="${60 + (hash[8]! % 60)}" height="18" rx="9" fill="#ffffff" fill-opacity="0.8"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

export function iconKey(list: ReferenceList, name: string) {
  return `reference/${list}/${referenceSlug(name)}.webp`;
}

/** Which edition of REFERENCE_SEED an install has received (app_meta). */
export const REFERENCE_SEED_KEY = 'reference-lists:seed';
/** Raise it when REFERENCE_SEED gains entries every install should get. */
export const REFERENCE_SEED_EDITION = 1;

/**
 * Adds the seed's entries to an install that has not received this edition yet, and draws
 * their icons. Once received, the lists are the team's: a renamed or retired entry is never
 * added back. Safe on several instances at once (inserts skip names that exist).
 */
export async function seedReferenceLists(db: Database, now: Date, storage: StorageProvider) {
  const [received] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, REFERENCE_SEED_KEY));
  if (Number(received?.value ?? 0) >= REFERENCE_SEED_EDITION) return;
  for (const list of Object.keys(REFERENCE_SEED) as ReferenceList[]) {
    const table = referenceTables[list];
    const names = REFERENCE_SEED[list];
    const withImages = LISTS_WITH_IMAGES.includes(list);
    const inserted = await db
      .insert(table)
      .values(
        names.map((name, sortOrder) => ({
          name,
          sortOrder,
          imageKey: withImages ? iconKey(list, name) : null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      // The unique index is on lower(name): an entry the team renamed or retired stays as it is.
      .onConflictDoNothing()
      .returning({ name: table.name, imageKey: table.imageKey });
    for (const row of inserted) {
      if (row.imageKey) await storage.put(row.imageKey, await drawReferenceIcon(row.name), 'image/webp');
    }
  }
  await db
    .insert(appMeta)
    .values({ key: REFERENCE_SEED_KEY, value: String(REFERENCE_SEED_EDITION), updatedAt: now })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: String(REFERENCE_SEED_EDITION), updatedAt: now },
    });
}
