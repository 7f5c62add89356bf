import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { GENERIC_MESSAGES } from '@friendly/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Deps, Providers } from './context';
import { type DatabaseHandle, openDatabase } from './db/client';
import { seedReferenceData } from './db/seed';
import { defineQueuedJobs, scheduledJobs } from './jobs';
import { ChatLimits } from './lib/chat-limits';
import { type Clock, systemClock } from './lib/clock';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './lib/errors';
import { registerInputGuard } from './lib/input-guard';
import { JobQueue } from './lib/job-queue';
import { JobScheduler } from './lib/jobs';
import { safeError } from './lib/log-redaction';
import { completeApiDocument } from './lib/openapi';
import { PagePainter } from './lib/page-painter';
import { PRIVATE_ANSWER_TTL_MS, PrivateAnswers } from './lib/private-answers';
import { COMPRESSION_THRESHOLD_BYTES, REFERENCE_DATA_POLL_MS, ReferenceData } from './lib/reference-data';
import { RequestTraffic } from './lib/request-traffic';
import { loadOrCreateSecret } from './lib/secrets';
import { registerSecurityHeaders } from './lib/security-headers';
import { MULTIPART_DEFAULTS } from './lib/uploads';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { registerAuthentication } from './modules/auth/session-cache';
import { backupRoutes } from './modules/backup/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { chatRoutes } from './modules/chat/routes';
import { attachChatSocket } from './modules/chat/socket';
import { contentRoutes } from './modules/content/routes';
import { countriesRoutes } from './modules/countries/routes';
import { eventRoutes } from './modules/events/routes';
import { guestRoutes } from './modules/guests/routes';
import { healthRoutes } from './modules/health/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { paymentRoutes } from './modules/payments/routes';
import { sandboxPages } from './modules/payments/sandbox-pages';
import { processPendingRefunds } from './modules/payments/seat-payments';
import { applyWebhookEvent } from './modules/payments/webhooks';
import { peopleRoutes } from './modules/people/routes';
import { placesRoutes } from './modules/places/routes';
import { profileRoutes } from './modules/profile/routes';
import { referenceRoutes } from './modules/reference/routes';
import { reminderRoutes } from './modules/reminders/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { mediaRoutes } from './modules/storage/media-routes';
import { createPaymentsProvider } from './providers/create-payments-provider';
import { createPlacesProvider } from './providers/create-places-provider';
import { LocalGazetteer } from './providers/places';
import { createSmsProvider } from './providers/sms';
import { LocalStorageProvider } from './providers/storage';
import { version } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    /** The durable job queue (docs/decisions/146). */
    jobQueue: JobQueue;
  }
}

export type BuildAppOptions = {
  /** An already open database (tests share one per file); otherwise the config's is opened and closed with the app. */
  database?: DatabaseHandle;
  /** The time every rule reads (code expiry, cooldowns, rate-limit windows, sessions). */
  clock?: Clock;
  /** Replacements for the providers the config would choose. */
  providers?: Partial<Providers>;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** How often reference data looks for changes made elsewhere; 0 never (docs/decisions/071). */
  referenceDataPollMs?: number;
  /** Whether this instance runs the scheduled jobs (event completion); tests run them by hand. */
  jobs?: boolean;
  /** How long per-account answers (My Events) are kept; 0 keeps none (docs/decisions/090). */
  privateAnswerTtlMs?: number;
  /** Whether socket.io is attached (chat, docs/decisions/091); tests of HTTP alone leave it off. */
  realtime?: boolean;
};

/** The places index is large; one per process, shared by every app instance. */
const sharedGazetteer = new LocalGazetteer();

