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
import { contactMessages } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { authenticateRequest } from '../auth/tokens';
import { getPage, listFaqs, listTestimonials } from './service';

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

/** The public site's content and the contact form (spec 000 §2.5–2.7, §7). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const page of PAGES) {
    app.get(
      page.path,
      { schema: { tags: ['content'], summary: page.summary, response: { 200: cmsPageResponseSchema } } },
      async (_request, reply) => {
        const row = await getPage(app.database.db, page.key);
        if (!row) throw new HttpError(404, CONTENT_MESSAGES.contentNotFound);
        reply.header('cache-control', 'public, max-age=60');
        return {
          status: true as const,
          data: {
            key: page.key,
            title: row.title,
            content: row.content,
            updated_at: row.updatedAt.toISOString(),
          },
        };
      },
    );
  }

  app.get(
    '/testimonials',
    {
      schema: { tags: ['content'], summary: 'What hosts say', response: { 200: testimonialsResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { status: true as const, data: await listTestimonials(app.database.db) };
    },
  );

  app.get(
    '/faqs',
    {
      schema: {
        tags: ['content'],
        summary: 'Frequently asked questions',
        response: { 200: faqsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { status: true as const, data: await listFaqs(app.database.db) };
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
      await enforceRateLimit(app.database.db, {
        key: `contact:${request.ip}`,
        limit: app.config.rateLimits.contactPerIpPerHour,
        windowSeconds: 3600,
        now: app.clock(),
      });
      // Signed-in hosts are linked to their message; a bad token is simply ignored here.
      const auth = request.headers.authorization
        ? await authenticateRequest(app, request).catch(() => null)
        : null;
      await app.database.db.insert(contactMessages).values({
        firstName: request.body.first_name,
        lastName: request.body.last_name,
        subject: request.body.subject,
        message: request.body.message,
        ip: request.ip,
        userId: auth?.user.id ?? null,
        createdAt: app.clock(),
      });
      return { status: true as const, message: CONTACT_MESSAGES.sent };
    },
  );
};
