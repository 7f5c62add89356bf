import type { GuestAnswers, GuestQuestions } from '@friendly/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Reference data: every ISO country with its dial code. Ids are derived from the ISO code
 * (see db/seed/countries.ts), so they are the same on every install and every re-seed.
 */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 2 }).notNull(),
    name: text('name').notNull(),
    isdCode: varchar('isd_code', { length: 8 }).notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [uniqueIndex('countries_code_unique').on(table.code)],
);

/** Hosts and guests, one role each (decision 079). `phone_e164` is the identity; `slug` an opaque handle. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 32 }).notNull(),
    role: varchar('role', { length: 16 }).notNull().default('host'),
    phone: varchar('phone', { length: 20 }).notNull(),
    countryCode: varchar('country_code', { length: 8 }).notNull(),
    countryId: integer('country_id').references(() => countries.id),
    isoCode: varchar('iso_code', { length: 2 }),
    phoneE164: varchar('phone_e164', { length: 20 }).notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestamptz('verified_at'),
    name: text('name'),
    email: text('email'),
    city: text('city'),
    location: text('location'),
    bio: text('bio'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    profilePhotoKey: text('profile_photo_key'),
    hostStatus: varchar('host_status', { length: 16 }).notNull().default('pending'),
    hostStatusReason: text('host_status_reason'),
    hostReviewedAt: timestamptz('host_reviewed_at'),
    isProfileCompleted: boolean('is_profile_completed').notNull().default(false),
    profileCompletedAt: timestamptz('profile_completed_at'),
    stripeAccountId: text('stripe_account_id'),
    stripeDetailsSubmitted: boolean('stripe_details_submitted').notNull().default(false),
    stripeChargesEnabled: boolean('stripe_charges_enabled').notNull().default(false),
    stripePayoutsEnabled: boolean('stripe_payouts_enabled').notNull().default(false),
    stripeOnboardingCompleted: boolean('stripe_onboarding_completed').notNull().default(false),
    /**
     * The connected account's default currency as the provider last told it, lower case;
     * null while none is known. New events are priced in it (docs/decisions/134).
     */
    payoutCurrency: varchar('payout_currency', { length: 3 }),
    // A new number waiting for its code (docs/decisions/060); the current one works until then.
    pendingPhone: varchar('pending_phone', { length: 20 }),
    pendingPhoneE164: varchar('pending_phone_e164', { length: 20 }),
    pendingCountryCode: varchar('pending_country_code', { length: 8 }),
    pendingCountryId: integer('pending_country_id').references(() => countries.id),
    pendingIsoCode: varchar('pending_iso_code', { length: 2 }),
    pendingPhoneRequestedAt: timestamptz('pending_phone_requested_at'),
    // The guest's public profile (document 001 §3 'Public profile'; the guests' API edits it).
    instagram: text('instagram'),
    twitter: text('twitter'),
    linkedin: text('linkedin'),
    /** The IANA zone the host last sent; an event takes it when the app names none. */
    timeZone: varchar('time_zone', { length: 64 }),
    /**
     * The secret of the person's private calendar feed (GET /api/calendar/{token}.ics); made
     * on first ask, replaced when rotated, after which the old one finds nothing
     * (docs/decisions/150).
     */
    calendarToken: varchar('calendar_token', { length: 64 }),
    /** Whether reminders also go by SMS (GET/POST /api/guest/settings; docs/decisions/151). */
    remindersSms: boolean('reminders_sms').notNull().default(true),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('users_slug_unique').on(table.slug),
    uniqueIndex('users_calendar_token_unique').on(table.calendarToken),
    uniqueIndex('users_phone_e164_unique').on(table.phoneE164),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_stripe_account_unique').on(table.stripeAccountId),
    index('users_host_status_created_idx').on(table.hostStatus, table.createdAt),
  ],
);

