import path from 'node:path';
import { z } from 'zod';
import { defaultWebDist } from './paths';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanFromEnv.optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' }).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_TOKEN: z.string().min(32, 'ADMIN_TOKEN must be at least 32 characters').optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().min(1).optional(),
  TWILIO_API_BASE: z.url().optional(),
  ALLOW_SMS_OUTBOX: booleanFromEnv.default(false),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  ALLOW_SANDBOX_PAYMENTS: booleanFromEnv.default(false),
  GOOGLE_PLACES_BROWSER_KEY: z.string().min(1).optional(),
  RATE_LIMIT_OTP_SEND_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_OTP_CHECK_PER_IP_10MIN: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_CONTACT_PER_IP_HOUR: z.coerce.number().int().min(1).default(5),
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
  log: { level: string; pretty: boolean } | false;
  trustProxy: boolean;
  /** The server's public origin for links it hands out; null = taken from each request. */
  publicUrl: string | null;
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
        webhookSecret: string | null;
        /** Another API host (a local fake in tests): protocol, host and port of this URL. */
        apiBase: string | null;
      };
  places: { source: 'local' | 'google'; googleBrowserKey: string | null };
  rateLimits: { otpSendPerIpPerHour: number; otpCheckPerIpPer10Minutes: number; contactPerIpPerHour: number };
};

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
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    dataDir,
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? defaultWebDist),
    log: vars.LOG_LEVEL === 'silent' ? false : { level: vars.LOG_LEVEL, pretty: vars.LOG_PRETTY ?? false },
    trustProxy: vars.TRUST_PROXY,
    publicUrl: vars.PUBLIC_URL ? vars.PUBLIC_URL.replace(/\/+$/, '') : null,
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
          apiBase: vars.STRIPE_API_BASE ?? null,
        }
      : { provider: 'sandbox' },
    places: {
      source: vars.GOOGLE_PLACES_BROWSER_KEY ? 'google' : 'local',
      googleBrowserKey: vars.GOOGLE_PLACES_BROWSER_KEY ?? null,
    },
    rateLimits: {
      otpSendPerIpPerHour: vars.RATE_LIMIT_OTP_SEND_PER_IP_HOUR,
      otpCheckPerIpPer10Minutes: vars.RATE_LIMIT_OTP_CHECK_PER_IP_10MIN,
      contactPerIpPerHour: vars.RATE_LIMIT_CONTACT_PER_IP_HOUR,
    },
  };
}
