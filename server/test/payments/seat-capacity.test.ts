import {
  CANCELLATION_POLICIES,
  EVENT_MESSAGES,
  PAYMENT_MESSAGES,
  SEAT_PAYMENT_MESSAGES,
  WAITLIST,
} from '@friendly/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventMembers,
  events,
  notifications,
  payments,
  sandboxPaymentIntents,
  waitlistEntries,
} from '../../src/db/schema';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { SESSION_CACHE_TTL_MS } from '../../src/modules/auth/session-cache';
import { processPendingRefunds } from '../../src/modules/payments/seat-payments';
import type { SandboxPaymentsProvider } from '../../src/providers/sandbox-payments';
import {
  createEvent,
  dateAfter,
  eventFields,
  imagePart,
  picture,
  postEvent,
  type ReadyHost,
  readyHost,
} from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import {
  CONNECT_WEBHOOK_SECRET,
  membership,
  paidEvent,
  type StripeSeats,
  startStripeSeats,
  submitCardPage,
} from '../support/seat-payments';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * Seats never exceed the capacity, and payouts cannot be disconnected under a new event
 * (docs/decisions/084, 101): a capacity below the seats taken (members and live holds) is
 * refused, a payment that would overfill the event is refunded at once, creating an event
 * and disconnecting payouts take the host's row in turn, and a payout account lost at the
 * provider tells the host and refuses paid joins with the reason. The property test adds
 * the line of a full event, its offers and auto-claims, and the go/no-go's call-off
 * (docs/decisions/148, 149): the line keeps its order, and a leaver's part kept by the
 * policy is given back when the line takes the seat or the event is called off.
 */

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
type Event = Awaited<ReturnType<typeof createEvent>>;

const HOLD_RUN_OUT_MS = 16 * 60_000;
const HOUR_MS = 3_600_000;
/** An offer's claim window (events more than a day away), and a minute. */
const OFFER_RUN_OUT_MS = (WAITLIST.claimWindowMinutes + 1) * 60_000;
/** The sandbox's cards a guest in line saves for auto-claim: paid, needs authentication, declined. */
const CARDS = ['4242 4242 4242 4242', '4000 0027 6000 3184', '4000 0000 0000 9995'] as const;

function world(getCtx: () => TestContext) {
  const ctx = () => getCtx();
  const inject = (method: 'GET' | 'POST', url: string, token?: string) =>
    ctx().app.inject({ method, url, headers: { host: 'friendly.test', ...(token ? bearer(token) : {}) } });
  return {
    get: (url: string, token: string) => inject('GET', url, token),
    act: (token: string, id: number, action: 'join' | 'leave' | 'waitlist/claim') =>
      inject('POST', `/api/guest/events/${id}/${action}`, token),
    disconnect: (token: string) => inject('POST', '/api/stripe/disconnect', token),
    /** Into the line of a full event (with a body), or out of it. */
    waitlist: (token: string, id: number, method: 'POST' | 'DELETE', payload?: object) =>
      ctx().app.inject({
        method,
        url: `/api/guest/events/${id}/waitlist`,
        headers: { host: 'friendly.test', ...bearer(token) },
        ...(payload ? { payload } : {}),
      }),
    /** The host's edit form sent again with a new capacity, every other field as created. */
    editCapacity: async (host: ReadyHost, event: Event, capacity: number) =>
      postEvent(
        ctx(),
        host.token,
        `/api/event/${event.id}`,
        await eventFields(ctx(), {
          date: String(event.date),
          event_type: String(event.event_type),
          is_paid: event.is_paid ? '1' : '0',
          price: event.is_paid ? '45.50' : '0',
          capacity: String(capacity),
        }),
        [],
      ),
    /** The guest pays on the sandbox's test card page, as a browser posts its form. */
    payOnPage: (checkoutUrl: string, card = '4242 4242 4242 4242') =>
      ctx().app.inject({
        method: 'POST',
        url: new URL(checkoutUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ card, exp: '12/34', cvc: '123' }).toString(),
      }),
    notificationsOf: (userId: number, type: string) =>
      ctx()
        .database.db.select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, type))),
    accountOf: async (host: ReadyHost) =>
      (await inject('GET', '/api/user', host.token)).json().data.stripe_account_id as string | null,
  };
}