/**
 * One-time codes, stored only as a keyed hash. A new code replaces the previous one of the
 * same purpose: 'sign_in' (to the account's number) or 'phone_change' (to the pending one).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull().default('sign_in'),
    phoneE164: varchar('phone_e164', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('otp_codes_user_created_idx').on(table.userId, table.createdAt)],
);

/** Every SMS sent with a code: the cooldown and the hourly cap per number read it. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneE164: varchar('phone_e164', { length: 20 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (table) => [
    index('otp_sends_phone_sent_idx').on(table.phoneE164, table.sentAt),
    index('otp_sends_user_sent_idx').on(table.userId, table.sentAt),
  ],
);

/**
 * The short-lived secret of one sign-in attempt, handed out by register and login: it lets
 * that browser see the full number and correct it while the account was never verified.
 * Only a hash is stored (docs/decisions/060).
 */
export const verificationTickets = pgTable(
  'verification_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('verification_tickets_token_unique').on(table.tokenHash),
    index('verification_tickets_user_idx').on(table.userId),
    index('verification_tickets_expires_idx').on(table.expiresAt),
  ],
);

/** A signed-in device. The token's `jti` names the row; revoking it ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
    ip: varchar('ip', { length: 64 }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Fixed-window counters for per-IP limits, shared by every instance through the database. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_window_idx').on(table.windowStart),
  ],
);

/**
 * rate-limiter-flexible's RateLimiterPostgres table (its own CREATE TABLE, made by our
 * migrations instead): per-account chat limits shared by every instance (docs/decisions/105).
 * `key` is the limiter's prefix and the account; `expire` is milliseconds since the epoch.
 * UNLOGGED (migration 0011): a durable commit on every send doubled a send's flushes.
 */
