import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  calendarDateIn,
  DEFAULT_ADDRESS_REVEAL,
  DEFAULT_CANCELLATION_POLICY,
  type GuestQuestions,
  MIN_GUESTS,
  zonedInstant,
} from '@friendly/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import { ageGroups, categories, countries, events, reviews, spots, traits } from '../../db/schema';
import { SandboxPaymentsProvider } from '../../providers/sandbox-payments';
import type { AdminCommand, AdminResult } from '../admin/commands';
import { registerUser } from '../auth/service';
import { findByClientId } from '../chat/repository';
import { listRooms, markRoomRead, openGroupRoom, sendMessage, uploadMedia } from '../chat/service';
import { decideGoNoGo } from '../events/go-no-go';
import { completeEndedEvents } from '../events/transitions';
import { tryCompletionLock } from '../events/transitions-repository';
import { cancelEvent, createEvent } from '../events/writes';
import { joinEvent, leaveEvent } from '../guests/membership-service';
import { updateGuestProfile } from '../guests/service';
import { createAccountLink, handleReturn } from '../payments/service';
import { completeProfile } from '../profile/service';
import { reviewEvent } from '../reviews/service';
import { findUserById, findUserByPhone, type UserRow, updateUser } from '../users/repository';
import { joinWaitlist } from '../waitlist/service';
import { drawEventPicture, drawPortrait } from './pictures';
import {
  DEMO_COUNTRY,
  DEMO_EVENTS,
  DEMO_GUESTS,
  DEMO_HOST,
  DEMO_TIME_ZONE,
  type DemoEvent,
  type DemoGuest,
  type DemoGuestKey,
  type DemoMember,
  type DemoMessage,
  HOST_SIGNED_UP_DAYS_AGO,
} from './plan';

/**
 * `npm run seed:demo` (docs/decisions/083): a demo host, six guests and the host's events
 * in every status, made through the same services the API calls, each at its own moment
 * of a timeline that ends on the day the demo was first seeded. Every step looks first and
 * acts only where the database lacks it, so a second run changes nothing and says so, and
 * a run that stopped half-way is finished by the next.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** What the services' per-IP limits see; no code is sent by the demo. */
const DEMO_IP = 'demo-seed';

export class DemoSeedError extends Error {
  override name = 'DemoSeedError';
}

/** The team's side, as the admin CLI runs it (hosts approve, events approve|reject). */
export type TeamCommand = (db: Database, now: Date, command: AdminCommand) => Promise<AdminResult>;

type Seeding = {
  deps: Deps;
  team: TeamCommand;
  /** The day the demo was first seeded; every moment of the timeline is counted from it. */
  anchor: Date;
  /** What this run changed, for the command's answer. */
  changes: string[];
  staging: string;
};

/** The services with their clock stopped at `when`: what happened then is stored as then. */
const at = (deps: Deps, when: Date, db: Database = deps.db): Deps => ({ ...deps, db, clock: () => when });
const daysBefore = (s: Seeding, days: number, plusMs = 0) =>
  new Date(s.anchor.getTime() - days * DAY + plusMs);

async function team(s: Seeding, db: Database, now: Date, command: AdminCommand) {
  const result = await s.team(db, now, command);
  if (!result.ok) throw new DemoSeedError(`${command.name}: ${result.output}`);
  return result.output;
}