describe(`seats and capacity (${testDriver})`, () => {
  let ctx: TestContext;
  let host: ReadyHost;
  const w = world(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp();
    host = await readyHost(ctx);
  });
  afterAll(() => closeTestApp(ctx));

  const sandbox = () => ctx.app.deps.providers.payments as SandboxPaymentsProvider;
  const joinPaid = async (guest: Guest, event: Event) => {
    const joined = await w.act(guest.token, event.id, 'join');
    expect(joined.statusCode, joined.body).toBe(200);
    return joined.json().data.payment.checkout_url as string;
  };

  it('refuses a capacity below the seats taken, members and guests paying alike, saying how many', async () => {
    const event = await paidEvent(ctx, host, { capacity: '3' });
    const [amy, ben] = [await signUpGuest(ctx, 'Amy'), await signUpGuest(ctx, 'Ben')];
    expect((await w.payOnPage(await joinPaid(amy, event))).statusCode).toBe(200);
    await joinPaid(ben, event);

    // One member and one guest paying: two seats taken.
    const refused = await w.editCapacity(host, event, 1);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      status: false,
      message: EVENT_MESSAGES.capacityBelowSeatsTaken(2),
      errors: { capacity: [EVENT_MESSAGES.capacityBelowSeatsTaken(2)] },
    });
    expect(EVENT_MESSAGES.capacityBelowSeatsTaken(2)).toContain('2 seats');
    const detail = async () => (await w.get(`/api/event-detail/${event.id}`, host.token)).json().data;
    expect(await detail()).toMatchObject({ capacity: 3, spots: 1, totalMembers: 1 });

    const exact = await w.editCapacity(host, event, 2);
    expect(exact.statusCode, exact.body).toBe(200);
    expect(await detail()).toMatchObject({ capacity: 2, spots: 0 });
    // Ben pays while his hold is open: his seat was counted, so he is a member.
    const benPays = await w.act(ben.token, event.id, 'join');
    expect((await w.payOnPage(benPays.json().data.payment.checkout_url)).statusCode).toBe(200);
    expect(await membership(ctx, event.id, ben.id)).toBe('joined');
    expect((await w.editCapacity(host, event, 1)).json().errors).toEqual({
      capacity: [EVENT_MESSAGES.capacityBelowSeatsTaken(2)],
    });
  });

  it('a hold that ran out no longer counts against a lower capacity', async () => {
    const event = await paidEvent(ctx, host, { capacity: '2' });
    const cy = await signUpGuest(ctx, 'Cy');
    await joinPaid(cy, event);
    expect((await w.editCapacity(host, event, 1)).statusCode).toBe(200);
    const refusedZero = await w.editCapacity(host, event, 0);
    expect(refusedZero.statusCode).toBe(422);
    ctx.clock.advance(HOLD_RUN_OUT_MS);
    // One seat, nobody holding it: anyone may take it.
    const di = await signUpGuest(ctx, 'Di');
    await joinPaid(di, event);
  });

  it('a payment that would overfill the event is refunded in full at once and the guest told', async () => {
    const event = await paidEvent(ctx, host, { capacity: '2' });
    const [eli, fay] = [await signUpGuest(ctx, 'Eli'), await signUpGuest(ctx, 'Fay')];
    const [eliPage, fayPage] = [await joinPaid(eli, event), await joinPaid(fay, event)];
    // A capacity lowered under two live holds, as rows written before this rule may hold.
    await ctx.database.db.update(events).set({ capacity: 1 }).where(eq(events.id, event.id));

    expect((await w.payOnPage(eliPage)).statusCode).toBe(200);
    expect(await membership(ctx, event.id, eli.id)).toBe('joined');
    expect((await w.payOnPage(fayPage)).statusCode).toBe(200);
    expect(await membership(ctx, event.id, fay.id)).toBe('left');

    const rows = await ctx.database.db.select().from(payments).where(eq(payments.eventId, event.id));
    const fayRow = rows.find((row) => row.userId === fay.id)!;
    expect(fayRow).toMatchObject({
      status: 'refunded',
      refundedMinor: fayRow.baseMinor,
      refundPendingMinor: 0,
      refundReason: 'no_seat',
    });
    const [intent] = await ctx.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, fayRow.providerPaymentIntent!));
    expect(intent!.amountRefunded).toBe(intent!.amount);
    expect(await w.notificationsOf(fay.id, 'payment.refunded_no_seat')).toHaveLength(1);
    const detail = (await w.get(`/api/event-detail/${event.id}`, host.token)).json().data;
    expect(detail).toMatchObject({ capacity: 1, totalMembers: 1, spots: 0 });
  });

  it('keeps seats within the capacity, every charge with a seat or a refund, and the line in its order, over random interleavings of joins, the line, offers, auto-claims and call-offs', async () => {
    const names = ['Gus', 'Hal', 'Ida', 'Jo', 'Kay', 'Lu'];
    const guests: Guest[] = [];
    for (const name of names) guests.push(await signUpGuest(ctx, name));
    let owner = host;
    /**
     * Each run moves the clock hours on, and shrinking a failure runs hundreds: sessions last
     * 30 days, so a host and guests signed in afresh take over after 20.
     */
    let signedInAt = ctx.clock().getTime();
    const freshSessions = async () => {
      if (ctx.clock().getTime() - signedInAt < 20 * 86_400_000) return;
      owner = await readyHost(ctx);
      for (const [index, name] of names.entries()) guests[index] = await signUpGuest(ctx, name);
      signedInAt = ctx.clock().getTime();
    };
    const db = ctx.database.db;
    // A small picture: each run creates two events, and their images are encoded for real.
    const image = imagePart(await picture('jpeg', 320, 240));
    const approvedEvent = async (overrides: Record<string, string>) => {
      const event = await createEvent(
        ctx,
        owner,
        { event_type: 'plus-priority', date: dateAfter(ctx, 3), ...overrides },
        [image],
      );
      expect(
        (await runAdminCommand({ db, now: ctx.clock() }, { name: 'events.approve', slug: event.slug })).ok,
      ).toBe(true);
      return event;
    };

    /** The paid event mostly, for the line's steps: offers, auto-claims and resales are there. */
    const mostlyPaid = fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false));
    const operation = fc.oneof(
      {
        weight: 8,
        // A guest who is not a member there (`pick` among them; anyone when all are).
        arbitrary: fc.record({ kind: fc.constant('join' as const), pick: fc.nat(), paid: fc.boolean() }),
      },
      {
        weight: 6,
        // One of the guests who has a payment page: `pick` chooses among them.
        arbitrary: fc.record({
          kind: fc.constant('pay' as const),
          pick: fc.nat(),
          declined: fc.boolean(),
          oldest: fc.boolean(),
        }),
      },
      {
        weight: 4,
        // A hold runs out, or (`offer`) an offer's claim window too.
        arbitrary: fc.record({ kind: fc.constant('expire' as const), offer: fc.boolean() }),
      },
      {
        weight: 6,
        // A guest with a seat or a hold there (`pick` among them; anyone when none has).
        arbitrary: fc.record({ kind: fc.constant('leave' as const), pick: fc.nat(), paid: mostlyPaid }),
      },
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant('capacity' as const),
          paid: fc.boolean(),
          // Around the seats taken, where the rule is decided.
          delta: fc.integer({ min: -2, max: 1 }),
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const) }) },
      {
        weight: 10,
        // A guest without a seat there and not in its line (`pick` among them) joins the
        // line; with auto-claim, saving one of the sandbox's cards (CARDS) or none.
        arbitrary: fc.record({
          kind: fc.constant('wait' as const),
          pick: fc.nat(),
          paid: mostlyPaid,
          autoClaim: fc.boolean(),
          card: fc.integer({ min: 0, max: CARDS.length }),
        }),
      },
      {
        weight: 2,
        // A guest in the line (`pick` among them) leaves it.
        arbitrary: fc.record({ kind: fc.constant('unwait' as const), pick: fc.nat(), paid: mostlyPaid }),
      },
      {
        weight: 4,
        // A guest offered a seat (`pick` among them) claims it, and pays its page or not.
        arbitrary: fc.record({
          kind: fc.constant('claim' as const),
          pick: fc.nat(),
          pay: fc.boolean(),
          declined: fc.boolean(),
        }),
      },
      // The job queue runs what is due: holds and offers run out, auto-claims charge.
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('run' as const) }) },
      // The clock reaches the paid event's go/no-go (when it is soon), and the queue runs.
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('decide' as const) }) },
    );

    /** Members and live holds of an event now: the seats taken. */
    const holdsSeat = (row: typeof eventMembers.$inferSelect, now: Date) =>
      row.status === 'joined' ||
      (row.status === 'pending_payment' && row.holdExpiresAt !== null && row.holdExpiresAt > now);
    const seatsTaken = async (eventId: number) => {
      const now = ctx.clock();
      const rows = await db.select().from(eventMembers).where(eq(eventMembers.eventId, eventId));
      return rows.filter((row) => holdsSeat(row, now)).length;
    };

    /** The index of the `pick`th guest `fits` (by their membership and line entry there), else of any. */
    const guestWho = async (
      eventId: number,
      pick: number,
      fits: (
        member: typeof eventMembers.$inferSelect | undefined,
        entry: typeof waitlistEntries.$inferSelect | undefined,
      ) => boolean,
    ) => {
      const members = await db.select().from(eventMembers).where(eq(eventMembers.eventId, eventId));
      const entries = await db.select().from(waitlistEntries).where(eq(waitlistEntries.eventId, eventId));
      const fitting = guests.flatMap((guest, index) =>
        fits(
          members.find((row) => row.userId === guest.id),
          entries.find((row) => row.userId === guest.id),
        )
          ? [index]
          : [],
      );
      return fitting.length ? fitting[pick % fitting.length]! : pick % guests.length;
    };
    const inLine = (entry: typeof waitlistEntries.$inferSelect | undefined) =>
      entry?.state === 'waiting' || entry?.state === 'offered';

    type Snapshot = {
      entries: Array<typeof waitlistEntries.$inferSelect>;
      members: Array<typeof eventMembers.$inferSelect>;
      payments: Array<typeof payments.$inferSelect>;
      /** Who holds a seat (a member, or a live hold) at each event then: `event:user`. */
      seated: Set<string>;
    };
    const snapshot = async (paid: Event, free: Event): Promise<Snapshot> => {
      const now = ctx.clock();
      const both = [paid.id, free.id];
      const members = await db.select().from(eventMembers).where(inArray(eventMembers.eventId, both));
      return {
        entries: await db.select().from(waitlistEntries).where(inArray(waitlistEntries.eventId, both)),
        members,
        payments: await db.select().from(payments).where(eq(payments.eventId, paid.id)),
        seated: new Set(
          members.filter((row) => holdsSeat(row, now)).map((row) => `${row.eventId}:${row.userId}`),
        ),
      };
    };
    const CAPTURED = ['succeeded', 'partially_refunded', 'refunded'];

    /**
     * The invariants after a step; `before` is the state before it, `order` the line's order
     * as the guests entered it (an entry's turn, numbered when it is seen waiting anew).
     */
    const checkInvariants = async (
      paid: Event,
      free: Event,
      step: string,
      before: Snapshot,
      order: { turns: Map<number, number>; next: number },
      /** The step ran the due jobs: no seat a hold left is still waiting for its job. */
      ranJobs: boolean,
    ) => {
      const now = ctx.clock();
      const after = await snapshot(paid, free);
      const rowsOfEvents = await db
        .select()
        .from(events)
        .where(inArray(events.id, [paid.id, free.id]));
      for (const row of rowsOfEvents) {
        const taken = [...after.seated].filter((key) => key.startsWith(`${row.id}:`)).length;
        expect(taken, `seats taken within capacity after ${step}`).toBeLessThanOrEqual(row.capacity);
        // With the due jobs run, a free seat of an open event has nobody waiting for it.
        if (ranJobs && row.status === 'approved' && taken < row.capacity) {
          expect(
            after.entries.filter((entry) => entry.eventId === row.id && entry.state === 'waiting'),
            `a free seat and guests waiting after ${step}`,
          ).toEqual([]);
        }
      }
      const event = rowsOfEvents.find((row) => row.id === paid.id);
      const memberOf = (eventId: number, userId: number) =>
        after.members.find((row) => row.eventId === eventId && row.userId === userId);
      const statusOf = (userId: number) => memberOf(paid.id, userId)?.status;

      // The line's order (docs/decisions/149). Each entry seen waiting anew takes the next turn.
      const was = new Map(before.entries.map((entry) => [entry.id, entry.state]));
      // A seat taken this step other than from the line leaves nobody waiting who waited before.
      for (const key of after.seated) {
        if (before.seated.has(key)) continue;
        const [eventId, userId] = key.split(':').map(Number);
        const entry = after.entries.find((row) => row.eventId === eventId && row.userId === userId);
        if (entry && ['waiting', 'offered'].includes(was.get(entry.id) ?? '')) continue;
        const skipped = after.entries.filter(
          (row) => row.eventId === eventId && row.state === 'waiting' && was.get(row.id) === 'waiting',
        );
        expect(
          skipped.map((row) => row.userId),
          `guest ${userId} took a seat past the line after ${step}`,
        ).toEqual([]);
      }
      for (const entry of after.entries) {
        if (entry.state === 'waiting' && was.get(entry.id) !== 'waiting')
          order.turns.set(entry.id, order.next++);
      }
      for (const entry of after.entries) {
        const waiting = after.entries.filter(
          (other) => other.eventId === entry.eventId && other.state === 'waiting',
        );
        if (entry.state === 'waiting') {
          // A guest waiting holds no seat: none was taken past the guests before them.
          const seat = memberOf(entry.eventId, entry.userId);
          expect(seat && holdsSeat(seat, now), `a guest waiting holds no seat after ${step}`).toBeFalsy();
        }
        if (entry.state !== 'offered' && entry.state !== 'seated') continue;
        // Offered or seated: nobody still waiting joined the line before them…
        for (const other of waiting) {
          expect(
            entry.joinedAt.getTime(),
            `guest ${entry.userId} served before guest ${other.userId} who joined the line earlier, after ${step}`,
          ).toBeLessThanOrEqual(other.joinedAt.getTime());
        }
        // …and, served in this step, they were the first in line of those left waiting.
        if (was.get(entry.id) === 'waiting') {
          for (const other of waiting) {
            expect(
              order.turns.get(entry.id)!,
              `guest ${entry.userId} served this step before guest ${other.userId} ahead in line, after ${step}`,
            ).toBeLessThan(order.turns.get(other.id)!);
          }
        }
      }

      const rows = after.payments;
      const captured = rows.filter((row) => CAPTURED.includes(row.status));
      const kept = (row: (typeof rows)[number]) => row.refundedMinor + row.refundPendingMinor < row.baseMinor;
      for (const row of captured) {
        // Refunds asked for are sent at once (or by the job that asked).
        expect(row.refundPendingMinor, `refunds are sent at once after ${step}`).toBe(0);
        if (!kept(row)) continue;
        // A charge kept without a seat is only what a leaver's policy keeps, until resold.
        if (statusOf(row.userId) !== 'joined') {
          expect(row.resale, `a kept charge has a seat or is a leaver's part after ${step}`).toBe('eligible');
        }
        expect(row.resale, `a resold seat's charge is refunded in full after ${step}`).not.toBe('resold');
        // A cancelled event (the team's or the go/no-go's) refunds everyone in full.
        expect(event!.status, `a kept charge of a cancelled event after ${step}`).not.toBe('cancelled');
      }
      for (const guest of guests) {
        // No guest pays twice for one seat; a member of a paid event has paid.
        const seatPayments = captured.filter(
          (row) => row.userId === guest.id && kept(row) && row.resale !== 'eligible',
        );
        expect(seatPayments.length, `one kept payment per guest after ${step}`).toBeLessThanOrEqual(1);
        if (event!.status === 'approved' && statusOf(guest.id) === 'joined') {
          expect(seatPayments, `a member paid after ${step}`).toHaveLength(1);
        }
      }
      // The resale guarantee: each seat taken from the line refunds in full the oldest leaver
      // who got less than all back, while there is one.
      const prior = new Map(before.payments.map((row) => [row.id, row]));
      const paidNow = (row: (typeof rows)[number]) =>
        CAPTURED.includes(row.status) && !CAPTURED.includes(prior.get(row.id)?.status ?? '');
      const fromLine = after.entries.filter(
        (entry) =>
          entry.eventId === paid.id &&
          entry.state === 'seated' &&
          ['waiting', 'offered'].includes(was.get(entry.id) ?? '') &&
          rows.some((row) => row.userId === entry.userId && paidNow(row) && row.refundReason !== 'no_seat'),
      ).length;
      const eligibleBefore = before.payments.filter((row) => row.resale === 'eligible').length;
      const resold = rows.filter((row) => row.resale === 'resold' && prior.get(row.id)?.resale !== 'resold');
      expect(resold.length, `leavers refunded in full for the seats the line took after ${step}`).toBe(
        Math.min(fromLine, eligibleBefore),
      );
      // What the provider kept matches: every charge taken is a member's, a leaver's part, or given back.
      const intents = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(
          inArray(
            sandboxPaymentIntents.id,
            rows.map((row) => row.providerPaymentIntent ?? ''),
          ),
        );
      for (const intent of intents.filter((entry) => entry.status === 'succeeded')) {
        const row = rows.find((entry) => entry.providerPaymentIntent === intent.id)!;
        expect(intent.amountRefunded, `the provider gave back what was recorded after ${step}`).toBe(
          row.refundedMinor,
        );
        if (intent.amountRefunded < intent.amount) {
          expect(kept(row), `a charge the provider kept is a kept payment after ${step}`).toBe(true);
        }
      }
      return after;
    };

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(...CANCELLATION_POLICIES),
        // The paid event's go/no-go: its minimum, and whether it is decided an hour or two in.
        fc.record({ minGuests: fc.integer({ min: 1, max: 4 }), soon: fc.boolean() }),
        // How many of the guests who take every seat of both events first (full: a line
        // forms) pay for theirs.
        fc.integer({ min: 0, max: 4 }),
        fc.array(operation, { minLength: 8, maxLength: 24, size: 'max' }),
        async (capacity, policy, goNoGo, payers, operations) => {
          await freshSessions();
          const free = await approvedEvent({ capacity: String(capacity), is_paid: '0', price: '0' });
          const [freeRow] = await db.select().from(events).where(eq(events.id, free.id));
          const hoursToStart = (freeRow!.startsAt.getTime() - ctx.clock().getTime()) / HOUR_MS;
          const paid = await approvedEvent({
            capacity: String(capacity),
            cancellation_policy: policy,
            min_guests: String(Math.min(goNoGo.minGuests, capacity)),
            // Soon: the decision falls one to two hours from now, within a few clock jumps.
            ...(goNoGo.soon
              ? { decision_hours_before: String(Math.ceil(hoursToStart) - 1 - (goNoGo.minGuests % 2)) }
              : {}),
          });
          const pages = new Map<number, string[]>();
          for (let index = 0; index < capacity; index++) {
            for (const event of [paid, free]) {
              const joined = await w.act(guests[index]!.token, event.id, 'join');
              expect(joined.statusCode, joined.body).toBe(200);
              const page = joined.json().data.payment?.checkout_url;
              if (page) pages.set(index, [page]);
              if (page && index < payers) expect((await w.payOnPage(page)).statusCode).toBe(200);
            }
          }
          const order = { turns: new Map<number, number>(), next: 0 };
          let before = await snapshot(paid, free);
          const statusOfPaid = async () =>
            (await db.select().from(events).where(eq(events.id, paid.id)))[0]!.status;
          /** Runs what is due; a call-off's refunds are then sent, as the refunds job does within 30 s. */
          const runDue = async () => {
            const was = await statusOfPaid();
            await ctx.app.jobQueue.runDue();
            if (was !== 'cancelled' && (await statusOfPaid()) === 'cancelled') {
              await processPendingRefunds(ctx.app.deps);
            }
          };
          for (const [index, op] of operations.entries()) {
            const step = `#${index} ${JSON.stringify(op)}`;
            let answer: { statusCode: number; body: string } | null = null;
            if (op.kind === 'join') {
              const event = op.paid ? paid : free;
              const who = await guestWho(event.id, op.pick, (member) => member?.status !== 'joined');
              answer = await w.act(guests[who]!.token, event.id, 'join');
              expect([200, 404, 409], step).toContain(answer.statusCode);
              const page =
                answer.statusCode === 200 ? JSON.parse(answer.body).data.payment?.checkout_url : null;
              if (page) pages.set(who, [...(pages.get(who) ?? []), page]);
            } else if (op.kind === 'pay') {
              const payers = [...pages.keys()];
              const known = payers.length ? pages.get(payers[op.pick % payers.length]!)! : [];
              const page = op.oldest ? known[0] : known.at(-1);
              if (page) {
                answer = await w.payOnPage(page, op.declined ? '4000 0000 0000 0002' : '4242 4242 4242 4242');
                expect([200, 402], step).toContain(answer.statusCode);
              }
            } else if (op.kind === 'expire') {
              ctx.clock.advance(op.offer ? OFFER_RUN_OUT_MS : HOLD_RUN_OUT_MS);
            } else if (op.kind === 'leave') {
              const event = op.paid ? paid : free;
              const who = await guestWho(event.id, op.pick, (member) =>
                ['joined', 'pending_payment'].includes(member?.status ?? ''),
              );
              answer = await w.act(guests[who]!.token, event.id, 'leave');
              expect([200, 404, 409], step).toContain(answer.statusCode);
            } else if (op.kind === 'capacity') {
              const event = op.paid ? paid : free;
              const [row] = await db.select().from(events).where(eq(events.id, event.id));
              const taken = await seatsTaken(event.id);
              const wanted = Math.min(6, Math.max(1, taken + op.delta));
              answer = await w.editCapacity(owner, event, wanted);
              if (row!.status === 'cancelled') expect(answer.statusCode, step).toBe(409);
              else if (wanted < row!.minGuests) {
                // The minimum stays (the form keeps it): a capacity below it is refused on it.
                expect(answer.statusCode, step).toBe(422);
                expect(JSON.parse(answer.body).errors, step).toHaveProperty('min_guests');
              } else if (wanted >= taken) expect(answer.statusCode, `${step} ${answer.body}`).toBe(200);
              else {
                expect(answer.statusCode, step).toBe(422);
                expect(JSON.parse(answer.body).errors, step).toEqual({
                  capacity: [EVENT_MESSAGES.capacityBelowSeatsTaken(taken)],
                });
              }
            } else if (op.kind === 'cancel') {
              const result = await runAdminCommand(
                { db, now: ctx.clock() },
                { name: 'events.cancel', slug: paid.slug, reason: 'The venue flooded.' },
              );
              // The route sends the refunds after the command commits; so does this.
              if (result.ok) await processPendingRefunds(ctx.app.deps);
            } else if (op.kind === 'wait' || op.kind === 'unwait') {
              const event = op.paid ? paid : free;
              const now = ctx.clock();
              const guest =
                guests[
                  op.kind === 'unwait'
                    ? await guestWho(event.id, op.pick, (_, entry) => inLine(entry))
                    : await guestWho(
                        event.id,
                        op.pick,
                        (member, entry) => !(member && holdsSeat(member, now)) && !inLine(entry),
                      )
                ]!;
              if (op.kind === 'unwait') {
                answer = await w.waitlist(guest.token, event.id, 'DELETE');
                expect([200, 404], step).toContain(answer.statusCode);
              } else {
                answer = await w.waitlist(guest.token, event.id, 'POST', { auto_claim: op.autoClaim });
                expect([200, 404, 409], `${step} ${answer.body}`).toContain(answer.statusCode);
                const setup = answer.statusCode === 200 ? JSON.parse(answer.body).data.setup : null;
                const card = CARDS[op.card];
                if (setup?.checkout_url && card) {
                  expect((await submitCardPage(ctx, setup.checkout_url, card)).statusCode, step).toBe(200);
                }
              }
            } else if (op.kind === 'claim') {
              const offered = before.entries.filter(
                (entry) => entry.eventId === paid.id && entry.state === 'offered',
              );
              const who = offered.length
                ? guests.findIndex((guest) => guest.id === offered[op.pick % offered.length]!.userId)
                : op.pick % guests.length;
              answer = await w.act(guests[who]!.token, paid.id, 'waitlist/claim');
              expect([200, 404, 409], `${step} ${answer.body}`).toContain(answer.statusCode);
              const page =
                answer.statusCode === 200 ? JSON.parse(answer.body).data.payment?.checkout_url : null;
              if (page) {
                pages.set(who, [...(pages.get(who) ?? []), page]);
                if (op.pay) {
                  const paying = await w.payOnPage(
                    page,
                    op.declined ? '4000 0000 0000 0002' : '4242 4242 4242 4242',
                  );
                  expect([200, 402], step).toContain(paying.statusCode);
                }
              }
            } else if (op.kind === 'run') {
              await runDue();
            } else {
              const [row] = await db.select().from(events).where(eq(events.id, paid.id));
              const until = row!.decisionAt.getTime() - ctx.clock().getTime();
              if (row!.goStatus === 'open' && until > 0 && until <= 3 * HOUR_MS)
                ctx.clock.advance(until + 1_000);
              await runDue();
            }
            before = await checkInvariants(
              paid,
              free,
              step,
              before,
              order,
              op.kind === 'run' || op.kind === 'decide',
            );
          }
        },
      ),
      { numRuns: Number(process.env.SEAT_RUNS ?? 20), seed: Number(process.env.FC_SEED ?? 101_084) },
    );
  }, 300_000);

  describe('creating an event while disconnecting payouts', () => {
    it('a disconnect that lands while the event is being saved makes the creation refuse', async () => {
      const racer = await readyHost(ctx);
      const storage = ctx.app.deps.providers.storage;
      const put = storage.put;
      let reached!: () => void;
      let release!: () => void;
      const atImages = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The creation stops where it has checked the host and stores its images, before its transaction.
      storage.put = async (...args) => {
        reached();
        await gate;
        return put.apply(storage, args);
      };
      try {
        const fields = await eventFields(ctx, { event_type: 'plus-priority' });
        const creating = postEvent(ctx, racer.token, '/api/event', fields, [imagePart(await picture())]);
        await atImages;
        const disconnected = await w.disconnect(racer.token);
        release();
        const created = await creating;
        expect(disconnected.statusCode, disconnected.body).toBe(200);
        expect([created.statusCode, created.json().message]).toEqual([
          403,
          EVENT_MESSAGES.paymentSetupRequired,
        ]);
      } finally {
        release();
        storage.put = put;
      }
      const list = (await w.get('/api/events', racer.token)).json().data;
      expect(list).toEqual([]);
    });

    it('at once, whichever wins, no event is left without its payouts', async () => {
      for (let round = 0; round < 3; round++) {
        const racer = await readyHost(ctx);
        const fields = await eventFields(ctx, { event_type: 'plus-priority' });
        const image = imagePart(await picture());
        const [created, disconnected] = await Promise.all([
          postEvent(ctx, racer.token, '/api/event', fields, [image]),
          w.disconnect(racer.token),
        ]);
        const account = await w.accountOf(racer);
        const list = (await w.get('/api/events', racer.token)).json().data as Array<{ slug: string }>;
        if (created.statusCode === 200) {
          // The event came first: the disconnect saw it and refused; the account stays.
          expect([disconnected.statusCode, disconnected.json().message]).toEqual([
            409,
            PAYMENT_MESSAGES.activeEvents,
          ]);
          expect(account).not.toBeNull();
          expect(list).toHaveLength(1);
          const approved = await runAdminCommand(
            { db: ctx.database.db, now: ctx.clock() },
            { name: 'events.approve', slug: list[0]!.slug },
          );
          expect(approved.ok).toBe(true);
          const guest = await signUpGuest(ctx, 'Kit');
          expect((await w.act(guest.token, created.json().data.id, 'join')).statusCode).toBe(200);
        } else {
          // The disconnect came first: the creation found no payouts and refused.
          expect([created.statusCode, created.json().message]).toEqual([
            403,
            EVENT_MESSAGES.paymentSetupRequired,
          ]);
          expect(disconnected.statusCode).toBe(200);
          expect(account).toBeNull();
          expect(list).toEqual([]);
        }
      }
    });
  });

  describe('a payout account lost at the provider', () => {
    it('restricted (charges off): the host is told to reconnect and paid joins say why they cannot pay', async () => {
      const owner = await readyHost(ctx);
      const paid = await paidEvent(ctx, owner);
      const free = await paidEvent(ctx, owner, { is_paid: '0', price: '0' });
      const accountId = (await w.accountOf(owner))!;
      await sandbox().loseAccount(accountId, 'restrict');

      const told = await w.notificationsOf(owner.id, 'payments.account_lost');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: 'Reconnect your payout account' });
      // Told once, however often the provider says so again.
      await sandbox().loseAccount(accountId, 'restrict');
      expect(await w.notificationsOf(owner.id, 'payments.account_lost')).toHaveLength(1);

      const guest = await signUpGuest(ctx, 'Lee');
      const refused = await w.act(guest.token, paid.id, 'join');
      expect([refused.statusCode, refused.json()]).toEqual([
        409,
        { status: false, message: SEAT_PAYMENT_MESSAGES.hostPayoutAccountLost },
      ]);
      expect(await ctx.database.db.select().from(payments).where(eq(payments.eventId, paid.id))).toEqual([]);
      // A free seat needs no payout account.
      expect((await w.act(guest.token, free.id, 'join')).statusCode).toBe(200);
      const status = (await w.get('/api/stripe/account-status', owner.token)).json().data;
      expect(status).toMatchObject({ status: 'incomplete', charges_enabled: false });
    });

    it('deauthorized: the account is unlinked, the host is told, and paid joins say why', async () => {
      const owner = await readyHost(ctx);
      const paid = await paidEvent(ctx, owner);
      const accountId = (await w.accountOf(owner))!;
      await sandbox().loseAccount(accountId, 'deauthorize');
      // Signed-in reads trust a session confirmed within the last second (docs/decisions/071).
      ctx.clock.advance(SESSION_CACHE_TTL_MS + 1);
      expect(await w.accountOf(owner)).toBeNull();
      expect(await w.notificationsOf(owner.id, 'payments.account_lost')).toHaveLength(1);
      const guest = await signUpGuest(ctx, 'Mo');
      const refused = await w.act(guest.token, paid.id, 'join');
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        SEAT_PAYMENT_MESSAGES.hostPayoutAccountLost,
      ]);
    });
  });
});

