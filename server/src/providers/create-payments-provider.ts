import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { PaymentsProvider } from './payments';
import { SandboxPaymentsProvider } from './sandbox-payments';
import { StripePaymentsProvider } from './stripe-payments';

/** The payments provider the configuration names: Stripe Connect, or the local sandbox. */
export function createPaymentsProvider(config: AppConfig, db: Database, clock: Clock): PaymentsProvider {
  return config.payments.provider === 'stripe'
    ? new StripePaymentsProvider(config.payments)
    : new SandboxPaymentsProvider(db, clock);
}
