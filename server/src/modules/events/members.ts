import type { Database } from '../../db/client';
import { type NotificationInput, notify } from '../notifications/service';
import { membersOf } from './repository';

/**
 * Tells every member of an event (not its host), in the caller's transaction: an edit
 * they should know of (docs/decisions/103) or the team calling the event off (084).
 */
export async function notifyEveryMember(tx: Database, eventId: number, input: NotificationInput, now: Date) {
  const members = (await membersOf(tx, [eventId])).get(eventId) ?? [];
  for (const member of members) await notify(tx, member.userId, input, now);
}
