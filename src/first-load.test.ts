import { readChatRoomsResponse } from '@friendly/contracts/chat-check';
import { readEventDetailResponse } from '@friendly/contracts/event-detail-check';
import { readEventsListResponse } from '@friendly/contracts/event-list-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cmsPageKey, cmsPageRead } from './api/cms-page';
import { currentUserKey } from './api/current-user';
import {
  EARLY_RESPONSES_GLOBAL as APP_EARLY_RESPONSES_GLOBAL,
  takeEarlyResponse,
} from './api/early-responses';
import { eventsKey } from './api/host-events';
import { apiRequest } from './api/http';
import { FIRST_READ_CHECKS } from './app/first-read-readers';
import {
  CHAT_ROOMS_READ,
  EVENT_DETAIL_READ,
  EVENTS_READ,
  FIRST_IMAGES,
  FIRST_READS,
  fillRead,
} from './app/first-reads';
import { PAGE_DATA_ID as APP_PAGE_DATA_ID } from './app/painted-page';
import { ROUTES } from './app/route-table';
import { firstReadCheck } from './app/router';
import { eventDetailKey } from './features/events/api/get-event-detail';
import { faqsKey, faqsRead } from './features/home/api/get-faqs';
import { testimonialsKey, testimonialsRead } from './features/home/api/get-testimonials';
import { chatRoomsKey } from './features/messages/api/get-chat-rooms';
import {
  EARLY_RESPONSES_GLOBAL,
  earlyHeaders,
  GUARD_READ,
  holdTabUnderOverlay,
  imagesOf,
  LOADING_OVERLAY_SELECTOR,
  liveToken,
  matchesRoute,
  PAGE_DATA_ID,
  readAt,
  TOKEN_KEY,
} from './first-load';
import { isTokenExpired } from './lib/jwt';
import { mediaUrl } from './lib/media';
import { SESSION_KEYS } from './lib/session';

/** Each first read's check, as its screen reads it: the content pages' together, each other alone. */
const SCREENS_CHECKS: Readonly<Record<string, unknown>> = {
  ...FIRST_READ_CHECKS,
  [EVENTS_READ]: readEventsListResponse,
  [EVENT_DETAIL_READ]: readEventDetailResponse,
  [CHAT_ROOMS_READ]: readChatRoomsResponse,
};

const routeOf = (pathname: string) => ROUTES.find((route) => matchesRoute(route.path, pathname))?.name;

const tokenWith = (exp: unknown) =>
  `x.${btoa(JSON.stringify({ exp })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`;

/**
 * The page's first script starts what the router and the guard would ask for first, the
 * way they would ask (docs/decisions/100): it imports nothing of theirs, so these hold it to them.
 */
