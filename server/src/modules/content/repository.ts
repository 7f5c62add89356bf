import type { CmsPageKey } from '@friendly/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, contentPages, faqs, testimonials } from '../../db/schema';

/** The queries of the content tables: CMS pages, testimonials, FAQs and contact messages. */

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

export async function upsertPage(
  db: Database,
  key: CmsPageKey,
  values: { title: string; content: string; updatedAt: Date },
) {
  await db
    .insert(contentPages)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: contentPages.key, set: values });
}

/** Replaces every testimonial with these, in their order; run inside the caller's transaction. */
export async function replaceTestimonialRows(
  db: Database,
  items: Array<Omit<typeof testimonials.$inferInsert, 'id' | 'sortOrder'>>,
) {
  await db.delete(testimonials);
  await db.insert(testimonials).values(items.map((item, index) => ({ ...item, sortOrder: index + 1 })));
}

/** Replaces every FAQ with these, in their order; run inside the caller's transaction. */
export async function replaceFaqRows(
  db: Database,
  items: Array<Omit<typeof faqs.$inferInsert, 'id' | 'sortOrder'>>,
) {
  await db.delete(faqs);
  await db.insert(faqs).values(items.map((item, index) => ({ ...item, sortOrder: index + 1 })));
}

export async function insertContactMessage(db: Database, message: typeof contactMessages.$inferInsert) {
  await db.insert(contactMessages).values(message);
}

/** The newest contact messages first, for the team. */
export async function listContactMessages(db: Database, limit: number) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

/** Every stored CMS page, by key, for the team. */
export async function listPages(db: Database) {
  return db.select().from(contentPages).orderBy(asc(contentPages.key));
}
