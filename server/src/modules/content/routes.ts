import {
  type CmsPageKey,
  CONTACT_MESSAGES,
  CONTENT_MESSAGES,
  cmsPageResponseSchema,
  contactRequestSchema,
  contactResponseSchema,
  faqsResponseSchema,
  testimonialsResponseSchema,
} from '@friendly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors';
import { KEPT_ANSWER_ROUTE, sendReferenceAnswer } from '../../lib/reference-data';
import { authenticateRequest } from '../auth/tokens';
import { getPage, listFaqs, listTestimonials } from './repository';
import { receiveContactMessage } from './service';

const PAGES: Array<{ path: string; key: CmsPageKey; summary: string }> = [
  {
    path: '/cms/home',
    key: 'home',
    summary: 'Home content: data.content is a JSON string of every home key',
  },
  { path: '/cms/terms-and-conditions', key: 'terms-and-conditions', summary: 'Terms & Conditions (HTML)' },
  { path: '/cms/privacy-policy', key: 'privacy-policy', summary: 'Privacy Policy (HTML)' },
  {
    path: '/cms/refer-and-earn',
    key: 'refer-and-earn',
    summary: 'Refer & Earn: data.content is a JSON string',
  },
];

// Browsers keep content a minute, then revalidate with the ETag (docs/decisions/071).
const CONTENT_CACHE_CONTROL = 'public, max-age=60';

/** The public site's content and the contact form (spec 000 §2.5–2.7, §7). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  for (const page of PAGES) {
    app.get(
      page.path,
      {
        ...KEPT_ANSWER_ROUTE,
        schema: { tags: ['content'], summary: page.summary, response: { 200: cmsPageResponseSchema } },
      },
      async (request, reply) => {
        const answer = await app.referenceData.answer(`cms:${page.key}`, async () => {
          const row = await getPage(deps.db, page.key);
          if (!row) throw new NotFoundError(CONTENT_MESSAGES.contentNotFound);
          return cmsPageResponseSchema.parse({
            status: true,
            data: {
              key: page.key,
              title: row.title,
              content: row.content,
              updated_at: row.updatedAt.toISOString(),
            },
          });
        });
        return sendReferenceAnswer(request, reply, answer, CONTENT_CACHE_CONTROL);
      },
    );
  }

  app.get(
    '/testimonials',
    {
      ...KEPT_ANSWER_ROUTE,
      schema: { tags: ['content'], summary: 'What hosts say', response: { 200: testimonialsResponseSchema } },
    },
    async (request, reply) => {
      const answer = await app.referenceData.answer('testimonials', async () =>
        testimonialsResponseSchema.parse({ status: true, data: await listTestimonials(deps.db) }),
      );
      return sendReferenceAnswer(request, reply, answer, CONTENT_CACHE_CONTROL);
    },
  );

  app.get(
    '/faqs',
    {
      ...KEPT_ANSWER_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'Frequently asked questions',
        response: { 200: faqsResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await app.referenceData.answer('faqs', async () =>
        faqsResponseSchema.parse({ status: true, data: await listFaqs(deps.db) }),
      );
      return sendReferenceAnswer(request, reply, answer, CONTENT_CACHE_CONTROL);
    },
  );

  app.post(
    '/contact-us',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a message to the team (5 per hour per IP)',
        body: contactRequestSchema,
        response: { 200: contactResponseSchema },
      },
    },
    async (request) => {
      // Signed-in hosts are linked to their message; a bad token is simply ignored here.
      const auth = request.headers.authorization
        ? await authenticateRequest(deps, request).catch(() => null)
        : null;
      await receiveContactMessage(deps, request.body, { ip: request.ip, userId: auth?.user.id ?? null });
      return { status: true as const, message: CONTACT_MESSAGES.sent };
    },
  );
};
