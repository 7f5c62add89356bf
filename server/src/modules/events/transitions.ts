import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/client';
import { events } from '../../db/schema';
import { notify } from '../notifications/service';
import { refundEveryPaidSeat } from '../payments/seat-payments';
import { lockPaidPaymentsOfEvents } from '../payments/seat-payments-repository';
import { closeLine } from '../waitlist/repository';
import { notifyEveryMember } from './members';
import type { EventRow } from './repository';
import {
  completeEnded,
  confirmIfPastDecision,
  findEventForTeam,
  lockOpenEventsOfHost,
  transitionEvent,
  tryCompletionLock,
} from './transitions-repository';

/**
 * How events move after the host creates them (docs/decisions/076): the team approves or
 * rejects a pending event with the admin CLI, and approved events become completed after
 * their end through a sweep every instance may run. Each change commits with the host's
 * notification.
 */

export class EventTransitionError extends Error {
  override name = 'EventTransitionError';
}

type Context = { db: Database; now: Date };

export async function decideEvent(
  ctx: Context,
  slug: string,
  decision: 'approved' | 'rejected',
  reason?: string,
) {
  const found = await findEventForTeam(ctx.db, slug.trim());
  if (!found) throw new EventTransitionError(`No event matches "${slug}".`);
  const { event } = found;
  if (event.status === decision) return { event, changed: false as const };
  if (event.status !== 'pending') {
    throw new EventTransitionError(
      `${event.slug} is ${event.status}: only pending events can be ${decision === 'approved' ? 'approved' : 'rejected'}.`,
    );
  }
  // Guests never see an event of a host the team has not approved (docs/decisions/104).
  if (decision === 'approved' && found.hostStatus !== 'approved') {
    throw new EventTransitionError(
      `${event.slug} cannot be approved: its host ${found.hostPhone} is ${found.hostStatus}. Review the host first.`,
    );
  }
  const changed = await inTransaction(ctx.db, async (tx) => {
    const row = await transitionEvent(tx, event.id, 'pending', decision, {
      statusReason: decision === 'rejected' ? (reason ?? null) : null,
      reviewedAt: ctx.now,
      updatedAt: ctx.now,
    });
    // Another decision won meanwhile: nothing to announce.
    if (!row) return null;
    if (decision === 'approved') await confirmIfPastDecision(tx, row, ctx.now);
    await notify(
      tx,
      event.hostId,
      decision === 'approved'
        ? { type: 'event.approved', facts: { event } }
        : { type: 'event.rejected', facts: { event, reason: reason || null } },
      ctx.now,
    );
    return row;
  });
  if (!changed) {
    const now = await findEventForTeam(ctx.db, event.slug);
    throw new EventTransitionError(`${event.slug} was decided meanwhile: it is ${now?.event.status}.`);
  }
  return { event: changed, changed: true as const };
}

/**
 * The team calls off an event that is pending or approved (`events cancel <slug>`): it
 * becomes cancelled, every paid seat is refunded in full (the refunds are asked for in this
 * transaction and sent to the provider after it), and the host and every member are told
 * (docs/decisions/084).
 */
export async function cancelEventByTeam(ctx: Context, slug: string, reason?: string) {
  const found = await findEventForTeam(ctx.db, slug.trim());
  if (!found) throw new EventTransitionError(`No event matches "${slug}".`);
  const { event } = found;
  if (event.status === 'cancelled') return { event, changed: false as const, refunds: 0 };
  if (event.status !== 'pending' && event.status !== 'approved') {
    throw new EventTransitionError(
      `${event.slug} is ${event.status}: only pending or approved events can be cancelled.`,
    );
  }
  const result = await inTransaction(ctx.db, (tx) =>
    callOffEvent(tx, event, { reason: reason ?? null, now: ctx.now, notifyHost: true }),
  );
  if (!result) {
    const now = await findEventForTeam(ctx.db, event.slug);
    throw new EventTransitionError(`${event.slug} changed meanwhile: it is ${now?.event.status}.`);
  }
  return { event: result.row, changed: true as const, refunds: result.refunds };
}

