import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { loadConfig } from '../../config';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { loadOrCreateSecret } from '../../lib/secrets';
import { createPaymentsProvider } from '../../providers/create-payments-provider';
import { LocalGazetteer } from '../../providers/places';
import { createSmsProvider } from '../../providers/sms';
import { LocalStorageProvider, type StorageProvider } from '../../providers/storage';
import type { AdminResult } from '../admin/commands';
import { applyWebhookEvent } from '../payments/webhooks';
import { DemoSeedError, seedDemo, type TeamCommand } from './seed';

/** What the admin command hands over: the server's own deps, or (the CLI on its own) the database. */
export type DemoCommandContext = { db: Database; now: Date; storage?: StorageProvider; deps?: Deps };

/**
 * The admin CLI with nothing running opens the database itself and has no app: the
 * services' dependencies are built here as buildApp builds them, from the same
 * environment and DATA_DIR. The demo sends no code and signs no token; the SMS provider
 * and secrets are there because services take the whole set.
 */
function standaloneDeps(ctx: DemoCommandContext): Deps {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  const clock = () => new Date();
  const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const signingSecret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir, 'jwt-secret');
  const deps: Deps = {
    db: ctx.db,
    clock,
    config,
    log,
    secrets: {
      jwtKey: new TextEncoder().encode(signingSecret),
      otpKey: createHash('sha256').update(`otp-hash:${signingSecret}`).digest(),
      adminToken: config.adminToken ?? loadOrCreateSecret(config.dataDir, 'admin-token'),
    },
    providers: {
      sms: createSmsProvider(config, log, clock),
      storage: ctx.storage ?? new LocalStorageProvider(path.join(config.dataDir, 'uploads')),
      payments: createPaymentsProvider(config, ctx.db, clock),
      places: new LocalGazetteer(),
    },
  };
  // As buildApp does: the sandbox's payments reach the handlers Stripe's webhooks reach.
  const { payments } = deps.providers;
  if (payments.local) {
    payments.local.deliverEventsTo((event) => applyWebhookEvent(deps, event));
  }
  return deps;
}

/** One seed at a time in this process: two commands at once would both find the demo missing. */
let running: Promise<unknown> = Promise.resolve();

/** `npm run admin -- demo seed` (and `npm run seed:demo`): the demo, on the database the command runs on. */
export function runDemoSeedCommand(ctx: DemoCommandContext, team: TeamCommand): Promise<AdminResult> {
  const deps: Deps = { ...(ctx.deps ?? standaloneDeps(ctx)), db: ctx.db, clock: () => ctx.now };
  const result = running.then(async () => {
    try {
      const { output } = await seedDemo(deps, team);
      return { ok: true, output };
    } catch (error) {
      if (error instanceof DemoSeedError)
        return { ok: false, output: `The demo was not seeded: ${error.message}` };
      // A rule of the app refused a step: say which, with the fields it names.
      if (error instanceof DomainError) {
        const fields = error.errors ? ` ${JSON.stringify(error.errors)}` : '';
        return { ok: false, output: `The demo was not seeded: ${error.message}${fields}` };
      }
      throw error;
    }
  });
  running = result.catch(() => undefined);
  return result;
}
