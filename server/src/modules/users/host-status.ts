import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import { findUserById, type UserRow } from './repository';

/**
 * Who may host right now (docs/decisions/104): a host account the team has approved. A
 * host the team rejects — before or after an approval — creates, edits and fills nothing,
 * and guests neither find nor join their events; each rule is checked where it applies.
 */
export function isHosting(user: Pick<UserRow, 'role' | 'hostStatus'>) {
  return user.role === 'host' && user.hostStatus === 'approved';
}

/** The host's own writes (create, edit): 403 with `message` unless they may host. */
export function refuseUnlessHosting(user: Pick<UserRow, 'role' | 'hostStatus'>, message: string) {
  if (!isHosting(user)) throw new ForbiddenError(message);
}

/**
 * A guest's seat at an event: 409 with `message` unless its host may host, read in the
 * caller's transaction (which holds the event's row, so a rejection's cancel of the event
 * comes after this seat and refunds it — docs/decisions/084, 104).
 */
export async function refuseUnlessHostIsHosting(db: Database, hostId: number, message: string) {
  const host = await findUserById(db, hostId);
  if (!host || !isHosting(host)) throw new ConflictError(message);
}

/** SQL: the row's host (the `hostId` column) may host; for lists guests read (primary-key lookups). */
export function hostIsHostingWhere(hostId: AnyPgColumn) {
  return sql`exists (select 1 from ${users} where ${and(eq(users.id, hostId), eq(users.role, 'host'), eq(users.hostStatus, 'approved'))})`;
}
