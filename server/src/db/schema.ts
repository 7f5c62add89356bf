import { sql } from 'drizzle-orm';
import {
  boolean,
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

/** Hosts (the only role so far). `phone_e164` is the identity; `slug` is an opaque handle. */
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
    // A new number waiting for its code (docs/decisions/060); the current one works until then.
    pendingPhone: varchar('pending_phone', { length: 20 }),
    pendingPhoneE164: varchar('pending_phone_e164', { length: 20 }),
    pendingCountryCode: varchar('pending_country_code', { length: 8 }),
    pendingCountryId: integer('pending_country_id').references(() => countries.id),
    pendingIsoCode: varchar('pending_iso_code', { length: 2 }),
    pendingPhoneRequestedAt: timestamptz('pending_phone_requested_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('users_slug_unique').on(table.slug),
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
