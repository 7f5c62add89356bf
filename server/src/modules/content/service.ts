import {
  type CmsPageKey,
  type contactRequestSchema,
  faqInputSchema,
  homeContentSchema,
  referAndEarnContentSchema,
  testimonialInputSchema,
} from '@friendly/contracts';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import { contactMessages, contentPages, faqs, testimonials } from '../../db/schema';
import { enforceRateLimit } from '../../lib/rate-limit';
import { markReferenceDataChanged } from '../../lib/reference-data';

export async function getPage(db: Database, key: CmsPageKey) {
  const [page] = await db.select().from(contentPages).where(eq(contentPages.key, key));
  return page ?? null;
}

export async function listTestimonials(db: Database) {
  return db
    .select({
      id: testimonials.id,
      content: testimonials.content,
      name: testimonials.name,
      location: testimonials.location,
      avatar: testimonials.avatar,
    })
    .from(testimonials)
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}

export async function listFaqs(db: Database) {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

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
    await tx
      .insert(contentPages)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: contentPages.key, set: values });
    await markReferenceDataChanged(tx, now);
    return { key, ...values };
  });
}

export async function replaceTestimonials(db: Database, input: unknown, now: Date) {
  const result = z.array(testimonialInputSchema).min(1).safeParse(input);
  if (!result.success) throw new ContentInputError(describeIssues(result.error));
  await inTransaction(db, async (tx) => {
    await tx.delete(testimonials);
    await tx
      .insert(testimonials)
      .values(result.data.map((item, index) => ({ ...item, sortOrder: index + 1 })));
    await markReferenceDataChanged(tx, now);
  });
  return result.data.length;
}

export async function replaceFaqs(db: Database, input: unknown, now: Date) {
  const result = z.array(faqInputSchema).min(1).safeParse(input);
  if (!result.success) throw new ContentInputError(describeIssues(result.error));
  await inTransaction(db, async (tx) => {
    await tx.delete(faqs);
    await tx.insert(faqs).values(result.data.map((item, index) => ({ ...item, sortOrder: index + 1 })));
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
  await deps.db.insert(contactMessages).values({
    firstName: message.first_name,
    lastName: message.last_name,
    subject: message.subject,
    message: message.message,
    ip: sender.ip,
    userId: sender.userId,
    createdAt: deps.clock(),
  });
}
