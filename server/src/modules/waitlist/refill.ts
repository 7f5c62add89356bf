import { offerExpiresAt, SEAT_PAYMENTS, WAITLIST } from '@friendly/contracts';
import { notificationContent } from '@friendly/contracts/notification-catalogue';
import type { Database } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { enqueueJob } from '../../lib/job-queue';
import type { EventRow } from '../events/repository';
import { countSeatsHeld, findMembership, holdSeat } from '../guests/membership-repository';
import { holdPaidSeat } from '../guests/paid-seats';
import { notify } from '../notifications/service';
import { type PaymentRow, raiseRefundToFull, updatePayment } from '../payments/seat-payments-repository';
import { findUserById } from '../users/repository';
import { findEntry, lockResaleEligible, nextWaiting, updateEntry, type WaitlistEntryRow } from './repository';
import { AUTO_CLAIM_JOB, enqueueSms, scheduleOfferExpiry } from './schedule';

/**
 * A freed seat goes to the line (docs/decisions/149). Every path that frees a seat — a guest
 * leaving, a hold or an offer running out, a payment failing or refunded for want of a seat,
 * capacity raised — calls refillFreedSeats in its transaction, which holds the event's row:
 * the seat and the line change together, so two guests never get one seat and the line's
 * order is kept. Calls to the payments provider (an auto-claim's off-session charge) and
 * SMS happen after the commit, on the job queue (docs/decisions/146).
 */

/**
 * Gives each free seat of the event to the first guest waiting, in line order, while seats
 * are free and guests wait. The caller holds the event's row. Answers how many were seated
 * or offered a seat.
 */
export async function refillFreedSeats(tx: Database, event: EventRow, now: Date, provider: string) {
  if (event.status !== 'approved' || event.startsAt <= now) return 0;
  let served = 0;
  for (;;) {
    const taken = await countSeatsHeld(tx, event.id, now);
    if (taken >= event.capacity) return served;
    const entry = await nextWaiting(tx, event.id);
    if (!entry) return served;
    const membership = await findMembership(tx, event.id, entry.userId);
    const holdsSeat =
      membership?.status === 'joined' ||
      (membership?.status === 'pending_payment' && (membership.holdExpiresAt ?? now) > now);
    if (holdsSeat) {
      // Joined on their own meanwhile: out of the line.
      await updateEntry(tx, entry.id, { state: 'seated', endedAt: now, updatedAt: now });
      continue;
    }
    await serve(tx, event, entry, now, provider);
    served += 1;
  }
}

