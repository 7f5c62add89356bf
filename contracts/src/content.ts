import { z } from 'zod';
import { LIMITS } from './constants';
import { textField } from './fields';

/** Messages of the public content pages and the contact form (spec 000 §2.7, §5, §8). */
export const CONTENT_MESSAGES = {
  loading: 'Loading...',
  failedToLoad: 'Failed to load content.',
  contentNotFound: 'This page has no content yet.',
} as const;

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

/** Every home key of spec 000 §3; `data.content` of GET /api/cms/home is this, as a JSON string. */
export const homeContentSchema = z.object({
  banner_title_prefix: z.string(),
  banner_title_highlight: z.string(),
  banner_title_suffix: z.string(),
  banner_paragraph: z.string(),
  banner_cta_text: z.string(),
  banner_cta_link: z.string(),
  banner_image: z.string(),
  about_title: z.string(),
  about_heading: z.string(),
  about_paragraph: z.string(),
  about_image: z.string(),
  features_title: z.string(),
  features_heading: z.string(),
  features1_title: z.string(),
  features1_text: z.string(),
  features2a_title: z.string(),
  features2a_text: z.string(),
  features2b_title: z.string(),
  features2b_text: z.string(),
  features3_title: z.string(),
  features3_text: z.string(),
  hiw_title: z.string(),
  hiw_heading: z.string(),
  hiw_steps: z.array(z.object({ title: z.string(), text: z.string() })).length(4),
  guest_title: z.string(),
  guest_paragraph: z.string(),
  guest_ios_url: z.string(),
  guest_android_url: z.string(),
  guest_image: z.string(),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

/** Refer & Earn: structured content, stored and served as a JSON string in `data.content`. */
export const referAndEarnContentSchema = z.object({
  page_title: z.string(),
  subtitle: z.string(),
  steps: z.array(z.object({ title: z.string(), text: z.string() })).min(1),
  note: z.string(),
  hero_image: z.string(),
});
export type ReferAndEarnContent = z.infer<typeof referAndEarnContentSchema>;

export const CMS_PAGE_KEYS = ['home', 'terms-and-conditions', 'privacy-policy', 'refer-and-earn'] as const;
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