describe(`a payout account lost at Stripe (against a local fake of its API; ${testDriver})`, () => {
  let stripe: StripeSeats;
  let ctx: TestContext;
  const w = world(() => ctx);
  beforeAll(async () => {
    stripe = await startStripeSeats();
    ctx = stripe.ctx;
  });
  afterAll(() => stripe?.close());

  const onAccount = (accountId: string) => ({
    extra: { account: accountId },
    secret: CONNECT_WEBHOOK_SECRET,
  });

  it('account.updated with charges disabled: the host is told and paid joins are refused with the reason', async () => {
    const host = await stripe.stripeHost();
    const event = await paidEvent(ctx, host);
    const restricted = { ...stripe.fake.accounts.get(host.accountId)!, charges_enabled: false };
    stripe.fake.accounts.set(host.accountId, restricted);
    const delivered = await stripe.deliver('account.updated', restricted, onAccount(host.accountId));
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await w.notificationsOf(host.id, 'payments.account_lost')).toHaveLength(1);
    const guest = await signUpGuest(ctx, 'Ned');
    const refused = await w.act(guest.token, event.id, 'join');
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      SEAT_PAYMENT_MESSAGES.hostPayoutAccountLost,
    ]);
  });

  it('account.application.deauthorized: the account is unlinked and the host told', async () => {
    const host = await stripe.stripeHost();
    const event = await paidEvent(ctx, host);
    const delivered = await stripe.deliver(
      'account.application.deauthorized',
      { id: 'ca_fake_platform', object: 'application', name: 'Friendly Host' },
      onAccount(host.accountId),
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await w.accountOf(host)).toBeNull();
    expect(await w.notificationsOf(host.id, 'payments.account_lost')).toHaveLength(1);
    const guest = await signUpGuest(ctx, 'Oz');
    const refused = await w.act(guest.token, event.id, 'join');
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      SEAT_PAYMENT_MESSAGES.hostPayoutAccountLost,
    ]);
  });
});
