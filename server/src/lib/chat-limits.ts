import { CHAT_MESSAGES } from '@friendly/contracts';
import {
  BurstyRateLimiter,
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { RateLimitedError } from './errors';

/** How long the burst allowance lasts before it is whole again (docs/decisions/105). */
export const CHAT_BURST_WINDOW_SECONDS = 60;
/** The table RateLimiterPostgres keeps its points in (made by migration 0009). */
export const RATE_LIMITER_TABLE = 'rate_limiter_points';

type Limiter = RateLimiterMemory | RateLimiterPostgres;

/**
 * Per-account limits on chat's sends and uploads (docs/decisions/105), with
 * rate-limiter-flexible: a steady rate (`perSecond` a second) and, on top, a burst of
 * `burst` more within a minute (BurstyRateLimiter: the burst is spent only when the steady
 * rate is); uploads also by count and by bytes an hour. With PostgreSQL the points live in
 * the database (RateLimiterPostgres over the app's pool), so every instance counts the same
 * account's sends together; the embedded database has one process (docs/decisions/063), so
 * memory is exact there. A refusal is a RateLimitedError: 429 with `retry_after` over HTTP,
 * `{ ok: false, error, retry_after }` on the socket.
 */
export class ChatLimits {
  private readonly send: BurstyRateLimiter;
  private readonly uploadRate: BurstyRateLimiter;
  private readonly uploadsHourly: Limiter;
  private readonly uploadBytesHourly: Limiter;

  constructor(limits: AppConfig['chatLimits'], database: Pick<DatabaseHandle, 'pool'>) {
    const pool = database.pool;
    let first = true;
    const limiter = (keyPrefix: string, points: number, duration: number): Limiter => {
      const options: IRateLimiterOptions = { keyPrefix, points, duration };
      if (!pool) return new RateLimiterMemory(options);
      // One table for all: one of them clears its expired rows (every 5 minutes, unref'd).
      const clearExpiredByTimeout = first;
      first = false;
      return new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMITER_TABLE,
        tableCreated: true,
        clearExpiredByTimeout,
      });
    };
    const bursty = (name: string) =>
      new BurstyRateLimiter(
        limiter(`chat-${name}`, limits.perSecond, 1),
        limiter(`chat-${name}-burst`, limits.burst, CHAT_BURST_WINDOW_SECONDS),
      );
    this.send = bursty('send');
    this.uploadRate = bursty('upload');
    this.uploadsHourly = limiter('chat-uploads-hour', limits.uploadsPerHour, 3600);
    // Counted in KiB: the table's integer column then holds any hour's attempts.
    this.uploadBytesHourly = limiter(
      'chat-upload-kib-hour',
      Math.ceil(limits.uploadBytesPerHour / 1024),
      3600,
    );
  }

  /** One `send_message` by this account; throws RateLimitedError when over the limit. */
  async message(userId: number) {
    await take(this.send, userId, 1, CHAT_MESSAGES.sendingTooFast);
  }

  /** One upload by this account, before its bytes are read. */
  async upload(userId: number) {
    await take(this.uploadRate, userId, 1, CHAT_MESSAGES.uploadingTooFast);
    await take(this.uploadsHourly, userId, 1, CHAT_MESSAGES.uploadQuotaReached);
  }

  /** The bytes of an upload, once they are known (staged, not yet stored). */
  async uploadBytes(userId: number, bytes: number) {
    const kib = Math.max(1, Math.ceil(bytes / 1024));
    await take(this.uploadBytesHourly, userId, kib, CHAT_MESSAGES.uploadQuotaReached);
  }
}

async function take(limiter: Limiter | BurstyRateLimiter, userId: number, points: number, message: string) {
  try {
    await limiter.consume(String(userId), points);
  } catch (refusal) {
    // Anything but a refusal (the database cannot answer) goes on as it is.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    throw new RateLimitedError(message, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Chat's per-account limits (lib/chat-limits.ts, docs/decisions/105). */
    chatLimits: ChatLimits;
  }
}
