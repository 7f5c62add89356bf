import type { RouteName } from './route-table';

/**
 * What a screen reads before it can show anything (its SWR keys, under /api) and the image
 * it shows largest above the fold, named in that content. The router asks for them as
 * soon as the route is matched, alongside the screen's chunk; on the page's first screen
 * the page's first script (src/first-load.ts) has asked already, while the entry was on
 * its way (docs/decisions/100). Plain data, which the build also reads:
 * first-reads.test.ts holds the keys to the screens' own (`cmsPageKey`, …).
 */
export const FIRST_READS: Partial<Record<RouteName, readonly string[]>> = {
  Home: ['/cms/home', '/testimonials', '/faqs'],
  TermsConditions: ['/cms/terms-and-conditions'],
  TermsConditionsMobile: ['/cms/terms-and-conditions'],
  PrivacyPolicy: ['/cms/privacy-policy'],
  PrivacyPolicyMobile: ['/cms/privacy-policy'],
  ReferEarn: ['/cms/refer-and-earn'],
  ReferEarnMobile: ['/cms/refer-and-earn'],
};

/**
 * The image a public screen shows largest above the fold, named in its content: fetched
 * as soon as the content answers, not once the screen has rendered it (its LCP). A hint
 * only: the screen still checks the content before showing anything.
 */
export const FIRST_IMAGES: Partial<Record<RouteName, { read: string; field: string }>> = {
  Home: { read: '/cms/home', field: 'banner_image' },
  ReferEarn: { read: '/cms/refer-and-earn', field: 'hero_image' },
  ReferEarnMobile: { read: '/cms/refer-and-earn', field: 'hero_image' },
};
