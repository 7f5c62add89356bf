import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta, contentPages, faqs, testimonials } from '../schema';
import {
  CONTENT_UPDATED_AT,
  FAQS,
  HOME_CONTENT,
  PRIVACY_HTML,
  REFER_AND_EARN_CONTENT,
  TERMS_HTML,
  TESTIMONIALS,
} from './content-data';

const SEED_MARKER = 'seed:content:v1';

/**
 * Seeds the public content once per database. Pages are only ever inserted when missing,
 * and testimonials and FAQs only on the very first start, so replacements made with the
 * admin CLI are never overwritten by a restart.
 */
export async function seedContent(db: Database, now: Date) {
  const pages = [
    { key: 'home', title: 'Home', content: JSON.stringify(HOME_CONTENT) },
    { key: 'terms-and-conditions', title: 'Terms & Conditions', content: TERMS_HTML },
    { key: 'privacy-policy', title: 'Privacy Policy', content: PRIVACY_HTML },
    { key: 'refer-and-earn', title: 'Refer & Earn', content: JSON.stringify(REFER_AND_EARN_CONTENT) },
  ];
  await db
    .insert(contentPages)
    .values(pages.map((page) => ({ ...page, updatedAt: CONTENT_UPDATED_AT })))
    .onConflictDoNothing();

  await db.transaction(async (tx) => {
    const [marker] = await tx
      .insert(appMeta)
      .values({ key: SEED_MARKER, value: now.toISOString(), updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!marker) return;
    await tx
      .insert(testimonials)
      .values(TESTIMONIALS.map((item, index) => ({ ...item, sortOrder: index + 1 })));
    await tx.insert(faqs).values(FAQS.map((item, index) => ({ ...item, sortOrder: index + 1 })));
  });
}

export async function isSeeded(db: Database) {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER));
  return Boolean(row);
}
