import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The `users` table belongs to this module: every read and write of it goes through here. */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'slug' | 'createdAt'>>;

/**
 * What must still hold when a conditional update runs; the update changes nothing (and
 * answers null) otherwise. This is how two requests at once cannot both win.
 */
export type UserGuard = {
  /** The account has never been verified. */
  unverified?: true;
  /** The pending number is still this one. */
  pendingPhoneE164?: string;
  /** No payment account is attached yet. */
  noStripeAccount?: true;
};

function guardConditions(guard: UserGuard): SQL[] {
  const conditions: SQL[] = [];
  if (guard.unverified) conditions.push(eq(users.isVerified, false));
  if (guard.pendingPhoneE164) conditions.push(eq(users.pendingPhoneE164, guard.pendingPhoneE164));
  if (guard.noStripeAccount) conditions.push(isNull(users.stripeAccountId));
  return conditions;
}

async function first(query: Promise<UserRow[]>) {
  const [row] = await query;
  return row ?? null;
}

export const findUserById = (db: Database, id: number) =>
  first(db.select().from(users).where(eq(users.id, id)));

export const findUserBySlug = (db: Database, slug: string) =>
  first(db.select().from(users).where(eq(users.slug, slug)));

export const findUserByPhone = (db: Database, e164: string) =>
  first(db.select().from(users).where(eq(users.phoneE164, e164)));

export const findUserByStripeAccount = (db: Database, accountId: string) =>
  first(db.select().from(users).where(eq(users.stripeAccountId, accountId)));

/** What a guest's event card shows of each host: id, slug, name and photo. */
export async function findHostCards(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, slug: users.slug, name: users.name, photoKey: users.profilePhotoKey })
    .from(users)
    .where(inArray(users.id, ids));
}

/**
 * Reads the row and locks it until the transaction ends: the caller's read-then-write
 * cannot interleave with another request's (a photo replaced twice, a snapshot applied twice).
 */
export const lockUser = (tx: Database, id: number) =>
  first(tx.select().from(users).where(eq(users.id, id)).for('update'));

/** Accounts matching a slug, a +E.164 number or national digits (the admin CLI's "who"). */
export function findUsersMatching(db: Database, who: { slug: string; e164?: string; national?: string }) {
  const conditions = [eq(users.slug, who.slug)];
  if (who.e164) conditions.push(eq(users.phoneE164, who.e164));
  if (who.national) conditions.push(eq(users.phone, who.national));
  return db
    .select()
    .from(users)
    .where(or(...conditions));
}

/** Every host, oldest first, optionally of one review status. */
export function listUsers(db: Database, filter: { hostStatus?: string | undefined } = {}) {
  return db
    .select()
    .from(users)
    .where(filter.hostStatus ? eq(users.hostStatus, filter.hostStatus) : undefined)
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** True when another account already uses this e-mail address (compared without case). */
export async function isEmailTaken(db: Database, email: string, exceptUserId: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptUserId)));
  return Boolean(taken);
}

/** Inserts an account; null when the number (or slug) is already taken by a row raced in. */
export async function insertUserUnlessTaken(db: Database, values: NewUser) {
  return first(db.insert(users).values(values).onConflictDoNothing().returning());
}

/**
 * Changes one account; with a guard, only while the guard still holds. Answers the
 * updated row, or null when the account is gone or the guard no longer holds.
 */
export async function updateUser(db: Database, id: number, changes: UserChanges, guard: UserGuard = {}) {
  return first(
    db
      .update(users)
      .set(changes)
      .where(and(eq(users.id, id), ...guardConditions(guard)))
      .returning(),
  );
}