const e164 = (national: string) => `${DEMO_COUNTRY.dialCode}${national}`;
/** '+61 400 000 000', as the README writes it. */
export const displayPhone = (national: string) =>
  `${DEMO_COUNTRY.dialCode} ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;

async function demoCountry(db: Database) {
  const [country] = await db.select().from(countries).where(eq(countries.code, DEMO_COUNTRY.iso));
  if (!country) throw new DemoSeedError(`the countries list has no ${DEMO_COUNTRY.iso}`);
  return { country_code: country.isdCode, country_id: country.id, iso_code: country.code };
}

// Accounts -------------------------------------------------------------------------------

/**
 * The account of a demo number: registered as the app registers it and marked verified as
 * a first sign-in would (the demo sends no codes: people sign in later, with a code from
 * the SMS outbox). A number that belongs to the other role stops the seed.
 */
async function ensureAccount(s: Seeding, national: string, role: 'host' | 'guest', when: Date) {
  const existing = await findUserByPhone(s.deps.db, e164(national));
  if (existing) {
    if (existing.role !== role) {
      throw new DemoSeedError(
        `${displayPhone(national)} already belongs to a ${existing.role} account; the demo needs it for a ${role}.`,
      );
    }
    if (existing.isVerified) return existing;
  }
  const user =
    existing ??
    (await registerUser(at(s.deps, when), { phone: national, ...(await demoCountry(s.deps.db)) }, role));
  const verified = await updateUser(s.deps.db, user.id, {
    isVerified: true,
    verifiedAt: when,
    updatedAt: when,
  });
  s.changes.push(`${role} ${displayPhone(national)} signed up`);
  return verified!;
}

async function ensureHost(s: Seeding, signedUp: Date) {
  let host = await ensureAccount(s, DEMO_HOST.phone, 'host', signedUp);
  if (!host.isProfileCompleted) {
    const { user } = await completeProfile(
      at(s.deps, new Date(signedUp.getTime() + 10 * 60_000)),
      host,
      {
        fields: {
          name: DEMO_HOST.name,
          phone: DEMO_HOST.phone,
          ...(await demoCountry(s.deps.db)),
          location: DEMO_HOST.location,
          city: DEMO_HOST.city,
          latitude: DEMO_HOST.latitude,
          longitude: DEMO_HOST.longitude,
          bio: DEMO_HOST.bio,
          email: DEMO_HOST.email,
        },
        photo: await drawPortrait(DEMO_HOST.name),
        errors: {},
      },
      DEMO_IP,
    );
    host = user;
    s.changes.push('the host’s profile completed, with a photo');
  }
  if (host.hostStatus !== 'approved') {
    await team(s, s.deps.db, daysBefore(s, HOST_SIGNED_UP_DAYS_AGO - 1), {
      name: 'hosts.approve',
      who: host.slug,
    });
    s.changes.push('the host approved by the team');
  }
  host = (await findUserById(s.deps.db, host.id))!;
  if (!host.stripeOnboardingCompleted) {
    host = await connectSandboxPayouts(s, host, daysBefore(s, HOST_SIGNED_UP_DAYS_AGO - 1, HOUR));
    s.changes.push('the host’s payouts connected (sandbox)');
  }
  return host;
}

/**
 * Payouts as a host connects them: an onboarding link, the sandbox's onboarding form
 * submitted, then the return the app reports. Only the sandbox has a form the seed can
 * fill in; with Stripe a person has to.
 */
async function connectSandboxPayouts(s: Seeding, host: UserRow, when: Date) {
  const provider = s.deps.providers.payments;
  if (!(provider instanceof SandboxPaymentsProvider)) {
    throw new DemoSeedError(
      'the demo connects payouts through the sandbox payments provider; unset STRIPE_SECRET_KEY to seed it.',
    );
  }
  const deps = at(s.deps, when);
  const link = await createAccountLink(deps, host, {
    origin: 'http://localhost',
    returnUrl: 'http://localhost/stripe/connect/success',
    refreshUrl: 'http://localhost/payment-connect',
  });
  const token = new URL(link.url).pathname.split('/').pop()!;
  if (!(await provider.completeOnboarding(token, DEMO_HOST.businessName))) {
    throw new DemoSeedError('the sandbox onboarding link could not be used');
  }
  return handleReturn(deps, (await findUserById(s.deps.db, host.id))!);
}

/** The ids of the names that are in a list and not retired, in the order named. */
async function idsOf(
  db: Database,
  table: typeof categories | typeof spots | typeof ageGroups | typeof traits,
  names: string[],
) {
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(isNull(table.retiredAt))
    .orderBy(asc(table.sortOrder), asc(table.id));
  const byName = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  const ids = names.map((name) => byName.get(name.toLowerCase())).filter((id) => id !== undefined);
  // The team may have renamed or retired what the demo names: any entry will do then.
  return ids.length > 0 ? ids : rows.slice(0, 1).map((row) => row.id);
}

async function ensureGuest(s: Seeding, guest: DemoGuest, index: number) {
  const signedUp = daysBefore(s, HOST_SIGNED_UP_DAYS_AGO - 5, index * 3 * HOUR);
  const account = await ensureAccount(s, guest.phone, 'guest', signedUp);
  if (account.isProfileCompleted) return account;
  const db = s.deps.db;
  await updateGuestProfile(at(s.deps, new Date(signedUp.getTime() + 5 * 60_000)), account, {
    fields: {
      name: guest.name,
      location: guest.location,
      about: guest.about,
      trait_ids: (await idsOf(db, traits, guest.traits)).join(','),
      interest_ids: (await idsOf(db, categories, guest.interests)).join(','),
      favorite_spot_ids: (await idsOf(db, spots, guest.favoriteSpots)).join(','),
      instagram: guest.instagram,
      twitter: guest.twitter,
      linkedin: guest.linkedin,
    },
    photo: await drawPortrait(guest.name),
    errors: {},
  });
  s.changes.push(`guest ${guest.name}’s profile completed, with a photo`);
  return (await findUserById(db, account.id))!;
}

// Events ---------------------------------------------------------------------------------

/** The event's day and instants in the host's zone, counted from the anchor. */
function schedule(s: Seeding, plan: DemoEvent) {
  const date = calendarDateIn(new Date(s.anchor.getTime() + plan.dayOffset * DAY), DEMO_TIME_ZONE);
  return {
    date,
    startsAt: zonedInstant(date, plan.startTime, DEMO_TIME_ZONE),
    endsAt: zonedInstant(date, plan.endTime, DEMO_TIME_ZONE),
  };
}

async function findDemoEvent(db: Database, host: UserRow, title: string) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.hostId, host.id), eq(events.title, title)))
    .orderBy(asc(events.id))
    .limit(1);
  return row ?? null;
}

/** The event form as the app posts it, with its pictures staged as uploads are. */
async function submitEvent(s: Seeding, host: UserRow, plan: DemoEvent) {
  const db = s.deps.db;
  const images = [];
  for (let variant = 0; variant < plan.images; variant += 1) {
    const file = path.join(s.staging, `${plan.scene}-${variant}.${variant % 2 ? 'png' : 'jpg'}`);
    await writeFile(file, await drawEventPicture(plan.scene, variant, variant % 2 ? 'png' : 'jpeg'));
    images.push({ filename: path.basename(file), path: file });
  }
  const created = daysBefore(s, plan.createdDaysAgo);
  return createEvent(at(s.deps, created), host, {
    fields: {
      title: plan.title,
      description: plan.description,
      location: plan.location,
      latitude: String(plan.latitude),
      longitude: String(plan.longitude),
      address: plan.address,
      arrival_notes: plan.arrivalNotes ?? '',
      address_reveal: plan.addressReveal ?? DEFAULT_ADDRESS_REVEAL,
      ...questionFields(plan.questions),
      category: (await idsOf(db, categories, plan.categories)).join(','),
      spot_ids: (await idsOf(db, spots, plan.spots)).join(','),
      age_group_ids: (await idsOf(db, ageGroups, plan.ageGroups)).join(','),
      date: schedule(s, plan).date,
      start_time: `${plan.startTime}:00`,
      end_time: `${plan.endTime}:00`,
      time_zone: DEMO_TIME_ZONE,
      event_type: plan.eventType,
      user_type: 'individual',
      is_paid: plan.isPaid ? '1' : '0',
      price: plan.isPaid ? (plan.price ?? '0') : '0',
      enable_discount: plan.discount ? '1' : '0',
      discount_amount: String(plan.discount ?? 0),
      is_capacity_limited: '1',
      capacity: String(plan.capacity),
      cancellation_policy: plan.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
      min_guests: String(plan.minGuests ?? MIN_GUESTS.default),
    },
    images,
    errors: {},
  });
}

/** The event form's question fields for a plan's questions (docs/decisions/154). */
function questionFields(questions: GuestQuestions | undefined): Record<string, string> {
  if (!questions) return {};
  const flag = (asked: boolean) => (asked ? '1' : '0');
  return {
    questions_dietary: flag(questions.dietary),
    questions_allergies: flag(questions.allergies),
    questions_accessibility: flag(questions.accessibility),
    ...Object.fromEntries(
      questions.custom.map((question, index) => [`custom_question_${index + 1}`, question]),
    ),
  };
}

/**
 * A guest takes a seat (and, when the plan says so, gives it back) at the moments planned.
 * At a paid event the guest pays on the sandbox's test card page with its paying test
 * card; the sandbox announces the payment to the same handlers as Stripe's webhooks, and a
 * seat given back before the refund cutoff is refunded (docs/decisions/084).
 */
async function takeSeat(s: Seeding, deps: Deps, guest: UserRow, eventId: number, member: DemoMember) {
  const joinedAt = daysBefore(s, member.joinedDaysAgo);
  const joined = await joinEvent(at(deps, joinedAt), guest, String(eventId), DEMO_ORIGIN, member.answers);
  if (joined.status === 'pending_payment') {
    const sandbox = deps.providers.payments;
    const token = new URL(joined.payment?.checkout_url ?? '', DEMO_ORIGIN).pathname.split('/').pop() ?? '';
    if (!(sandbox instanceof SandboxPaymentsProvider)) throw new DemoSeedError('paid seats need the sandbox');
    // Paid a minute after joining, as the seat's story says, not when the seed runs (docs/decisions/136).
    const outcome = await sandbox.payWithCard(token, '4242 4242 4242 4242', {
      at: new Date(joinedAt.getTime() + DEMO_PAY_AFTER_JOIN_MS),
    });
    if (outcome !== 'succeeded') throw new DemoSeedError(`a demo payment was not taken (${outcome})`);
  }
  if (member.leftDaysAgo !== undefined) {
    await leaveEvent(at(deps, daysBefore(s, member.leftDaysAgo)), guest, String(eventId));
  }
}

/** How long after joining a demo guest pays for the seat. */
const DEMO_PAY_AFTER_JOIN_MS = 60_000;

/** Where the sandbox's card page would be served; the seed pays by calling it, not by a browser. */
const DEMO_ORIGIN = 'http://localhost:3000';

/**
 * The team's decision, the guests' seats, the completion after the end and the reviews,
 * in one transaction that holds the completion sweep's lock: the server's own sweep
 * cannot complete a past event between its approval and its guests' joins, and an event
 * is either untouched or has its whole story (a re-run then finds it done).
 */
async function liveThrough(
  s: Seeding,
  plan: DemoEvent,
  eventId: number,
  slug: string,
  guests: Map<DemoGuestKey, UserRow>,
) {
  const { endsAt } = schedule(s, plan);
  await inTransaction(s.deps.db, async (tx) => {
    if (!(await tryCompletionLock(tx))) {
      throw new DemoSeedError('the event completion sweep is running; run the demo seed again in a moment');
    }
    const deps = at(s.deps, s.anchor, tx);
    await team(s, tx, daysBefore(s, plan.decidedDaysAgo ?? plan.createdDaysAgo), {
      name: 'events.approve',
      slug,
    });
    // Payments reach the provider and come back through its own connection: paid seats
    // are taken after this transaction (paid events are all still to come).
    if (plan.isPaid) return;
    for (const member of plan.members) {
      await takeSeat(s, deps, guests.get(member.guest)!, eventId, member);
    }
    if (plan.target !== 'completed') return;
    // What the sweep does a minute after the end.
    await completeEndedEvents({ db: tx, now: new Date(endsAt.getTime() + 60_000) });
    const reviewers = plan.members.filter((member) => member.review);
    for (const [index, member] of reviewers.entries()) {
      const review = member.review!;
      const when = new Date(endsAt.getTime() + review.daysAfterEnd * DAY + (index + 1) * HOUR);
      await reviewEvent(at(deps, when), guests.get(member.guest)!, String(eventId), {
        rating: review.rating,
        comment: review.comment,
      });
    }
  });
}

async function ensureEvent(s: Seeding, host: UserRow, plan: DemoEvent, guests: Map<DemoGuestKey, UserRow>) {
  let event = await findDemoEvent(s.deps.db, host, plan.title);
  if (!event) {
    const created = await submitEvent(s, host, plan);
    event = (await findDemoEvent(s.deps.db, host, plan.title))!;
    s.changes.push(`event “${created.title}” created`);
  }
  // Each story starts from pending; an event that has left it has been through its story.
  if (event.status !== 'pending' || plan.target === 'pending') return;
  const decided = daysBefore(s, plan.decidedDaysAgo ?? plan.createdDaysAgo);
  switch (plan.target) {
    case 'cancelled':
      await cancelEvent(at(s.deps, decided), host, event.slug);
      break;
    case 'rejected':
      await team(s, s.deps.db, decided, {
        name: 'events.reject',
        slug: event.slug,
        reason: plan.rejectionReason,
      });
      break;
    case 'called_off':
      await liveThrough(s, plan, event.id, event.slug, guests);
      // What the queue's job did at the decision time, too few having joined.
      await inTransaction(s.deps.db, (tx) => decideGoNoGo(tx, s.deps, event.id, event.decisionAt));
      break;
    case 'approved':
    case 'completed':
      await liveThrough(s, plan, event.id, event.slug, guests);
      if (plan.isPaid) {
        for (const member of plan.members) {
          await takeSeat(s, s.deps, guests.get(member.guest)!, event.id, member);
        }
      }
      for (const waiting of plan.waitlist ?? []) {
        await joinWaitlist(
          at(s.deps, daysBefore(s, waiting.joinedDaysAgo)),
          guests.get(waiting.guest)!,
          event.slug,
          {
            autoClaim: false,
            origin: DEMO_ORIGIN,
          },
        );
      }
      break;
  }
  s.changes.push(`event “${plan.title}” ${plan.target}`);
}

/** When a chat message was sent: days before the anchor, or hours from the event's start. */
function messageMoment(s: Seeding, plan: DemoEvent, message: DemoMessage) {
  const when =
    'daysAgo' in message.at
      ? daysBefore(s, message.at.daysAgo)
      : new Date(schedule(s, plan).startsAt.getTime() + message.at.hoursFromStart * HOUR);
  if (when > s.anchor) throw new DemoSeedError(`a message of “${plan.title}” is dated after the demo’s day`);
  return when;
}

/**
 * The event's group chat as its people wrote it (docs/decisions/091): the host opens the
 * room with the first message, as the Messages screen does, and each message is sent
 * through the chat's service at its moment, with a client id of its own, so a message
 * already there is never sent (nor its picture uploaded) again. The host has read the
 * chats of past events; the latest ones still show as unread.
 */
async function ensureChat(
  s: Seeding,
  host: UserRow,
  plan: DemoEvent,
  eventId: number,
  guests: Map<DemoGuestKey, UserRow>,
) {
  if (!plan.chat?.length) return;
  const moments = plan.chat.map((message) => messageMoment(s, plan, message));
  const room = await openGroupRoom(at(s.deps, moments[0]!), host, eventId);
  let sent = 0;
  for (const [index, message] of plan.chat.entries()) {
    const sender = message.from === 'host' ? host : guests.get(message.from)!;
    const clientId = `demo-${index + 1}`;
    if (await findByClientId(s.deps.db, room.id, sender.id, clientId)) continue;
    const deps = at(s.deps, moments[index]!);
    let mediaUrl: string | undefined;
    if (message.picture !== undefined) {
      const file = path.join(s.staging, `chat-${eventId}-${index}.jpg`);
      const bytes = await drawEventPicture(plan.scene, message.picture, 'jpeg');
      await writeFile(file, bytes);
      const upload = { field: 'file', filename: path.basename(file), path: file, bytes: bytes.length };
      mediaUrl = (await uploadMedia(deps, sender, upload)).media_url;
    }
    await sendMessage(deps, sender, {
      roomId: room.id,
      type: mediaUrl ? 'image' : 'text',
      content: message.text,
      mediaUrl,
      clientId,
    });
    sent += 1;
  }
  if (plan.hostReadChat) {
    const read = at(s.deps, moments.at(-1)!);
    const unread = (await listRooms(read, host)).find((entry) => entry.id === room.id)?.unread_count ?? 0;
    if (unread > 0) await markRoomRead(read, host, room.id);
  }
  if (sent > 0) s.changes.push(`the chat of “${plan.title}”: ${sent} messages`);
}

/** The host's reviews, for the command's answer. */
async function reviewCount(db: Database, hostId: number) {
  return (await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.hostId, hostId))).length;
}

// The command ----------------------------------------------------------------------------

export type DemoSeedResult = { changed: boolean; output: string };

/**
 * Seeds the demo on `deps.db` as of `now`. The timeline's anchor is `now` on the first
 * run and, afterwards, the day recovered from the demo host's sign-up, so later runs see
 * the same moments as the first.
 */
export async function seedDemo(deps: Deps, teamCommand: TeamCommand): Promise<DemoSeedResult> {
  const now = deps.clock();
  const existingHost = await findUserByPhone(deps.db, e164(DEMO_HOST.phone));
  // Never later than now: a host who signed up with the demo's number by hand is not a demo.
  const anchor = existingHost
    ? new Date(Math.min(now.getTime(), existingHost.createdAt.getTime() + HOST_SIGNED_UP_DAYS_AGO * DAY))
    : now;
  const staging = await mkdtemp(path.join(tmpdir(), 'friendly-demo-'));
  const s: Seeding = { deps, team: teamCommand, anchor, changes: [], staging };
  try {
    const host = await ensureHost(s, daysBefore(s, HOST_SIGNED_UP_DAYS_AGO));
    const guests = new Map<DemoGuestKey, UserRow>();
    for (const [index, guest] of DEMO_GUESTS.entries())
      guests.set(guest.key, await ensureGuest(s, guest, index));
    // In the order they were created, so ids follow the timeline.
    const byCreation = [...DEMO_EVENTS].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo);
    for (const plan of byCreation) await ensureEvent(s, host, plan, guests);
    // Chats once every story is told: only people holding a seat at the end write in them.
    for (const plan of byCreation) {
      const event = await findDemoEvent(deps.db, host, plan.title);
      if (event) await ensureChat(s, host, plan, event.id, guests);
    }

    const accounts = `host ${displayPhone(DEMO_HOST.phone)} (${DEMO_HOST.name}) and guests ${displayPhone(DEMO_GUESTS[0]!.phone)} to ${displayPhone(DEMO_GUESTS.at(-1)!.phone)}`;
    const signIn = `Sign in with one of these numbers (Login, Australia); the code arrives in ${path.join(deps.config.dataDir, 'sms-outbox.jsonl')}.`;
    if (s.changes.length === 0) {
      return {
        changed: false,
        output: `The demo is already in place (${accounts}); nothing changed.\n${signIn}`,
      };
    }
    return {
      changed: true,
      output: [
        `Demo seeded: ${accounts}, ${DEMO_EVENTS.length} events in every status, ${await reviewCount(deps.db, host.id)} reviews.`,
        ...s.changes.map((change) => `  + ${change}`),
        signIn,
      ].join('\n'),
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