describe('the page’s first script', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads what the screens read, under their SWR keys', () => {
    expect(FIRST_READS.Home).toEqual([cmsPageKey('home'), testimonialsKey, faqsKey]);
    expect(FIRST_READS.TermsConditions).toEqual([cmsPageKey('terms-and-conditions')]);
    expect(FIRST_READS.PrivacyPolicyMobile).toEqual([cmsPageKey('privacy-policy')]);
    expect(FIRST_READS.ReferEarn).toEqual([cmsPageKey('refer-and-earn')]);
    expect(FIRST_READS.MyEvents).toEqual([eventsKey]);
    expect(EVENTS_READ).toBe(eventsKey);
    expect(FIRST_READS.EventDetails).toEqual([EVENT_DETAIL_READ]);
    expect(FIRST_READS.Messages).toEqual([chatRoomsKey]);
    expect(FIRST_IMAGES.Home?.read).toBe(cmsPageKey('home'));
    // Each is read early through its endpoint's own reader.
    for (const keys of Object.values(FIRST_READS)) {
      for (const key of keys ?? []) expect(SCREENS_CHECKS[key], key).toBeDefined();
    }
    expect(FIRST_READ_CHECKS[cmsPageKey('home')]).toBe(cmsPageRead.check);
    expect(FIRST_READ_CHECKS[testimonialsKey]).toBe(testimonialsRead.check);
    expect(FIRST_READ_CHECKS[faqsKey]).toBe(faqsRead.check);
    expect(GUARD_READ).toBe(currentUserKey);
    expect(TOKEN_KEY).toBe(SESSION_KEYS.token);
    expect(EARLY_RESPONSES_GLOBAL).toBe(APP_EARLY_RESPONSES_GLOBAL);
    expect(PAGE_DATA_ID).toBe(APP_PAGE_DATA_ID);
  });

  it('finds the route of a path as the router does', () => {
    expect(routeOf('/')).toBe('Home');
    expect(routeOf('/login')).toBe('Login');
    expect(routeOf('/login/')).toBe('Login');
    expect(routeOf('/my-events')).toBe('MyEvents');
    expect(routeOf('/event')).toBe('EventCreate');
    expect(routeOf('/event/board-games')).toBe('EventEdit');
    expect(routeOf('/event-details/board-games')).toBe('EventDetails');
    expect(routeOf('/verification')).toBe('Verification');
    expect(routeOf('/verification/maya')).toBe('Verification');
    expect(routeOf('/nowhere')).toBeUndefined();
    expect(routeOf('/my-events/extra')).toBeUndefined();
  });

  it('fills a read from the address as the screen fills its key from the route’s params', () => {
    for (const slug of ['board-games', 'ça va', 'a/b', '50%-off']) {
      const pathname = `/event-details/${encodeURIComponent(slug)}`;
      expect(readAt(EVENT_DETAIL_READ, '/event-details/:slug', pathname)).toBe(eventDetailKey(slug));
      expect(fillRead(EVENT_DETAIL_READ, { slug })).toBe(eventDetailKey(slug));
    }
    // The browser may leave some characters unencoded in its address.
    expect(readAt(EVENT_DETAIL_READ, '/event-details/:slug', '/event-details/ça va/')).toBe(
      eventDetailKey('ça va'),
    );
    expect(readAt(EVENT_DETAIL_READ, '/event-details/:slug', '/event-details/%E0%A4%A')).toBeNull();
    expect(readAt(EVENT_DETAIL_READ, '/event-details/:slug', '/event-details')).toBeNull();
    expect(fillRead(EVENT_DETAIL_READ, {})).toBeNull();
    expect(readAt(CHAT_ROOMS_READ, '/messages', '/messages')).toBe(chatRoomsKey);
    expect(fillRead(CHAT_ROOMS_READ, {})).toBe(chatRoomsKey);
  });

  it('judges a token live as the guard does', () => {
    const now = Date.UTC(2026, 10, 25);
    for (const token of [
      tokenWith(now / 1000 + 60),
      tokenWith(now / 1000 - 60),
      tokenWith('soon'),
      'not-a-token',
      'x.%%%.y',
    ]) {
      expect(liveToken(token, now) !== null).toBe(!isTokenExpired(token, now));
    }
    expect(liveToken(null)).toBeNull();
  });

  it('sends the headers apiRequest sends', async () => {
    const token = tokenWith(Date.now() / 1000 + 60);
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'auth_token' ? token : null) });
    const send = vi.fn(async () => ({ status: 200, json: async () => ({ status: true }) }));
    await apiRequest('/cms/home', { send });
    const sent = (send.mock.calls[0] as unknown as [string, { headers: Record<string, string> }])[1].headers;
    expect(earlyHeaders(token)).toEqual(sent);
  });

  it('loads each first read’s check as the server reads it', async () => {
    for (const key of Object.values(FIRST_READS).flat()) {
      if (key) expect(await firstReadCheck(key), key).toBe(SCREENS_CHECKS[key]);
    }
  });

  it('names the images mediaUrl names, from CMS content or a list', () => {
    const values = ['banner.png', './cms/banner.png', '/images/cms/banner.svg', 'https://cdn.example/a.jpg'];
    for (const value of values) {
      const answer = { data: { content: JSON.stringify({ banner_image: value }) } };
      expect(imagesOf(answer, { field: 'banner_image' })).toEqual([mediaUrl(value)]);
    }
    expect(imagesOf({ data: { content: '{' } }, { field: 'banner_image' })).toEqual([]);
    // My Events' first row: the covers of the first three cards that have one.
    const cards = { data: [...values.map((image) => ({ image })), { image: 'late.png' }] };
    expect(imagesOf(cards, { field: 'image', items: 3 })).toEqual(values.slice(0, 3).map(mediaUrl));
    expect(imagesOf({ data: [{ image: null }, null, {}] }, { field: 'image', items: 3 })).toEqual([]);
    expect(imagesOf({ data: 'not a list' }, { field: 'image', items: 3 })).toEqual([]);
    expect(FIRST_IMAGES.MyEvents).toEqual({ read: eventsKey, field: 'image', items: 3 });
    // Event details' gallery: the event's first picture.
    const event = { data: { images: ['first.png', 'second.png'] } };
    expect(imagesOf(event, { field: 'images', record: true })).toEqual([mediaUrl('first.png')]);
    expect(imagesOf({ data: { images: [] } }, { field: 'images', record: true })).toEqual([]);
    expect(imagesOf({ data: null }, { field: 'images', record: true })).toEqual([]);
    expect(FIRST_IMAGES.EventDetails).toEqual({ read: EVENT_DETAIL_READ, field: 'images', record: true });
  });

  it('hands each answer over once, as the request’s sender', async () => {
    const response = new Response(JSON.stringify({ status: true, data: [] }), { status: 200 });
    vi.stubGlobal('__friendlyEarlyResponses', { '/faqs': Promise.resolve(response) });
    const send = takeEarlyResponse('/faqs');
    expect(send).toBeDefined();
    await expect(apiRequest('/faqs', { send })).resolves.toEqual({ status: true, data: [] });
    expect(takeEarlyResponse('/faqs')).toBeUndefined();
  });
});

describe('Tab under the loading overlay (docs/decisions/138)', () => {
  function page(overlay: boolean) {
    let listener: ((event: KeyboardEvent) => void) | undefined;
    holdTabUnderOverlay({
      addEventListener: ((_type: string, handler: (event: KeyboardEvent) => void) => {
        listener = handler;
      }) as Document['addEventListener'],
      querySelector: ((selector: string) =>
        overlay && selector === LOADING_OVERLAY_SELECTOR ? {} : null) as Document['querySelector'],
    });
    return (key: string) => {
      const event = { key, preventDefault: vi.fn() };
      listener?.(event as unknown as KeyboardEvent);
      return event.preventDefault.mock.calls.length > 0;
    };
  }

  it('holds Tab while the overlay is up, and nothing else', () => {
    const press = page(true);
    expect(press('Tab')).toBe(true);
    expect(press('Enter')).toBe(false);
  });

  it('lets Tab through once it is gone', () => {
    expect(page(false)('Tab')).toBe(false);
  });
});
