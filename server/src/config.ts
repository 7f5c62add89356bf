import path from 'node:path';
import { z } from 'zod';
import { defaultWebDist, defaultWebRenderer } from './paths';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const LOW_ENTROPY_MESSAGE =
  'is too predictable (a word repeated, or too few different characters): use a random value, e.g. `openssl rand -base64 48`';

/**
 * True for a secret that is long enough but guessable: a short pattern repeated
 * ('secretsecret…'), very few distinct characters, or little Shannon entropy in all.
 * `openssl rand -hex 16` (32 hex characters, 128 random bits) passes.
 */
export function isLowEntropySecret(value: string) {
  const length = value.length;
  for (let period = 1; period <= length / 2; period++) {
    let repeats = true;
    for (let i = period; i < length; i++) {
      if (value[i] !== value[i - period]) {
        repeats = false;
        break;
      }
    }
    if (repeats) return true;
  }
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  if (counts.size < 10) return true;
  let bitsPerChar = 0;
  for (const count of counts.values()) {
    const p = count / length;
    bitsPerChar -= p * Math.log2(p);
  }
  return bitsPerChar * length < 96;
}

/**
 * Words of a value someone wrote to stand in for a secret (a sample file, a tutorial, a
 * development setup) rather than generated: refused in production, however random the
 * rest looks (docs/decisions/097).
 */
const PLACEHOLDER_SECRET =
  /change[-_ .]?me|replace[-_ .]?me|example|placeholder|sample|dummy|insecure|not[-_ .]?a[-_ .]?secret|dev(elopment)?[-_ .]?(secret|token|key|only)|test(ing)?[-_ .]?(secret|token|key|only)|local[-_ .]?(secret|token|only)|your[-_ .]?(own[-_ .]?)?(jwt|admin|secret|token)/i;

/** True for a value that reads as a stand-in for a secret, not a generated one. */
export function isPlaceholderSecret(value: string) {
  return PLACEHOLDER_SECRET.test(value);
}

/** Stripe keys of test mode: payments go through, no money moves. */
const STRIPE_TEST_KEY = /^(sk|rk)_test_/;

/**
 * TRUST_PROXY: which X-Forwarded-* hops to believe. `false` (default): none, the socket's
 * address is the client. A number: that many proxies in front of us (the client is the
 * address that many hops from the right). Addresses or CIDR ranges (comma-separated):
 * proxies we run. `true` is refused: it believes the left-most value, which the client writes.
 */
export function parseTrustProxy(value: string): AppConfig['trustProxy'] | { error: string } {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0' || text === 'no') return false;
  if (text === 'true' || text === 'yes') {
    return {
      error:
        'TRUST_PROXY=true would trust the client-written left-most X-Forwarded-For value; set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8)',
    };
  }
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-f:.]{2,45})(?:\/\d{1,3})?$/i;
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const bad = entries.filter((entry) => !named.has(entry) && !address.test(entry));
  if (entries.length === 0 || bad.length > 0) {
    return {
      error: `TRUST_PROXY must be false, a hop count (1) or proxy addresses/CIDR ranges; not understood: ${bad.join(', ') || text}`,
    };
  }
  return entries;
}

