import type { RouteName } from './route-table';

/**
 * What a screen reads before it can show anything (its SWR keys, under /api) and the image
 * it shows largest above the fold, named in that content. The router asks for them as
 * soon as the route is matched, alongside the screen's chunk; on the page's first screen
 * the page's first script (src/first-load.ts) has asked already, while the entry was on
 * its way (docs/decisions/100). Plain data, which the build also reads:
 * first-reads.test.ts holds the keys to the screens' own (`cmsPageKey`, …).
 */
/** GET /api/events, My Events' list (src/api/host-events.ts's `eventsKey`). */
export const EVENTS_READ = '/events';

export const FIRST_READS: Partial<Record<RouteName, readonly string[]>> = {
  Home: ['/cms/home', '/testimonials', '/faqs'],
  TermsConditions: ['/cms/terms-and-conditions'],
  TermsConditionsMobile: ['/cms/terms-and-conditions'],
  PrivacyPolicy: ['/cms/privacy-policy'],
  PrivacyPolicyMobile: ['/cms/privacy-policy'],
  ReferEarn: ['/cms/refer-and-earn'],
  ReferEarnMobile: ['/cms/refer-and-earn'],
  // Signed in: asked with the stored token, alongside the guard's GET /api/user, and taken
  // over once the guard has let the visitor in.
  MyEvents: [EVENTS_READ],
};

/**
 * Where a first read names the image its screen shows largest above the fold: `field` of
 * its CMS content (`data.content`, JSON), or with `items`, `field` of each of the first
 * `items` entries of its list (`data`).
 */
export type FirstImage = { read: string; field: string; items?: number };

/**
 * The image a screen shows largest above the fold, named in a first read: on the page's
 * first screen, the page's first script (src/first-load.ts) asks for it as soon as the read
 * answers, not once the screen has rendered it (its LCP). A hint only: the screen still
 * checks the answer before showing anything.
 */
export const FIRST_IMAGES: Partial<Record<RouteName, FirstImage>> = {
  Home: { read: '/cms/home', field: 'banner_image' },
  // My Events' first row of covers (my-events-page.tsx, FIRST_IN_VIEW).
  MyEvents: { read: EVENTS_READ, field: 'image', items: 3 },
  ReferEarn: { read: '/cms/refer-and-earn', field: 'hero_image' },
  ReferEarnMobile: { read: '/cms/refer-and-earn', field: 'hero_image' },
};