/**
 * The one way the team calls off an event (docs/decisions/084): a conditional update from
 * the status the caller read (null when another decision changed it meanwhile), a full
 * refund of every paid seat asked for in this transaction, and a notification to every
 * member (and to the host, unless the caller tells them otherwise). The update takes the
 * event's row lock, then the refunds lock its payments by id: the lock order of 084.
 */
export async function callOffEvent(
  tx: Database,
  event: EventRow,
  options: { reason: string | null; now: Date; notifyHost: boolean; notifyMembers?: boolean },
) {
  const { reason, now } = options;
  const row = await transitionEvent(tx, event.id, event.status, 'cancelled', {
    statusReason: reason,
    cancelledAt: now,
    updatedAt: now,
  });
  if (!row) return null;
  // Calendars that hold it show it cancelled (docs/decisions/150); counted from the row as
  // it is now, which this transaction holds.
  await tx
    .update(events)
    .set({ calendarSequence: sql`${events.calendarSequence} + 1` })
    .where(eq(events.id, event.id));
  const refunds = await refundEveryPaidSeat(tx, event.id, 'event_cancelled', now);
  // The line closes with the event: nobody waits for a seat that will not be, and those
  // who waited hear so (149).
  for (const userId of await closeLine(tx, event.id, now)) {
    await notify(tx, userId, { type: 'waitlist.closed', facts: { event } }, now);
  }
  if (options.notifyHost) {
    await notify(
      tx,
      event.hostId,
      { type: 'event.cancelled', facts: { to: 'host', event, reason, refunds: refunds > 0 } },
      now,
    );
  }
  if (options.notifyMembers ?? true) {
    await notifyEveryMember(
      tx,
      event.id,
      { type: 'event.cancelled', facts: { to: 'member', event, reason } },
      now,
    );
  }
  return { row, refunds };
}

/** What members read when their host's events are called off (the team's reason is the host's). */
export const HOST_NOT_HOSTING_REASON = 'Its host is no longer hosting on Friendly Host.';

/**
 * The team rejects a host (docs/decisions/104): in the caller's transaction, which holds
 * the host's row, every event of theirs still to happen is called off through
 * `callOffEvent` — rows locked in id order, then all their paid seats by id, so the lock
 * order of docs/decisions/084 holds across several events. Safe to repeat: events already
 * cancelled are not found again. Answers the events called off and the paid seats refunded.
 */
export async function callOffEventsOfHost(tx: Database, hostId: number, now: Date) {
  const open = await lockOpenEventsOfHost(tx, hostId, now);
  await lockPaidPaymentsOfEvents(
    tx,
    open.map((event) => event.id),
  );
  let calledOff = 0;
  let refunds = 0;
  for (const event of open) {
    const result = await callOffEvent(tx, event, { reason: HOST_NOT_HOSTING_REASON, now, notifyHost: false });
    if (!result) continue;
    calledOff += 1;
    refunds += result.refunds;
  }
  return { calledOff, refunds };
}

/** Events completed per sweep; a backlog is worked through sweep after sweep. */
export const COMPLETION_BATCH = 500;

/**
 * Approved events whose end has passed become completed, each with its host's
 * notification. Safe on several instances at once: one sweep holds a transaction-scoped
 * advisory lock (the others skip), and the conditional update changes each event once.
 * Answers how many events it completed.
 */
export async function completeEndedEvents(ctx: Context, batch = COMPLETION_BATCH): Promise<number> {
  return inTransaction(ctx.db, async (tx) => {
    if (!(await tryCompletionLock(tx))) return 0;
    const completed = await completeEnded(tx, ctx.now, batch);
    for (const event of completed) {
      await notify(tx, event.hostId, { type: 'event.completed', facts: { event } }, ctx.now);
    }
    return completed.length;
  });
}