/** Origins from a comma-separated list, each normalised to scheme://host[:port]. */
function parseOrigins(value: string | undefined): string[] | { error: string } {
  if (!value) return [];
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return { error: `APP_ORIGINS: "${entry}" is not a URL` };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return { error: `APP_ORIGINS: "${entry}" must be http(s)` };
    }
    origins.push(url.origin);
  }
  return origins;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  WEB_RENDERER: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanFromEnv.optional(),
  TRUST_PROXY: z.string().default('false'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' }).optional(),
  APP_ORIGINS: z.string().optional(),
  API_DOCS: booleanFromEnv.optional(),
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET must be at least 32 characters')
    .refine((value) => !isLowEntropySecret(value), LOW_ENTROPY_MESSAGE)
    .optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_TOKEN: z
    .string()
    .min(32, 'ADMIN_TOKEN must be at least 32 characters')
    .refine((value) => !isLowEntropySecret(value), LOW_ENTROPY_MESSAGE)
    .optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(300),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(5),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  UPLOAD_SWEEP_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .default(3600),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().min(1).optional(),
  TWILIO_API_BASE: z.url().optional(),
  ALLOW_SMS_OUTBOX: booleanFromEnv.default(false),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  ALLOW_SANDBOX_PAYMENTS: booleanFromEnv.default(false),
  GOOGLE_PLACES_BROWSER_KEY: z.string().min(1).optional(),
  // Which places source (docs/decisions/153); unset: google with a browser key, else local.
  PLACES_PROVIDER: z.enum(['local', 'google', 'photon', 'nominatim']).optional(),
  PHOTON_URL: z.url({ protocol: /^https?$/, error: 'PHOTON_URL must be an http(s) URL' }).optional(),
  NOMINATIM_URL: z.url({ protocol: /^https?$/, error: 'NOMINATIM_URL must be an http(s) URL' }).optional(),
  RATE_LIMIT_OTP_SEND_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  // Per account, chat's sends and uploads (docs/decisions/105).
  CHAT_BURST: z.coerce.number().int().min(1).max(1_000_000).default(10),
  CHAT_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).default(1),
  CHAT_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  CHAT_UPLOAD_MB_PER_HOUR: z.coerce.number().int().min(1).max(1_000).default(250),
  RATE_LIMIT_OTP_CHECK_PER_IP_10MIN: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_CONTACT_PER_IP_HOUR: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_PLACES_PER_IP_MINUTE: z.coerce.number().int().min(1).default(120),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Absolute path of the folder holding the embedded database, uploads and the SMS outbox. */
  dataDir: string;
  database: { driver: 'pglite'; dataDir: string | 'memory' } | { driver: 'postgres'; url: string };
  /** The built web app to serve, or null to serve the API only. */
  webDistDir: string | null;
  /**
   * The built render of the public pages (dist-ssr/entry-server.js, docs/decisions/145), or
   * null: those pages are then served as the app's shell, as every other page is.
   */
  webRenderer: string | null;
  log: { level: string; pretty: boolean } | false;
  /** false, a hop count, or the addresses of trusted proxies (see parseTrustProxy). */
  trustProxy: false | number | string[];
  /** The server's public origin for links it hands out; required in production. */
  publicUrl: string | null;
  /**
   * Origins the app is served from, to which the payment provider may send the browser
   * back (PUBLIC_URL's origin plus APP_ORIGINS). Empty outside production without
   * PUBLIC_URL: then the request's own origin is used (docs/decisions/064).
   */
  appOrigins: string[];
  /** Serve the API reference at /api/docs (default: everywhere but production). */
  apiDocs: boolean;
  /** Socket limits (docs/decisions/064). */
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
  };
  /**
   * With PostgreSQL, how old an uploaded file no row names must be before the sweep removes
   * it (another instance may be between writing it and committing its row); the embedded
   * database sweeps everything at start (docs/decisions/096).
   */
  uploadSweepGraceMs: number;
  /** Said at every start and by /api/health: production running with a pretend provider. */
  warnings: string[];
  /** HS256 signing secret; null = generated once into DATA_DIR (development and test only). */
  jwtSecret: string | null;
  tokenTtlDays: number;
  /** Lets the admin CLI reach a running server; null = generated into DATA_DIR. */
  adminToken: string | null;
  sms:
    | { provider: 'outbox' }
    | {
        provider: 'twilio';
        accountSid: string;
        authToken: string;
        from: string | null;
        messagingServiceSid: string | null;
        apiBase: string;
      };
  payments:
    | { provider: 'sandbox' }
    | {
        provider: 'stripe';
        secretKey: string;
        /** The platform endpoint's signing secret: payment_intent.*, charge.refunded. */
        webhookSecret: string | null;
        /**
         * The Connect endpoint's signing secret: events on connected accounts (account.updated,
         * payout.*) come from an endpoint of their own, signed with its own secret.
         */
        connectWebhookSecret?: string | null;
        /** Another API host (a local fake in tests): protocol, host and port of this URL. */
        apiBase: string | null;
      };
  places:
    | { source: 'local' | 'google'; googleBrowserKey: string | null }
    | {
        /** A self-hosted open geocoder the server asks (docs/decisions/153). */
        source: 'photon' | 'nominatim';
        googleBrowserKey: null;
        /** Its base URL, without a trailing slash. */
        url: string;
        /** Names us to the geocoder, as Nominatim's usage policy asks. */
        userAgent: string;
      };
  rateLimits: {
    otpSendPerIpPerHour: number;
    otpCheckPerIpPer10Minutes: number;
    contactPerIpPerHour: number;
    /** Place searches per IP a minute, when a self-hosted geocoder answers them. */
    placesPerIpPerMinute: number;
  };
  /**
   * Per account (docs/decisions/105): `burst` sends (and, apart, uploads) beyond
   * `perSecond` a second, within a minute; uploads also by count and bytes an hour.
   */
  chatLimits: { burst: number; perSecond: number; uploadsPerHour: number; uploadBytesPerHour: number };
};

