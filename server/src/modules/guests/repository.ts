import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, spots, traits, userFavoriteSpots, userInterests, userTraits } from '../../db/schema';

/** A guest's traits, interests and favourite spots (the guests' profile, docs/decisions/079). */

export type NamedImage = { id: number; name: string; imageKey: string | null };

export async function guestChoices(db: Database, userId: number) {
  const [traitRows, interestRows, spotRows] = await Promise.all([
    db
      .select({ id: traits.id, name: traits.name, imageKey: traits.imageKey })
      .from(userTraits)
      .innerJoin(traits, eq(traits.id, userTraits.traitId))
      .where(eq(userTraits.userId, userId))
      .orderBy(asc(userTraits.position)),
    db
      .select({ id: categories.id, name: categories.name, imageKey: categories.imageKey })
      .from(userInterests)
      .innerJoin(categories, eq(categories.id, userInterests.categoryId))
      .where(eq(userInterests.userId, userId))
      .orderBy(asc(userInterests.position)),
    db
      .select({ id: spots.id, name: spots.name, imageKey: spots.imageKey })
      .from(userFavoriteSpots)
      .innerJoin(spots, eq(spots.id, userFavoriteSpots.spotId))
      .where(eq(userFavoriteSpots.userId, userId))
      .orderBy(asc(userFavoriteSpots.position)),
  ]);
  return { traits: traitRows, interests: interestRows, favoriteSpots: spotRows };
}

/** Replaces the lists that were sent; a list left out (undefined) stays as it is. */
export async function replaceGuestChoices(
  db: Database,
  userId: number,
  choices: { traitIds?: number[]; interestIds?: number[]; spotIds?: number[] },
) {
  if (choices.traitIds) {
    await db.delete(userTraits).where(eq(userTraits.userId, userId));
    if (choices.traitIds.length > 0) {
      await db
        .insert(userTraits)
        .values(choices.traitIds.map((traitId, position) => ({ userId, traitId, position })));
    }
  }
  if (choices.interestIds) {
    await db.delete(userInterests).where(eq(userInterests.userId, userId));
    if (choices.interestIds.length > 0) {
      await db
        .insert(userInterests)
        .values(choices.interestIds.map((categoryId, position) => ({ userId, categoryId, position })));
    }
  }
  if (choices.spotIds) {
    await db.delete(userFavoriteSpots).where(eq(userFavoriteSpots.userId, userId));
    if (choices.spotIds.length > 0) {
      await db
        .insert(userFavoriteSpots)
        .values(choices.spotIds.map((spotId, position) => ({ userId, spotId, position })));
    }
  }
}
