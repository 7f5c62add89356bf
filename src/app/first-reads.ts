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
/** GET /api/event-detail/{slug}, Event details' event (get-event-detail.ts's `eventDetailKey`). */
export const EVENT_DETAIL_READ = '/event-detail/:slug';
/** GET /api/chat/rooms, Messages' list of conversations (get-chat-rooms.ts's `chatRoomsKey`). */
export const CHAT_ROOMS_READ = '/chat/rooms';

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
  // A read may name the route's params (`:slug`): filled from the path (`fillRead`).
  EventDetails: [EVENT_DETAIL_READ],
  Messages: [CHAT_ROOMS_READ],
};

/**
 * A first read's API path for a route's params: each `:name` is the param, encoded as the
 * screen's key encodes it; null when a param is missing. src/first-load.ts fills its reads
 * from the address alike (first-load.test.ts holds the two together).
 */
export function fillRead(read: string, params: Readonly<Record<string, string | undefined>>): string | null {
  let missing = false;
  const path = read.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : path;
}

/**
 * Where a first read names the image its screen shows largest above the fold: `field` of
 * its CMS content (`data.content`, JSON); with `items`, `field` of each of the first
 * `items` entries of its list (`data`); with `record`, `data[field]` of a single record,
 * its first entry when it is a list.
 */
export type FirstImage = { read: string; field: string; items?: number; record?: true };

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
  // Event details' gallery opens on the event's first picture.
  EventDetails: { read: EVENT_DETAIL_READ, field: 'images', record: true },
  ReferEarn: { read: '/cms/refer-and-earn', field: 'hero_image' },
  ReferEarnMobile: { read: '/cms/refer-and-earn', field: 'hero_image' },
};