/** The OSM Foundation's own Nominatim: its usage policy forbids search-as-you-type. */
const PUBLIC_NOMINATIM_HOST = 'nominatim.openstreetmap.org';
/** komoot's public Photon: a demo, throttled under heavy use. */
const PUBLIC_PHOTON_HOST = 'photon.komoot.io';

type PlacesVars = Pick<
  z.infer<typeof envSchema>,
  'PLACES_PROVIDER' | 'PHOTON_URL' | 'NOMINATIM_URL' | 'GOOGLE_PLACES_BROWSER_KEY' | 'PUBLIC_URL'
>;

/** The places source and its settings, or the problems that stop it (docs/decisions/153). */
function placesConfig(vars: PlacesVars): AppConfig['places'] | { problems: string[] } {
  const source = vars.PLACES_PROVIDER ?? (vars.GOOGLE_PLACES_BROWSER_KEY ? 'google' : 'local');
  const problems: string[] = [];
  if (source === 'google' && !vars.GOOGLE_PLACES_BROWSER_KEY) {
    problems.push('  PLACES_PROVIDER=google needs GOOGLE_PLACES_BROWSER_KEY');
  }
  for (const [name, value, provider] of [
    ['PHOTON_URL', vars.PHOTON_URL, 'photon'],
    ['NOMINATIM_URL', vars.NOMINATIM_URL, 'nominatim'],
  ] as const) {
    if (source === provider && !value) {
      problems.push(
        `  PLACES_PROVIDER=${provider} needs ${name} (the geocoder's base URL, e.g. http://photon:2322)`,
      );
    }
    if (value && source !== provider) {
      problems.push(
        `  ${name} is set but PLACES_PROVIDER is ${source}: set PLACES_PROVIDER=${provider} to use it`,
      );
    }
  }
  if (vars.NOMINATIM_URL && new URL(vars.NOMINATIM_URL).hostname === PUBLIC_NOMINATIM_HOST) {
    problems.push(
      `  NOMINATIM_URL: ${PUBLIC_NOMINATIM_HOST}'s usage policy forbids search-as-you-type; run your own Nominatim`,
    );
  }
  if (problems.length > 0) return { problems };
  if (source === 'photon' || source === 'nominatim') {
    const url = (source === 'photon' ? vars.PHOTON_URL : vars.NOMINATIM_URL) as string;
    return {
      source,
      googleBrowserKey: null,
      url: url.replace(/\/+$/, ''),
      userAgent: `FriendlyHost/1.0 (+${vars.PUBLIC_URL ? new URL(vars.PUBLIC_URL).origin : 'self-hosted'})`,
    };
  }
  return { source, googleBrowserKey: source === 'google' ? (vars.GOOGLE_PLACES_BROWSER_KEY ?? null) : null };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment. Throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  const problems: string[] = [];
  const twilioSet = Boolean(vars.TWILIO_ACCOUNT_SID || vars.TWILIO_AUTH_TOKEN);
  if (twilioSet && !(vars.TWILIO_ACCOUNT_SID && vars.TWILIO_AUTH_TOKEN)) {
    problems.push('  TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together');
  }
  if (twilioSet && !vars.TWILIO_FROM && !vars.TWILIO_MESSAGING_SERVICE_SID) {
    problems.push('  TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required with Twilio');
  }
  if (vars.NODE_ENV === 'production') {
    // Production never signs tokens with a secret someone could find on disk by accident,
    // and never "sends" codes into a file unless an operator says so (docs/decisions/012).
    if (!vars.JWT_SECRET) problems.push('  JWT_SECRET is required in production (at least 32 characters)');
    if (!twilioSet && !vars.ALLOW_SMS_OUTBOX) {
      problems.push(
        '  SMS: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or ALLOW_SMS_OUTBOX=true to keep codes in DATA_DIR/sms-outbox.jsonl',
      );
    }
    if (!vars.STRIPE_SECRET_KEY && !vars.ALLOW_SANDBOX_PAYMENTS) {
      problems.push(
        '  Payments: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET), or ALLOW_SANDBOX_PAYMENTS=true to run the pretend provider',
      );
    }
    if (vars.STRIPE_SECRET_KEY && !vars.STRIPE_WEBHOOK_SECRET) {
      problems.push('  STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY in production');
    }
    if (vars.STRIPE_SECRET_KEY && !vars.STRIPE_CONNECT_WEBHOOK_SECRET) {
      problems.push(
        '  STRIPE_CONNECT_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY in production (the Connect endpoint: account.updated, payout.*)',
      );
    }
    // Development secrets: a stand-in value, or one secret doing two jobs.
    for (const name of ['JWT_SECRET', 'ADMIN_TOKEN'] as const) {
      const value = vars[name];
      if (value && isPlaceholderSecret(value)) {
        problems.push(
          `  ${name} reads as an example or development value, not a generated secret: use e.g. \`openssl rand -base64 48\``,
        );
      }
    }
    if (vars.JWT_SECRET && vars.ADMIN_TOKEN && vars.JWT_SECRET === vars.ADMIN_TOKEN) {
      problems.push('  ADMIN_TOKEN must differ from JWT_SECRET: each secret does one job');
    }
    // Providers that only pretend, unless an operator says so (then warned about below).
    if (
      vars.STRIPE_SECRET_KEY &&
      STRIPE_TEST_KEY.test(vars.STRIPE_SECRET_KEY) &&
      !vars.ALLOW_SANDBOX_PAYMENTS
    ) {
      problems.push(
        "  STRIPE_SECRET_KEY is a test-mode key (sk_test_…): no money would move. Use a live key, or ALLOW_SANDBOX_PAYMENTS=true to run on Stripe's test mode",
      );
    }
    if (vars.STRIPE_API_BASE && !vars.ALLOW_SANDBOX_PAYMENTS) {
      problems.push(
        '  STRIPE_API_BASE sends payments somewhere other than Stripe: unset it, or ALLOW_SANDBOX_PAYMENTS=true',
      );
    }
    if (vars.TWILIO_API_BASE && !vars.ALLOW_SMS_OUTBOX) {
      problems.push(
        '  TWILIO_API_BASE sends texts somewhere other than Twilio: unset it, or ALLOW_SMS_OUTBOX=true',
      );
    }
    if (!vars.PUBLIC_URL) {
      problems.push(
        '  PUBLIC_URL is required in production (the origin users reach, e.g. https://friendlyhost.example): links are never built from the Host header',
      );
    }
  }
  const trustProxy = parseTrustProxy(vars.TRUST_PROXY);
  if (typeof trustProxy === 'object' && !Array.isArray(trustProxy) && trustProxy !== null) {
    problems.push(`  ${trustProxy.error}`);
  }
  const extraOrigins = parseOrigins(vars.APP_ORIGINS);
  if (!Array.isArray(extraOrigins)) problems.push(`  ${extraOrigins.error}`);
  const places = placesConfig(vars);
  if ('problems' in places) problems.push(...places.problems);
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);

  const warnings: string[] = [];
  if (vars.NODE_ENV === 'production' && !twilioSet && vars.ALLOW_SMS_OUTBOX) {
    warnings.push(
      'ALLOW_SMS_OUTBOX=true: one-time codes are written to DATA_DIR/sms-outbox.jsonl, not sent by SMS',
    );
  }
  if (vars.NODE_ENV === 'production' && !vars.STRIPE_SECRET_KEY && vars.ALLOW_SANDBOX_PAYMENTS) {
    warnings.push('ALLOW_SANDBOX_PAYMENTS=true: payments run on the sandbox provider; no real money moves');
  }
  if (
    vars.NODE_ENV === 'production' &&
    vars.STRIPE_SECRET_KEY &&
    STRIPE_TEST_KEY.test(vars.STRIPE_SECRET_KEY)
  ) {
    warnings.push(
      "STRIPE_SECRET_KEY is a test-mode key: payments run on Stripe's test mode; no real money moves",
    );
  }
  if (vars.NODE_ENV === 'production' && vars.STRIPE_API_BASE) {
    warnings.push(`STRIPE_API_BASE=${vars.STRIPE_API_BASE}: payments go to that address, not to Stripe`);
  }
  if (vars.NODE_ENV === 'production' && vars.TWILIO_API_BASE) {
    warnings.push(`TWILIO_API_BASE=${vars.TWILIO_API_BASE}: texts go to that address, not to Twilio`);
  }
  if (
    vars.NODE_ENV === 'production' &&
    vars.PHOTON_URL &&
    new URL(vars.PHOTON_URL).hostname === PUBLIC_PHOTON_HOST
  ) {
    warnings.push(
      `PHOTON_URL=${vars.PHOTON_URL}: komoot's public demo, throttled under heavy use; run your own Photon`,
    );
  }
  const publicOrigin = vars.PUBLIC_URL ? new URL(vars.PUBLIC_URL).origin : null;
  const appOrigins = [...new Set([...(publicOrigin ? [publicOrigin] : []), ...(extraOrigins as string[])])];
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    dataDir,
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? defaultWebDist),
    webRenderer: path.resolve(vars.WEB_RENDERER ?? defaultWebRenderer),
    log: vars.LOG_LEVEL === 'silent' ? false : { level: vars.LOG_LEVEL, pretty: vars.LOG_PRETTY ?? false },
    trustProxy: trustProxy as AppConfig['trustProxy'],
    publicUrl: vars.PUBLIC_URL ? vars.PUBLIC_URL.replace(/\/+$/, '') : null,
    appOrigins,
    apiDocs: vars.API_DOCS ?? vars.NODE_ENV !== 'production',
    http: {
      requestTimeoutMs: vars.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: vars.HEADERS_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: vars.IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      maxConnections: vars.MAX_CONNECTIONS,
    },
    uploadSweepGraceMs: vars.UPLOAD_SWEEP_GRACE_SECONDS * 1000,
    warnings,
    jwtSecret: vars.JWT_SECRET ?? null,
    tokenTtlDays: vars.TOKEN_TTL_DAYS,
    adminToken: vars.ADMIN_TOKEN ?? null,
    sms:
      vars.TWILIO_ACCOUNT_SID && vars.TWILIO_AUTH_TOKEN
        ? {
            provider: 'twilio',
            accountSid: vars.TWILIO_ACCOUNT_SID,
            authToken: vars.TWILIO_AUTH_TOKEN,
            from: vars.TWILIO_FROM ?? null,
            messagingServiceSid: vars.TWILIO_MESSAGING_SERVICE_SID ?? null,
            apiBase: (vars.TWILIO_API_BASE ?? 'https://api.twilio.com').replace(/\/+$/, ''),
          }
        : { provider: 'outbox' },
    payments: vars.STRIPE_SECRET_KEY
      ? {
          provider: 'stripe',
          secretKey: vars.STRIPE_SECRET_KEY,
          webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
          connectWebhookSecret: vars.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
          apiBase: vars.STRIPE_API_BASE ?? null,
        }
      : { provider: 'sandbox' },
    places: places as AppConfig['places'],
    rateLimits: {
      otpSendPerIpPerHour: vars.RATE_LIMIT_OTP_SEND_PER_IP_HOUR,
      otpCheckPerIpPer10Minutes: vars.RATE_LIMIT_OTP_CHECK_PER_IP_10MIN,
      contactPerIpPerHour: vars.RATE_LIMIT_CONTACT_PER_IP_HOUR,
      placesPerIpPerMinute: vars.RATE_LIMIT_PLACES_PER_IP_MINUTE,
    },
    chatLimits: {
      burst: vars.CHAT_BURST,
      perSecond: vars.CHAT_PER_SECOND,
      uploadsPerHour: vars.CHAT_UPLOADS_PER_HOUR,
      uploadBytesPerHour: vars.CHAT_UPLOAD_MB_PER_HOUR * 1024 * 1024,
    },
  };
}
