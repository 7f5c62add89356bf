import {
  type CmsPageKey,
  type contactRequestSchema,
  faqInputSchema,
  homeContentSchema,
  referAndEarnContentSchema,
  testimonialInputSchema,
} from '@friendly/contracts';
import { z } from 'zod';
import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import { enforceRateLimit } from '../../lib/rate-limit';
import { markReferenceDataChanged } from '../../lib/reference-data';
import {
  getPage,
  insertContactMessage,
  replaceFaqRows,
  replaceTestimonialRows,
  upsertPage,
} from './repository';

export class ContentInputError extends Error {
  override name = 'ContentInputError';
}

function describeIssues(error: z.ZodError) {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

/**
 * Replaces a page. Home and Refer & Earn must be JSON matching their contract (every key
 * present), so a typo cannot blank the home page; terms and privacy are HTML.
 */
export async function replacePage(
  db: Database,
  key: CmsPageKey,
  body: string,
  title: string | null,
  now: Date,
) {
  let content = body;
  if (key === 'home' || key === 'refer-and-earn') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new ContentInputError(`${key} content must be JSON`);
    }
    const schema = key === 'home' ? homeContentSchema : referAndEarnContentSchema;
    const result = schema.safeParse(parsed);
    if (!result.success) throw new ContentInputError(describeIssues(result.error));
    content = JSON.stringify(result.data);
  } else if (body.trim().length === 0) {
    throw new ContentInputError('content must not be empty');
  }
  return inTransaction(db, async (tx) => {
    const existing = await getPage(tx, key);
    const values = { title: title ?? existing?.title ?? key, content, updatedAt: now };
    await upsertPage(tx, key, values);
    await markReferenceDataChanged(tx, now);
    return { key, ...values };
  });
}

export async function replaceTestimonials(db: Database, input: unknown, now: Date) {
  const result = z.array(testimonialInputSchema).min(1).safeParse(input);
  if (!result.success) throw new ContentInputError(describeIssues(result.error));
  await inTransaction(db, async (tx) => {
    await replaceTestimonialRows(tx, result.data);
    await markReferenceDataChanged(tx, now);
  });
  return result.data.length;
}

export async function replaceFaqs(db: Database, input: unknown, now: Date) {
  const result = z.array(faqInputSchema).min(1).safeParse(input);
  if (!result.success) throw new ContentInputError(describeIssues(result.error));
  await inTransaction(db, async (tx) => {
    await replaceFaqRows(tx, result.data);
    await markReferenceDataChanged(tx, now);
  });
  return result.data.length;
}

/** A message to the team (spec 000 §2.7), at most a few per hour from one address. */
export async function receiveContactMessage(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  message: z.infer<typeof contactRequestSchema>,
  sender: { ip: string; userId: number | null },
) {
  await enforceRateLimit(deps.db, {
    key: `contact:${sender.ip}`,
    limit: deps.config.rateLimits.contactPerIpPerHour,
    windowSeconds: 3600,
    now: deps.clock(),
  });
  await insertContactMessage(deps.db, {
    firstName: message.first_name,
    lastName: message.last_name,
    subject: message.subject,
    message: message.message,
    ip: sender.ip,
    userId: sender.userId,
    createdAt: deps.clock(),
  });
}
