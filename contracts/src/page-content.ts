/**
 * The structured content of the public pages (spec 000 §3) and their messages, without
 * zod: Home and Refer & Earn check their content on a visitor's first load, where zod
 * would cost ~15–26 KB gzip (docs/decisions/085). The shapes are data — the keys
 * in order and the steps' count — from which `content.ts` builds the server's zod schemas
 * (`homeContentSchema`, `referAndEarnContentSchema`), so there is one rule for both; a
 * property test holds the check and the schema to the same answers.
 */

/** Messages of the public content pages (spec 000 §2.7, §8). */
export const CONTENT_MESSAGES = {
  loading: 'Loading...',
  failedToLoad: 'Failed to load content.',
  contentNotFound: 'This page has no content yet.',
} as const;

export type ContentStep = { title: string; text: string };

/** Every home key of spec 000 §3, in order; each is text but `hiw_steps`, the four steps. */
export const HOME_CONTENT_KEYS = [
  'banner_title_prefix',
  'banner_title_highlight',
  'banner_title_suffix',
  'banner_paragraph',
  'banner_cta_text',
  'banner_cta_link',
  'banner_image',
  'about_title',
  'about_heading',
  'about_paragraph',
  'about_image',
  'features_title',
  'features_heading',
  'features1_title',
  'features1_text',
  'features2a_title',
  'features2a_text',
  'features2b_title',
  'features2b_text',
  'features3_title',
  'features3_text',
  'hiw_title',
  'hiw_heading',
  'hiw_steps',
  'guest_title',
  'guest_paragraph',
  'guest_ios_url',
  'guest_android_url',
  'guest_image',
] as const;
/** Home has exactly this many "how it works" steps. */
export const HOME_STEP_COUNT = 4;
export type HomeContent = { [K in Exclude<(typeof HOME_CONTENT_KEYS)[number], 'hiw_steps'>]: string } & {
  hiw_steps: ContentStep[];
};

/** Refer & Earn's keys, in order; each is text but `steps`, at least one. */
export const REFER_AND_EARN_CONTENT_KEYS = ['page_title', 'subtitle', 'steps', 'note', 'hero_image'] as const;
export const REFER_AND_EARN_MIN_STEPS = 1;
export type ReferAndEarnContent = {
  [K in Exclude<(typeof REFER_AND_EARN_CONTENT_KEYS)[number], 'steps'>]: string;
} & { steps: ContentStep[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readSteps(value: unknown, fits: (count: number) => boolean): ContentStep[] | null {
  if (!Array.isArray(value) || !fits(value.length)) return null;
  const steps: ContentStep[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const step: unknown = value[index];
    if (!isRecord(step) || typeof step.title !== 'string' || typeof step.text !== 'string') return null;
    steps.push({ title: step.title, text: step.text });
  }
  return steps;
}

/** The content's own keys only, as zod's object schemas answer; null when any is wrong. */
function readContent(
  value: unknown,
  keys: readonly string[],
  stepsKey: string,
  fits: (count: number) => boolean,
): Record<string, unknown> | null {
  if (!isRecord(value)) return null;
  const content: Record<string, unknown> = {};
  for (const key of keys) {
    const field = key === stepsKey ? readSteps(value[key], fits) : value[key];
    if (key === stepsKey ? field === null : typeof field !== 'string') return null;
    content[key] = field;
  }
  return content;
}

/** Home content parsed from `data.content`'s JSON, or null when it is not home content. */
export function readHomeContent(value: unknown): HomeContent | null {
  return readContent(
    value,
    HOME_CONTENT_KEYS,
    'hiw_steps',
    (count) => count === HOME_STEP_COUNT,
  ) as HomeContent | null;
}

/** Refer & Earn content parsed from `data.content`'s JSON, or null when it is not. */
export function readReferAndEarnContent(value: unknown): ReferAndEarnContent | null {
  return readContent(
    value,
    REFER_AND_EARN_CONTENT_KEYS,
    'steps',
    (count) => count >= REFER_AND_EARN_MIN_STEPS,
  ) as ReferAndEarnContent | null;
}