async function serve(tx: Database, event: EventRow, entry: WaitlistEntryRow, now: Date, provider: string) {
  const facts = { id: event.id, slug: event.slug, title: event.title };
  if (!event.isPaid) {
    // A free seat is the guest's at once.
    await holdSeat(tx, event.id, entry.userId, now);
    await updateEntry(tx, entry.id, { state: 'seated', endedAt: now, updatedAt: now });
    const guest = await findUserById(tx, entry.userId);
    await notify(
      tx,
      entry.userId,
      { type: 'waitlist.seated', facts: { event: facts, chargedMinor: 0, currency: event.currency } },
      now,
    );
    await notify(
      tx,
      event.hostId,
      {
        type: 'event.seat_refilled',
        facts: { event: facts, guest: { id: entry.userId, name: guest?.name ?? null } },
      },
      now,
    );
    return;
  }
  if (entry.autoClaim && entry.paymentMethodId && entry.providerCustomerId) {
    // Held while the saved card is charged off-session, after the commit.
    const holdUntil = new Date(
      Math.min(now.getTime() + SEAT_PAYMENTS.holdMinutes * 60_000, event.startsAt.getTime()),
    );
    try {
      const payment = await holdPaidSeat(tx, {
        provider,
        event,
        guestId: entry.userId,
        now,
        holdUntil,
        viaWaitlist: true,
      });
      await updateEntry(tx, entry.id, {
        state: 'offered',
        offeredAt: now,
        offerExpiresAt: holdUntil,
        autoClaimFailure: null,
        updatedAt: now,
      });
      await enqueueJob(tx, {
        kind: AUTO_CLAIM_JOB,
        key: `${AUTO_CLAIM_JOB}:${entry.id}`,
        runAt: now,
        now,
        payload: { entry_id: entry.id, payment_id: payment.id },
      });
      await scheduleOfferExpiry(tx, entry.id, holdUntil, now);
      return;
    } catch (error) {
      // The host's payout account is gone (refused before any write): no charge can be
      // made; an offer stands, and a claim says why it cannot be paid.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  await offerSeat(tx, event, entry, now, null);
}

/**
 * Holds the seat for the guest to claim within the claim window, and tells them in the app
 * and by SMS; `failure` says why an auto-claim could not seat them.
 */
export async function offerSeat(
  tx: Database,
  event: EventRow,
  entry: WaitlistEntryRow,
  now: Date,
  failure: 'authentication_required' | 'declined' | null,
) {
  const expires = offerExpiresAt(now, event.startsAt);
  await holdSeat(tx, event.id, entry.userId, now, expires);
  await updateEntry(tx, entry.id, {
    state: 'offered',
    offeredAt: now,
    offerExpiresAt: expires,
    autoClaimFailure: failure,
    updatedAt: now,
  });
  await scheduleOfferExpiry(tx, entry.id, expires, now);
  const soon = event.startsAt.getTime() - now.getTime() <= WAITLIST.shortWindowWithinHours * 3_600_000;
  const input = {
    type: 'waitlist.offered' as const,
    facts: {
      event: { id: event.id, slug: event.slug, title: event.title },
      windowMinutes: soon ? WAITLIST.shortClaimWindowMinutes : WAITLIST.claimWindowMinutes,
      offerExpiresAt: expires.toISOString(),
      failure,
    },
  };
  await notify(tx, entry.userId, input, now);
  const guest = await findUserById(tx, entry.userId);
  if (guest) {
    const { message } = notificationContent(input);
    await enqueueSms(
      tx,
      guest.phoneE164,
      `Friendly Host: ${message}`,
      `offer:${entry.id}:${now.getTime()}`,
      now,
    );
  }
}

/**
 * A seat paid for is confirmed (the payments handler, in its transaction with the event's
 * row): when the guest came from the line, their entry is seated, the payment marked as a
 * refilled seat, the host told, and the oldest seat given back with less than all of it
 * refunded gets the rest back — the resale guarantee. A payment with no page nor secret was
 * an auto-claim's off-session charge: the guest is told what was charged.
 */
export async function seatedFromLine(tx: Database, payment: PaymentRow, event: EventRow | null, now: Date) {
  const entry = await findEntry(tx, payment.eventId, payment.userId);
  if (entry?.state !== 'offered' || !event) return;
  await updateEntry(tx, entry.id, { state: 'seated', endedAt: now, updatedAt: now });
  await updatePayment(tx, payment.id, { viaWaitlist: true, updatedAt: now });
  const facts = { id: event.id, slug: event.slug, title: event.title };
  const guest = await findUserById(tx, payment.userId);
  await notify(
    tx,
    event.hostId,
    {
      type: 'event.seat_refilled',
      facts: { event: facts, guest: { id: payment.userId, name: guest?.name ?? null } },
    },
    now,
  );
  if (!payment.checkoutUrl && !payment.clientSecret) {
    await notify(
      tx,
      payment.userId,
      {
        type: 'waitlist.seated',
        facts: { event: facts, chargedMinor: payment.baseMinor, currency: payment.currency },
      },
      now,
    );
  }
  const resold = await lockResaleEligible(tx, event.id);
  if (resold && resold.id !== payment.id) {
    const rest = resold.baseMinor - resold.refundedMinor - resold.refundPendingMinor;
    await updatePayment(tx, resold.id, { resale: 'resold', updatedAt: now });
    if (rest > 0) {
      await raiseRefundToFull(tx, resold.id, 'resold', now);
      await notify(
        tx,
        resold.userId,
        {
          type: 'payment.resale_refund',
          facts: { event: facts, refundMinor: rest, currency: resold.currency, paymentId: resold.id },
        },
        now,
      );
    }
  }
}