export const rateLimiterPoints = pgTable('rate_limiter_points', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 64 }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamptz('read_at'),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (table) => [
    index('notifications_user_sent_idx').on(table.userId, table.sentAt.desc(), table.id.desc()),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.isRead} = false`),
  ],
);

/** Public content: home (JSON string), terms and privacy (HTML), refer-and-earn (JSON string). */
export const contentPages = pgTable('content_pages', {
  key: varchar('key', { length: 64 }).primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    content: text('content').notNull(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    avatar: text('avatar').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('testimonials_sort_idx').on(table.sortOrder)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('faqs_sort_idx').on(table.sortOrder)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: varchar('ip', { length: 64 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt.desc(), table.id.desc())],
);

/** The sandbox payments provider's connected accounts (the Stripe provider keeps them at Stripe). */
export const sandboxAccounts = pgTable(
  'sandbox_accounts',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    email: text('email'),
    businessName: text('business_name'),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    /** Its payout currency, from the host's country at creation, as Stripe's `default_currency` (docs/decisions/134). */
    defaultCurrency: varchar('default_currency', { length: 3 }).notNull().default('usd'),
    // The Idempotency-Key it was created under, as Stripe keeps one (docs/decisions/066).
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [uniqueIndex('sandbox_accounts_idempotency_key_unique').on(table.idempotencyKey)],
);

/** Short-lived links to the sandbox onboarding and dashboard pages. */
export const sandboxLinks = pgTable(
  'sandbox_links',
  {
    token: varchar('token', { length: 64 }).primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    accountId: varchar('account_id', { length: 40 })
      .notNull()
      .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
    refreshUrl: text('refresh_url'),
    returnUrl: text('return_url'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('sandbox_links_account_idx').on(table.accountId)],
);

/** Webhook event ids already handled, so a redelivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  provider: varchar('provider', { length: 16 }).notNull(),
  type: varchar('type', { length: 128 }).notNull(),
  receivedAt: timestamptz('received_at').notNull(),
});

/** Markers such as 'seed:content' so one-time work runs once per database. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

// Document 001 -------------------------------------------------------------------------

/**
 * Reference lists the team keeps with the admin CLI (categories, spots, age groups and
 * the guests' traits). A retired entry keeps its id, so events and profiles that name it
 * still read; it is no longer offered nor accepted in new input (docs/decisions/074).
 * `image_key` is a storage key (served from /media), never a third-party URL.
 */
const referenceColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  imageKey: text('image_key'),
  sortOrder: integer('sort_order').notNull().default(0),
  retiredAt: timestamptz('retired_at'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const categories = pgTable('categories', referenceColumns(), (table) => [
  uniqueIndex('categories_name_unique').on(sql`lower(${table.name})`),
  index('categories_sort_idx').on(table.sortOrder, table.id),
]);

export const spots = pgTable('spots', referenceColumns(), (table) => [
  uniqueIndex('spots_name_unique').on(sql`lower(${table.name})`),
  index('spots_sort_idx').on(table.sortOrder, table.id),
]);

export const ageGroups = pgTable('age_groups', referenceColumns(), (table) => [
  uniqueIndex('age_groups_name_unique').on(sql`lower(${table.name})`),
  index('age_groups_sort_idx').on(table.sortOrder, table.id),
]);

export const traits = pgTable('traits', referenceColumns(), (table) => [
  uniqueIndex('traits_name_unique').on(sql`lower(${table.name})`),
  index('traits_sort_idx').on(table.sortOrder, table.id),
]);

/**
 * An event. Its calendar date and wall-clock times are stored as the host wrote them, in
 * the event's IANA zone; `starts_at`/`ends_at` are the same moments as instants, derived
 * on every write, for the rules and queries that compare with now (upcoming, completion).
 * Money is integer minor units of `currency` (docs/decisions/075).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 96 }).notNull(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The area everyone may see: the suburb or city (docs/decisions/152). */
    location: text('location').notNull(),
    /**
     * The area's point, rounded to a grid of about 500 m: what the browse measures and
     * anyone may see. The exact point is `venueLatitude`/`venueLongitude` (docs/decisions/152).
     */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The exact place, the street address and the arrival notes: the host's and members' alone. */
    venueLatitude: doublePrecision('venue_latitude').notNull(),
    venueLongitude: doublePrecision('venue_longitude').notNull(),
    address: text('address'),
    arrivalNotes: text('arrival_notes'),
    /** 'on_join' (members see it at once) or 'day_before' (24 hours before the start). */
    addressReveal: varchar('address_reveal', { length: 16 }).notNull().default('on_join'),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    statusReason: text('status_reason'),
    reviewedAt: timestamptz('reviewed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    completedAt: timestamptz('completed_at'),
    eventType: varchar('event_type', { length: 16 }).notNull(),
    userType: varchar('user_type', { length: 16 }).notNull(),
    isPaid: boolean('is_paid').notNull(),
    priceMinor: integer('price_minor').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('usd'),
    enableDiscount: boolean('enable_discount').notNull().default(true),
    discountPercent: integer('discount_percent').notNull().default(25),
    isCapacityLimited: boolean('is_capacity_limited').notNull().default(true),
    capacity: integer('capacity').notNull(),
    /** flexible, moderate or strict: what a guest who leaves gets back (docs/decisions/147). */
    cancellationPolicy: varchar('cancellation_policy', { length: 16 }).notNull().default('flexible'),
    /** The go/no-go (docs/decisions/148): members needed by `decisionAt`, and the outcome. */
    minGuests: integer('min_guests').notNull().default(1),
    decisionHoursBefore: integer('decision_hours_before').notNull().default(48),
    decisionAt: timestamptz('decision_at').notNull(),
    goStatus: varchar('go_status', { length: 16 }).notNull().default('open'),
    /** The event this one was duplicated from, if any. */
    copiedFromId: integer('copied_from_id'),
    /** What guests are asked when they join: dietary needs, allergies, access, the host's own (154). */
    guestQuestions: jsonb('guest_questions')
      .$type<GuestQuestions>()
      .notNull()
      .default({ dietary: false, allergies: false, accessibility: false, custom: [] }),
    /** RFC 5545's SEQUENCE: one up whenever its time, place or title changes (docs/decisions/150). */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('events_slug_unique').on(table.slug),
    // My Events: a host's events by date (GET /api/events pages on it).
    index('events_host_date_idx').on(table.hostId, table.date, table.startTime, table.id),
    // The completion job and the guests' browse: by status and time.
    index('events_status_ends_idx').on(table.status, table.endsAt),
    index('events_status_starts_idx').on(table.status, table.startsAt, table.id),
    // The guests' browse near a point: the bounding box's latitudes are the range read, its
    // longitudes and the start are checked in the index, so only events in the box are
    // fetched and measured (docs/decisions/080, 142).
    index('events_open_box_idx').on(table.status, table.latitude, table.longitude, table.startsAt),
  ],
);

/** An event's pictures in their order; each upload is stored as a large view and a card. */
export const eventImages = pgTable(
  'event_images',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    largeKey: text('large_key').notNull(),
    cardKey: text('card_key').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('event_images_event_position_idx').on(table.eventId, table.position, table.id)],
);

export const eventCategories = pgTable(
  'event_categories',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.categoryId] })],
);

export const eventSpots = pgTable(
  'event_spots',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.spotId] })],
);

export const eventAgeGroups = pgTable(
  'event_age_groups',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ageGroupId: integer('age_group_id')
      .notNull()
      .references(() => ageGroups.id),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.ageGroupId] })],
);

/**
 * A guest's place at an event. `status` is 'joined' while the seat is held, 'left' after
 * the guest leaves (the row stays for the history); the guests' side adds payment states.
 * One row per guest and event.
 */
export const eventMembers = pgTable(
  'event_members',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('joined'),
    joinedAt: timestamptz('joined_at').notNull(),
    leftAt: timestamptz('left_at'),
    /** A paid join holds the seat as 'pending_payment' until this time (docs/decisions/084). */
    holdExpiresAt: timestamptz('hold_expires_at'),
    /** The guest's answers to the event's questions: the host's alone (docs/decisions/154). */
    answers: jsonb('answers').$type<GuestAnswers>(),
    answersUpdatedAt: timestamptz('answers_updated_at'),
  },
  (table) => [
    uniqueIndex('event_members_event_user_unique').on(table.eventId, table.userId),
    index('event_members_event_status_idx').on(table.eventId, table.status, table.joinedAt, table.id),
    index('event_members_user_status_idx').on(table.userId, table.status, table.eventId),
  ],
);

/**
 * A guest's place in the line of a full event (docs/decisions/149). The line's order is
 * `line_order`; a guest who leaves and comes back goes to the back. `state`: waiting,
 * offered (a seat is held for them until `offer_expires_at`), seated, expired, left. With
 * `auto_claim` on a paid event the guest saves a card (a SetupIntent for off-session use):
 * `payment_method_id` is set once it is saved, and a freed seat is charged to it.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 16 }).notNull().default('waiting'),
    autoClaim: boolean('auto_claim').notNull().default(false),
    joinedAt: timestamptz('joined_at').notNull(),
    /**
     * The line's order: taken from its sequence when the guest enters the line, and again
     * when they enter it anew, so a guest coming back is behind everyone already waiting,
     * even at the same instant.
     */
    lineOrder: bigserial('line_order', { mode: 'number' }).notNull(),
    offeredAt: timestamptz('offered_at'),
    offerExpiresAt: timestamptz('offer_expires_at'),
    endedAt: timestamptz('ended_at'),
    /** Why the last off-session charge did not seat the guest: authentication_required or declined. */
    autoClaimFailure: varchar('auto_claim_failure', { length: 32 }),
    providerCustomerId: varchar('provider_customer_id', { length: 255 }),
    setupIntentId: varchar('setup_intent_id', { length: 255 }),
    setupClientSecret: text('setup_client_secret'),
    setupCheckoutUrl: text('setup_checkout_url'),
    paymentMethodId: varchar('payment_method_id', { length: 255 }),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_event_user_unique').on(table.eventId, table.userId),
    // The line of an event in order (the next guest, positions, the host's list).
    index('waitlist_entries_event_state_idx').on(table.eventId, table.state, table.lineOrder),
    // A guest's entries, newest first (GET /api/guest/waitlists).
    index('waitlist_entries_user_idx').on(table.userId, table.joinedAt.desc(), table.id.desc()),
    uniqueIndex('waitlist_entries_setup_unique').on(table.setupIntentId),
  ],
);

/**
 * A guest's payment for a seat (docs/decisions/084): a destination charge at the provider,
 * our commission its application fee. Money in integer minor units; `refunded_minor` is
 * what the provider confirmed given back, `refund_pending_minor` what was asked and not yet
 * confirmed. `status`: requires_payment, processing, succeeded, failed, canceled, refunded,
 * partially_refunded.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    destinationAccountId: varchar('destination_account_id', { length: 255 }).notNull(),
    providerPaymentIntent: varchar('provider_payment_intent', { length: 255 }),
    providerPaymentId: varchar('provider_payment_id', { length: 255 }),
    clientSecret: text('client_secret'),
    checkoutUrl: text('checkout_url'),
    currency: varchar('currency', { length: 3 }).notNull(),
    priceMinor: integer('price_minor').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    baseMinor: integer('base_minor').notNull(),
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    commissionMinor: integer('commission_minor').notNull(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    refundPendingMinor: integer('refund_pending_minor').notNull().default(0),
    refundReason: varchar('refund_reason', { length: 32 }),
    status: varchar('status', { length: 32 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 32 }),
    payoutStatus: varchar('payout_status', { length: 16 }),
    payoutId: varchar('payout_id', { length: 255 }),
    /** The seat was refilled from the event's waitlist (docs/decisions/149). */
    viaWaitlist: boolean('via_waitlist').notNull().default(false),
    /**
     * A guest who left with less than all of it back: 'eligible' for the resale guarantee
     * while their seat is unsold, 'resold' once a guest from the line took a seat and the
     * rest was given back (docs/decisions/149).
     */
    resale: varchar('resale', { length: 16 }),
    succeededAt: timestamptz('succeeded_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('payments_intent_unique').on(table.providerPaymentIntent),
    // The host's transactions, newest first (GET /api/events/transactions pages on it).
    index('payments_host_created_idx').on(table.hostId, table.createdAt.desc(), table.id.desc()),
    index('payments_event_user_idx').on(table.eventId, table.userId, table.status),
    index('payments_destination_status_idx').on(table.destinationAccountId, table.status, table.succeededAt),
    // The refund job (every 30 s on every instance) reads only the refunds still to send.
    index('payments_refund_due_idx').on(table.id).where(sql`${table.refundPendingMinor} > 0`),
  ],
);

/**
 * The sandbox provider's own payment intents: what Stripe would hold, kept locally so the
 * sandbox answers the same interface honestly (docs/decisions/084).
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull(),
    checkoutToken: varchar('checkout_token', { length: 64 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    applicationFeeAmount: integer('application_fee_amount').notNull(),
    destination: varchar('destination', { length: 40 }).notNull(),
    description: text('description'),
    returnUrl: text('return_url'),
    status: varchar('status', { length: 32 }).notNull(),
    chargeId: varchar('charge_id', { length: 40 }),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    payoutId: varchar('payout_id', { length: 40 }),
    payoutStatus: varchar('payout_status', { length: 16 }),
    payoutCreatedAt: timestamptz('payout_created_at'),
    createdAt: timestamptz('created_at').notNull(),
    succeededAt: timestamptz('succeeded_at'),
  },
  (table) => [
    uniqueIndex('sandbox_payment_intents_key_unique').on(table.idempotencyKey),
    uniqueIndex('sandbox_payment_intents_checkout_unique').on(table.checkoutToken),
    // The simulated payout schedule (every minute): payments not yet paid out, payouts in transit.
    index('sandbox_payment_intents_unpaid_idx')
      .on(table.succeededAt)
      .where(sql`${table.status} = 'succeeded' and ${table.payoutId} is null`),
    index('sandbox_payment_intents_in_transit_idx')
      .on(table.payoutCreatedAt)
      .where(sql`${table.payoutStatus} = 'in_transit'`),
  ],
);

/**
 * The sandbox provider's SetupIntents: a card saved on its test card page in setup mode, for
 * off-session charges later (docs/decisions/149). `card_number` is the test number saved; it
 * decides how each off-session charge goes, as Stripe's test cards do.
 */
export const sandboxSetupIntents = pgTable(
  'sandbox_setup_intents',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull(),
    checkoutToken: varchar('checkout_token', { length: 64 }).notNull(),
    customer: varchar('customer', { length: 40 }).notNull(),
    description: text('description'),
    returnUrl: text('return_url'),
    status: varchar('status', { length: 32 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 40 }),
    cardNumber: varchar('card_number', { length: 19 }),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
    succeededAt: timestamptz('succeeded_at'),
  },
  (table) => [
    uniqueIndex('sandbox_setup_intents_key_unique').on(table.idempotencyKey),
    uniqueIndex('sandbox_setup_intents_checkout_unique').on(table.checkoutToken),
    uniqueIndex('sandbox_setup_intents_payment_method_unique').on(table.paymentMethod),
  ],
);

/** A guest's review of an event they attended; one per guest and event. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('reviews_event_user_unique').on(table.eventId, table.userId),
    index('reviews_event_created_idx').on(table.eventId, table.createdAt.desc(), table.id.desc()),
    index('reviews_host_created_idx').on(table.hostId, table.createdAt.desc(), table.id.desc()),
    index('reviews_host_rating_idx').on(table.hostId, table.rating, table.createdAt, table.id),
  ],
);

/** A guest's traits, interests (categories) and favourite spots, in the guest's order. */
export const userTraits = pgTable(
  'user_traits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    traitId: integer('trait_id')
      .notNull()
      .references(() => traits.id),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.traitId] })],
);

export const userInterests = pgTable(
  'user_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.categoryId] })],
);

export const userFavoriteSpots = pgTable(
  'user_favorite_spots',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.spotId] })],
);

/**
 * One group chat per event, for its host and the guests holding a seat (docs/decisions/091).
 * `last_message_id` is the newest message; messages are ordered by id, and ids follow the
 * commit order within a room because every insert holds the room's row lock.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 16 }).notNull().default('group'),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamptz('last_message_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [uniqueIndex('chat_rooms_event_unique').on(table.eventId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).notNull(),
    content: text('content').notNull().default(''),
    mediaKey: text('media_key'),
    /** The sender's own id for the message: a retried send is stored once. */
    clientId: varchar('client_id', { length: 64 }),
    /** Posted by the server in the host's name (an edit's notice), never by a client (docs/decisions/103). */
    isSystem: boolean('is_system').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    // Pages newest first, and `after` catch-ups, by id within a room.
    index('chat_messages_room_id_idx').on(table.roomId, table.id),
    uniqueIndex('chat_messages_client_unique').on(table.roomId, table.senderId, table.clientId),
  ],
);

/** How far each person has read each room. */
export const chatReads = pgTable(
  'chat_reads',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roomId, table.userId] })],
);

/** Media a person uploaded for chat: a message may only carry its sender's own uploads. */
export const chatUploads = pgTable(
  'chat_uploads',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('chat_uploads_user_idx').on(table.userId)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** What @socket.io/postgres-adapter keeps of payloads too large for NOTIFY (its README's table). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamptz('created_at').defaultNow(),
  payload: bytea('payload'),
});

/**
 * The durable job queue (docs/decisions/146): work that must happen at its time, exactly
 * once, on whichever instance is up then. `key` names the work (`event.decide:42`), so
 * asking again for queued work moves it rather than doubling it. An instance claims due
 * rows with `FOR UPDATE SKIP LOCKED` and holds them for a lease; a row whose lease has
 * passed (its instance stopped) is due again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 64 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** queued, running (claimed, leased), done, failed (out of attempts). */
    state: varchar('state', { length: 16 }).notNull().default('queued'),
    runAt: timestamptz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedBy: varchar('locked_by', { length: 64 }),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    doneAt: timestamptz('done_at'),
  },
  (table) => [
    uniqueIndex('jobs_key_idx').on(table.key),
    // What is due: queued rows by time, and claimed rows whose lease may have passed.
    index('jobs_queued_idx').on(table.runAt).where(sql`${table.state} = 'queued'`),
    index('jobs_leased_idx').on(table.lockedUntil).where(sql`${table.state} = 'running'`),
  ],
);

/**
 * A reminder sent: one row per event, person and kind ('member_24h', 'member_2h',
 * 'host_24h'), so that none is ever sent twice, whatever the queue retries or a time change
 * moves (docs/decisions/151).
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The start the reminder was sent for: a later change of time may call for another. */
    startsAt: timestamptz('starts_at').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId, table.kind, table.startsAt] })],
);