function loggerOptions(
  config: AppConfig,
  stream?: BuildAppOptions['logStream'],
): FastifyServerOptions['logger'] {
  if (config.log === false) return false;
  return {
    level: config.log.level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-verification-token"]'],
    // No row values or query parameters in the log (docs/decisions/061).
    serializers: { err: safeError },
    ...(stream ? { stream } : {}),
    ...(config.log.pretty && !stream
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}

/**
 * Fastify fails closed on a bare hop count (it cannot tell a proxy from a client that
 * writes X-Forwarded-For itself), so a count becomes "trust the first N hops from the
 * socket": right for a server reachable only through its N proxies (docs/DEPLOY.md).
 */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** Builds the whole server — API, media and the built web app — without listening. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Keep-alive connections must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    // Slow clients are cut off (docs/decisions/064): the whole request, a 10 MB upload at
    // ~35 KB/s included, within requestTimeout; headers within headersTimeout; a silent
    // socket after the idle timeout.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // How often Node looks for requests past their deadline (default 30 s).
      connectionsCheckingInterval: Math.min(1000, config.http.requestTimeoutMs),
    },
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.http.maxConnections;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app, config);

  // An empty body with a JSON content type (POST handle-return, mark-all-read) is no body.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    defaultJsonParser(request, body as string, done);
  });

  // Production on a pretend provider is allowed, but never quietly (docs/decisions/064).
  for (const warning of config.warnings) app.log.warn(`PRODUCTION WARNING: ${warning}`);

  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openDatabase(config.database));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  if (!options.database) app.addHook('onClose', () => database.close());

  const signingSecret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir, 'jwt-secret');
  app.decorate('secrets', {
    jwtKey: new TextEncoder().encode(signingSecret),
    otpKey: createHash('sha256').update(`otp-hash:${signingSecret}`).digest(),
    adminToken: config.adminToken ?? loadOrCreateSecret(config.dataDir, 'admin-token'),
  });

  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const providers: Providers = {
    sms: options.providers?.sms ?? createSmsProvider(config, app.log, clock),
    storage:
      options.providers?.storage ??
      new LocalStorageProvider(uploadsDir, {
        // Signs chat media's links; every instance sharing the secret accepts them (decision 106).
        linkKey: createHash('sha256').update(`media-links:${signingSecret}`).digest(),
      }),
    payments: options.providers?.payments ?? createPaymentsProvider(config, database.db, clock),
    places: options.providers?.places ?? createPlacesProvider(config, sharedGazetteer),
  };
  app.decorate('providers', providers);
  const deps: Deps = { db: database.db, clock, providers, config, secrets: app.secrets, log: app.log };
  app.decorate('deps', deps);

  // Per-account answers: every write on this instance drops them once its answer is ready.
  const privateAnswers = new PrivateAnswers(clock, options.privateAnswerTtlMs ?? PRIVATE_ANSWER_TTL_MS);
  app.decorate('privateAnswers', privateAnswers);
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') privateAnswers.clear();
    done(null, payload);
  });
  /** Work outside a request (jobs, the provider's events) drops them when it is done. */
  const thenClear =
    <T>(work: () => Promise<T>) =>
    async () => {
      try {
        return await work();
      } finally {
        privateAnswers.clear();
      }
    };

  // Per-account limits on chat's sends and uploads, shared through PostgreSQL (decision 105).
  app.decorate('chatLimits', new ChatLimits(config.chatLimits, database));

  // Chat and live pushes over socket.io, across instances through PostgreSQL when shared.
  app.decorate('chatRealtime', null);
  if (options.realtime ?? true) {
    app.chatRealtime = await attachChatSocket(app, deps, database);
  }

  // What Stripe announces by webhook, a local provider (the sandbox) announces here, to the
  // same handlers.
  const localPayments = providers.payments.local;
  if (localPayments) {
    localPayments.deliverEventsTo(async (event) => {
      await thenClear(() => applyWebhookEvent(deps, event))();
      if (event.type === 'payment_intent.succeeded') await thenClear(() => processPendingRefunds(deps))();
    });
    // Charges taken just before a previous process stopped, announced again (decision 096).
    const { failed } = await localPayments.redeliverUnrecordedSuccesses();
    for (const error of failed) app.log.error({ err: error }, 'a sandbox charge could not be recorded');
  }

  await seedReferenceData(database.db, clock(), providers.storage);

  registerAuthentication(app, deps);

  const referenceData = new ReferenceData(database.db, app.log);
  app.decorate('referenceData', referenceData);
  await referenceData.start(options.referenceDataPollMs ?? REFERENCE_DATA_POLL_MS);
  app.addHook('onClose', async () => referenceData.stop());

  // Timed work on the database's job queue (docs/decisions/146), defined on every app so a
  // test can run what is due on its clock (`app.jobQueue.runDue()`); the instance's own
  // timers for what is its own (docs/decisions/076).
  // Its jobs give way to the requests in flight (lib/request-traffic.ts).
  const traffic = new RequestTraffic();
  traffic.track(app);
  const queue = new JobQueue(database.db, clock, app.log, { beforeEachJob: () => traffic.quiet() });
  const jobQueue = defineQueuedJobs(queue, deps, () => privateAnswers.clear());
  app.decorate('jobQueue', jobQueue);
  if (options.jobs ?? true) {
    await jobQueue.start();
    app.addHook('onClose', () => jobQueue.stop());
    const jobs = new JobScheduler(app.log);
    for (const job of scheduledJobs(deps, () => privateAnswers.clear())) jobs.add(job);
    app.addHook('onClose', () => jobs.stop());
  }

  // Multipart bodies, once for the whole app; each route reads within its own limits (lib/uploads.ts).
  await app.register(fastifyMultipart, MULTIPART_DEFAULTS);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Friendly Host API',
        version,
        description:
          'The API behind the Friendly Host web app and the guests’ mobile app. Every error answers `{ status: false, message, errors? }` with a 4xx status; validation failures are 422 with one list of messages per field.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // operationIds, security, error answers and servers, by method and path (docs/decisions/108).
    transformObject: completeApiDocument({ publicUrl: config.publicUrl }),
  });
  // Production leaves the reference off unless API_DOCS=true (docs/decisions/064).
  if (config.apiDocs) {
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  }

  await app.register(
    async (api) => {
      // JSON answers above the threshold go out compressed. Only the API: the built app is
      // compressed at build time and served as such, never compressed again here.
      await api.register(fastifyCompress, {
        threshold: COMPRESSION_THRESHOLD_BYTES,
        encodings: ['br', 'gzip'],
      });
      await api.register(healthRoutes);
      await api.register(countriesRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(contentRoutes);
      await api.register(notificationRoutes);
      await api.register(paymentRoutes);
      await api.register(placesRoutes);
      await api.register(referenceRoutes);
      await api.register(eventRoutes);
      await api.register(guestRoutes);
      await api.register(peopleRoutes);
      await api.register(reviewRoutes);
      await api.register(chatRoutes);
      await api.register(calendarRoutes);
      await api.register(reminderRoutes);
      await api.register(adminRoutes);
      await api.register(backupRoutes);
    },
    { prefix: '/api' },
  );

  // The pages Stripe hosts, served by a local provider itself.
  if (localPayments) {
    await app.register(sandboxPages, { provider: localPayments });
  }

  // Uploaded files: public ones cached for good, chat media only through signed links (decision 106).
  if (providers.storage instanceof LocalStorageProvider) {
    await app.register(mediaRoutes, { storage: providers.storage, clock });
  }

  const webDist =
    config.webDistDir && existsSync(path.join(config.webDistDir, 'index.html')) ? config.webDistDir : null;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file: sent when the client accepts them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so it may be cached forever.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The public pages arrive painted (docs/decisions/145) when the web build includes its render.
  const painter = webDist
    ? await PagePainter.load(config.webRenderer, path.join(webDist, 'index.html'), clock)
    : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // History fallback: any other GET for a page (no file extension) gets the app shell,
    // and the client router decides what to show.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!isApi && webDist && wantsPage) {
      if (painter && (await painter.send(app, request, reply))) return reply;
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ status: false, message: GENERIC_MESSAGES.notFound });
  });

  return app;
}
