import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  chatMessages,
  chatReads,
  chatRooms,
  chatUploads,
  eventMembers,
  events,
  users,
} from '../../db/schema';

/** The SQL of group chats (docs/decisions/091). */

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** The event's room, made when missing; safe when two ask at once (the unique index decides). */
export async function ensureRoom(db: Database, eventId: number, now: Date) {
  await db
    .insert(chatRooms)
    .values({ eventId, type: 'group', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: chatRooms.eventId });
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.eventId, eventId));
  return row!;
}

/** A room with its event, when `userId` may be in it: the event's host or a guest with a seat. */
export async function findRoomFor(
  db: Database,
  roomId: number,
  userId: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ room: chatRooms, event: events })
    .from(chatRooms)
    .innerJoin(events, eq(events.id, chatRooms.eventId))
    .where(and(eq(chatRooms.id, roomId), canTalkIn(userId)));
  const [row] = options.lock ? await query.for('update', { of: chatRooms }) : await query;
  return row ?? null;
}

/** The host of the room's event, or a guest holding a seat at it. */
export function canTalkIn(userId: number) {
  return or(
    eq(events.hostId, userId),
    sql`exists (select 1 from ${eventMembers} where ${eventMembers.eventId} = ${events.id} and ${eventMembers.userId} = ${userId} and ${eventMembers.status} = 'joined')`,
  );
}

/** Every room the user may be in, newest activity first. */
export function roomsFor(db: Database, userId: number) {
  return db
    .select({ room: chatRooms, event: events })
    .from(chatRooms)
    .innerJoin(events, eq(events.id, chatRooms.eventId))
    .where(canTalkIn(userId))
    .orderBy(sql`${chatRooms.lastMessageAt} desc nulls last`, desc(chatRooms.updatedAt), desc(chatRooms.id));
}

export async function messagesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
}

/** Unread messages per room: others' messages after the user's read mark. One query. */
export async function unreadCounts(db: Database, userId: number, roomIds: number[]) {
  if (roomIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ roomId: chatMessages.roomId, total: count() })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.roomId, chatMessages.roomId), eq(chatReads.userId, userId)))
    .where(
      and(
        inArray(chatMessages.roomId, roomIds),
        ne(chatMessages.senderId, userId),
        sql`${chatMessages.id} > coalesce(${chatReads.lastReadMessageId}, 0)`,
      ),
    )
    .groupBy(chatMessages.roomId);
  return new Map(rows.map((row) => [row.roomId, Number(row.total)]));
}

/** A page of a room's messages by id: newest first before `before`, or the next ones after `after`. */
export async function messagePage(
  db: Database,
  roomId: number,
  options: { limit: number; before?: number | undefined; after?: number | undefined },
) {
  if (options.after !== undefined) {
    // Catching up: the oldest missed first, so a long gap comes back in order, page by page.
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.id, options.after)))
      .orderBy(asc(chatMessages.id))
      .limit(options.limit + 1);
    return { rows: rows.slice(0, options.limit).reverse(), hasMore: rows.length > options.limit };
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        options.before !== undefined ? lt(chatMessages.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(options.limit + 1);
  return { rows: rows.slice(0, options.limit), hasMore: rows.length > options.limit };
}

export async function sendersOf(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string | null; photoKey: string | null }>();
  const rows = await db
    .select({ id: users.id, name: users.name, photoKey: users.profilePhotoKey })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, photoKey: row.photoKey }]));
}

export async function findByClientId(db: Database, roomId: number, senderId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.clientId, clientId),
      ),
    );
  return row ?? null;
}

/** Stores a message and moves the room's last message, under the room's row lock (commit order = id order). */
export async function insertMessage(db: Database, values: typeof chatMessages.$inferInsert) {
  const [row] = await db.insert(chatMessages).values(values).returning();
  await db
    .update(chatRooms)
    .set({ lastMessageId: row!.id, lastMessageAt: row!.createdAt, updatedAt: row!.createdAt })
    .where(eq(chatRooms.id, row!.roomId));
  return row!;
}

/** The user has read up to `messageId` (never moves back). */
export async function markRead(db: Database, roomId: number, userId: number, messageId: number, now: Date) {
  await db
    .insert(chatReads)
    .values({ roomId, userId, lastReadMessageId: messageId, updatedAt: now })
    .onConflictDoUpdate({
      target: [chatReads.roomId, chatReads.userId],
      set: { lastReadMessageId: sql`greatest(${chatReads.lastReadMessageId}, ${messageId})`, updatedAt: now },
    });
}

export async function recordUpload(db: Database, values: typeof chatUploads.$inferInsert) {
  await db.insert(chatUploads).values(values);
}

export async function findUpload(db: Database, key: string) {
  const [row] = await db.select().from(chatUploads).where(eq(chatUploads.key, key));
  return row ?? null;
}

/**
 * The upload, locked until the transaction ends: the sweep of unsent uploads cannot delete
 * it meanwhile, and one it deleted first is not found (docs/decisions/105).
 */
export async function lockUpload(tx: Database, key: string) {
  const [row] = await tx.select().from(chatUploads).where(eq(chatUploads.key, key)).for('share');
  return row ?? null;
}

/** Whether the user may talk in at least one room open for messages (host, or a seat). */
export async function hasOpenRoom(db: Database, userId: number, statuses: readonly string[]) {
  const [row] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .innerJoin(events, eq(events.id, chatRooms.eventId))
    .where(and(inArray(events.status, [...statuses]), canTalkIn(userId)))
    .limit(1);
  return row !== undefined;
}

export async function roomOfEvent(db: Database, eventId: number) {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.eventId, eventId));
  return row ?? null;
}

/**
 * The event's room under its row lock, when it has one: a notice posted from an event's
 * edit (which holds the event's row first) keeps the room's id order (docs/decisions/103).
 */
export async function lockRoomOfEvent(db: Database, eventId: number) {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.eventId, eventId)).for('update');
  return row ?? null;
}
