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

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    providers: Providers;
    secrets: Secrets;
  }
}
