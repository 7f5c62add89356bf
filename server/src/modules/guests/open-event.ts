import { EVENT_MESSAGES, GUEST_EVENT_MESSAGES } from '@friendly/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { refuseUnlessHostIsHosting } from '../users/host-status';
import { findEventForGuest } from './membership-repository';

/**
 * The event a guest asks to join, join the line of or claim a seat at, held for the caller's
 * transaction: 404 unless approved or completed, 409 when it is not open or has started, and
 * 409 when its host is no longer hosting (docs/decisions/149). One check for every way in.
 */
export async function lockOpenEvent(tx: Database, idOrSlug: string, now: Date) {
  const event = await findEventForGuest(tx, idOrSlug, { lock: true });
  if (!event || (event.status !== 'approved' && event.status !== 'completed')) {
    throw new NotFoundError(EVENT_MESSAGES.notFound);
  }
  if (event.status !== 'approved') throw new ConflictError(GUEST_EVENT_MESSAGES.notOpen);
  if (event.startsAt <= now) throw new ConflictError(GUEST_EVENT_MESSAGES.started);
  await refuseUnlessHostIsHosting(tx, event.hostId, GUEST_EVENT_MESSAGES.hostNotHosting);
  return event;
}
