import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  ageGroups,
  categories,
  chatMessages,
  chatUploads,
  eventImages,
  spots,
  traits,
  users,
} from '../../db/schema';

/**
 * Every storage key a row names: profile photos, event pictures (large and card), chat
 * media (sent, and uploaded but not yet sent) and reference icons. A new column that
 * holds a storage key belongs here, or the sweep (./sweep.ts) takes its files for orphans.
 */
export async function referencedStorageKeys(db: Database): Promise<Set<string>> {
  const lists = await Promise.all([
    db.select({ key: users.profilePhotoKey }).from(users).where(isNotNull(users.profilePhotoKey)),
    db.select({ key: eventImages.largeKey }).from(eventImages),
    db.select({ key: eventImages.cardKey }).from(eventImages),
    db.select({ key: chatMessages.mediaKey }).from(chatMessages).where(isNotNull(chatMessages.mediaKey)),
    db.select({ key: chatUploads.key }).from(chatUploads),
    ...[categories, spots, ageGroups, traits].map((table) =>
      db.select({ key: table.imageKey }).from(table).where(isNotNull(table.imageKey)),
    ),
  ]);
  const keys = new Set<string>();
  for (const rows of lists) for (const { key } of rows) if (key) keys.add(key);
  return keys;
}

/**
 * Chat uploads no message names, made before `before`: their rows go, so the sweep takes
 * their files for orphans (docs/decisions/105). A send holds its upload's row until it
 * commits (chat's `lockUpload`), so a row is never deleted under a message being stored.
 */
export async function forgetUnsentChatUploads(db: Database, before: Date) {
  const rows = await db
    .delete(chatUploads)
    .where(
      and(
        lt(chatUploads.createdAt, before),
        sql`not exists (select 1 from ${chatMessages} where ${chatMessages.mediaKey} = ${chatUploads.key})`,
      ),
    )
    .returning({ key: chatUploads.key });
  return rows.map((row) => row.key);
}
