import { GENERIC_MESSAGES } from '@friendly/contracts';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { secondsBetween } from './clock';
import { RateLimitedError } from './errors';

/**
 * A fixed-window counter in the database, so the limit holds across instances and
 * restarts. Throws RateLimitedError (429) with `retry_after` (and a Retry-After header) when over the limit.
 */
export async function enforceRateLimit(
  db: Database,
  options: { key: string; limit: number; windowSeconds: number; now: Date },
) {
  const windowMs = options.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(options.now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: options.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  // Old windows are useless; sweep now and then rather than on every request.
  if (Math.random() < 0.02) {
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, new Date(options.now.getTime() - 86_400_000)));
  }
  if ((row?.count ?? 0) > options.limit) {
    const retryAfter = Math.max(1, secondsBetween(new Date(windowStart.getTime() + windowMs), options.now));
    throw new RateLimitedError(GENERIC_MESSAGES.tooManyRequests, retryAfter);
  }
}
