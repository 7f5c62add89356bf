import { z } from 'zod';
import { LIMITS } from './constants';
import { CMS_PAGE_KEYS } from './content-check';
import { textField } from './fields';
import {
  HOME_CONTENT_KEYS,
  HOME_STEP_COUNT,
  REFER_AND_EARN_CONTENT_KEYS,
  REFER_AND_EARN_MIN_STEPS,
} from './page-content';

export { CMS_PAGE_KEYS } from './content-check';
export {
  CONTENT_MESSAGES,
  type ContentStep,
  type HomeContent,
  type ReferAndEarnContent,
} from './page-content';

/** Messages of the contact form (spec 000 §5, §8). */
export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required.',
  firstNameTooShort: 'First name must be at least 2 characters.',
  lastNameRequired: 'Last name is required.',
  lastNameTooShort: 'Last name must be at least 2 characters.',
  subjectRequired: 'Subject is required.',
  subjectTooShort: 'Subject must be at least 3 characters.',
  messageRequired: 'Message is required.',
  messageTooShort: 'Message must be at least 10 characters.',
  correctErrors: 'Please correct the errors and try again.',
  failed: 'Failed to submit. Please try again.',
  network: 'Network error. Please try again.',
  sent: 'Message sent successfully!',
  submitting: 'Submitting...',
  // Ours (docs/decisions/016).
  firstNameTooLong: 'First name may not be longer than 100 characters.',
  lastNameTooLong: 'Last name may not be longer than 100 characters.',
  subjectTooLong: 'Subject may not be longer than 200 characters.',
  messageTooLong: 'Message may not be longer than 5000 characters.',
} as const;

const contentStepSchema = z.object({ title: z.string(), text: z.string() });

/** A zod object of text fields in `keys`' order, `stepsKey` holding the steps. */
function contentSchema<K extends string, S extends K>(
  keys: readonly K[],
  stepsKey: S,
  steps: z.ZodArray<typeof contentStepSchema>,
) {
  const shape = Object.fromEntries(keys.map((key) => [key, key === stepsKey ? steps : z.string()]));
  return z.object(shape as { [P in Exclude<K, S>]: z.ZodString } & { [P in S]: typeof steps });
}

/**
 * Every home key of spec 000 §3; `data.content` of GET /api/cms/home is this, as a JSON
 * string. The keys live in `page-content.ts`, which the browser checks without zod.
 */
export const homeContentSchema = contentSchema(
  HOME_CONTENT_KEYS,
  'hiw_steps',
  z.array(contentStepSchema).length(HOME_STEP_COUNT),
);

/** Refer & Earn: structured content, stored and served as a JSON string in `data.content`. */
export const referAndEarnContentSchema = contentSchema(
  REFER_AND_EARN_CONTENT_KEYS,
  'steps',
  z.array(contentStepSchema).min(REFER_AND_EARN_MIN_STEPS),
);

export const cmsPageKeySchema = z.enum(CMS_PAGE_KEYS);
export type CmsPageKey = z.infer<typeof cmsPageKeySchema>;

export const cmsPageSchema = z.object({
  key: cmsPageKeySchema,
  title: z.string(),
  content: z
    .string()
    .describe(
      'home and refer-and-earn: a JSON string (see homeContentSchema, referAndEarnContentSchema); terms and privacy: trusted HTML',
    ),
  updated_at: z.string(),
});
export const cmsPageResponseSchema = z.object({ status: z.literal(true), data: cmsPageSchema });
export type CmsPageResponse = z.infer<typeof cmsPageResponseSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  name: z.string(),
  location: z.string(),
  avatar: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(testimonialSchema),
});

export const faqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;
export const faqsResponseSchema = z.object({ status: z.literal(true), data: z.array(faqSchema) });

/** What the admin CLI accepts when replacing testimonials or FAQs. */
export const testimonialInputSchema = testimonialSchema.omit({ id: true });
export const faqInputSchema = faqSchema.omit({ id: true });

export const contactRequestSchema = z.object({
  first_name: textField({
    required: CONTACT_MESSAGES.firstNameRequired,
    min: LIMITS.contact.firstName,
    tooShort: CONTACT_MESSAGES.firstNameTooShort,
    max: 100,
    tooLong: CONTACT_MESSAGES.firstNameTooLong,
    kind: 'name',
  }),
  last_name: textField({
    required: CONTACT_MESSAGES.lastNameRequired,
    min: LIMITS.contact.lastName,
    tooShort: CONTACT_MESSAGES.lastNameTooShort,
    max: 100,
    tooLong: CONTACT_MESSAGES.lastNameTooLong,
    kind: 'name',
  }),
  subject: textField({
    required: CONTACT_MESSAGES.subjectRequired,
    min: LIMITS.contact.subject,
    tooShort: CONTACT_MESSAGES.subjectTooShort,
    max: 200,
    tooLong: CONTACT_MESSAGES.subjectTooLong,
  }),
  message: textField({
    required: CONTACT_MESSAGES.messageRequired,
    min: LIMITS.contact.message,
    tooShort: CONTACT_MESSAGES.messageTooShort,
    max: 5000,
    tooLong: CONTACT_MESSAGES.messageTooLong,
    kind: 'multi-line',
  }),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ status: z.literal(true), message: z.string() });
