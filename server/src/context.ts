import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { PaymentsProvider } from './providers/payments';
import type { PlacesProvider } from './providers/places';
import type { SmsProvider } from './providers/sms';
import type { StorageProvider } from './providers/storage';

export type Providers = {
  sms: SmsProvider;
  storage: StorageProvider;
  payments: PaymentsProvider;
  places: PlacesProvider;
};

export type Secrets = {
  /** HS256 key for bearer tokens. */
  jwtKey: Uint8Array;
  /** HMAC key for one-time-code hashes, derived from the signing secret. */
  otpKey: Buffer;
  adminToken: string;
};

/**
 * What services work with, passed in explicitly (docs/decisions/065): a service never
 * reaches for the Fastify instance, so a socket handler, the CLI or a job can call it too.
 * Each service names the part it needs (`Pick<Deps, 'db' | 'clock'>`); only the wiring that
 * hands it on to many services (buildApp, the chat socket, authentication, jobs, the demo
 * command) takes the whole.
 */
export type Deps = {
  db: Database;
  clock: Clock;
  providers: Providers;
  config: AppConfig;
  secrets: Secrets;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    providers: Providers;
    secrets: Secrets;
    /** The dependencies routes hand to services. */
    deps: Deps;
  }
}
