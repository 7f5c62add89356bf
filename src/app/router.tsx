import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, matchPath, type RouteObject } from 'react-router-dom';
import { takeEarlyResponse } from '../api/early-responses';
import type { Check } from '../api/http';
import { preloadApiRead } from '../api/swr-provider';
import { CHAT_ROOMS_READ, EVENT_DETAIL_READ, EVENTS_READ, FIRST_READS, fillRead } from './first-reads';
import { RootRoute } from './root-route';
import { guardLoader } from './route-guard';
import { type AppRoute, ROUTES, type RouteName } from './route-table';
import { preloadScreenFiles } from './screen-files';
import { SiteLayout } from './site-layout';

type ScreenLoader = () => Promise<ComponentType>;

// Each screen is its own chunk, loaded on first visit (route-level code splitting).
export const SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  TermsConditions: () => import('../features/content/pages/legal-page').then((m) => m.TermsPage),
  TermsConditionsMobile: () => import('../features/content/pages/legal-page').then((m) => m.TermsPage),
  PrivacyPolicy: () => import('../features/content/pages/legal-page').then((m) => m.PrivacyPage),
  PrivacyPolicyMobile: () => import('../features/content/pages/legal-page').then((m) => m.PrivacyPage),
  ReferEarn: () => import('../features/content/pages/refer-earn-page').then((m) => m.ReferEarnPage),
  ReferEarnMobile: () => import('../features/content/pages/refer-earn-page').then((m) => m.ReferEarnPage),
  Home: () => import('../features/home/pages/home-page').then((m) => m.HomePage),
  ContactUs: () => import('../features/contact/pages/contact-page').then((m) => m.ContactPage),
  Login: () => import('../features/auth/pages/login-screen').then((m) => m.LoginScreen),
  Register: () => import('../features/auth/pages/register-screen').then((m) => m.RegisterScreen),
  Verification: () => import('../features/auth/pages/verification-page').then((m) => m.VerificationPage),
  Notifications: () =>
    import('../features/notifications/pages/notifications-page').then((m) => m.NotificationsPage),
  CompleteProfile: () =>
    import('../features/profile/pages/complete-profile-page').then((m) => m.CompleteProfilePage),
  MyProfile: () => import('../features/profile/pages/my-profile-page').then((m) => m.MyProfilePage),
  ConnectStripe: () =>
    import('../features/payments/pages/connect-stripe-page').then((m) => m.ConnectStripePage),
  StripeConnectSuccess: () =>
    import('../features/payments/pages/payment-setup-success-page').then((m) => m.PaymentSetupSuccessPage),
  MyEvents: () => import('../features/events/pages/my-events-page').then((m) => m.MyEventsPage),
  EventDetails: () => import('../features/events/pages/event-details-page').then((m) => m.EventDetailsPage),
  EventCreate: () => import('../features/events/pages/event-form-page').then((m) => m.EventFormPage),
  EventEdit: () => import('../features/events/pages/event-form-page').then((m) => m.EventFormPage),
  PaymentTransaction: () =>
    import('../features/payments/pages/payment-transaction-page').then((m) => m.PaymentTransactionPage),
  HostEventReviews: () =>
    import('../features/reviews/pages/host-event-reviews-page').then((m) => m.HostEventReviewsPage),
  PaymentDetails: () =>
    import('../features/payments/pages/payment-details-page').then((m) => m.PaymentDetailsPage),
  Messages: () => import('../features/messages/pages/messages-page').then((m) => m.MessagesPage),
};

let firstReadChecks: Promise<Readonly<Record<string, Check<unknown>>>> | undefined;

/**
 * A first read's check (by its FIRST_READS entry), loaded alongside its answer; a read
 * without one is refused, as it would be unread. The content pages' checks load together
 * (first-read-readers.ts); each signed-in screen's alone, so no screen loads another's
 * (src/first-load.test.ts holds each to its endpoint's reader).
 */
export function firstReadCheck(key: string): Promise<Check<unknown>> {
  if (key === EVENTS_READ) {
    return import('@friendly/contracts/event-list-check').then((m) => m.readEventsListResponse);
  }
  if (key === EVENT_DETAIL_READ) {
    return import('@friendly/contracts/event-detail-check').then((m) => m.readEventDetailResponse);
  }
  if (key === CHAT_ROOMS_READ) {
    return import('@friendly/contracts/chat-check').then((m) => m.readChatRoomsResponse);
  }
  firstReadChecks ??= import('./first-read-readers').then((m) => m.FIRST_READ_CHECKS);
  return firstReadChecks.then((checks) => checks[key] ?? (() => null));
}

/**
 * A screen's first reads (first-reads.ts), asked for as soon as the route is matched (a
 * signed-in screen's once its guard has passed), alongside its chunk, not after it has
 * loaded and rendered, through the reader the screen would use; the screen's reads take
 * the answers over (`preloadApiRead`). On the page's first screen the page's first script
 * has asked already, and asked for the first images they name (FIRST_IMAGES): its answers
 * are read instead of asking again. On a later navigation the screen's own render asks for
 * its images.
 */
function startFirstReads(name: RouteName, params: LoaderFunctionArgs['params']) {
  for (const read of FIRST_READS[name] ?? []) {
    const key = fillRead(read, params);
    if (key === null) continue;
    const check = firstReadCheck(read);
    // A failure is the screen's to show when its hook reads the same answer.
    preloadApiRead(key, check, { send: takeEarlyResponse(key) }).catch(() => undefined);
  }
  return null;
}

// Screens not built yet render the shared placeholder, titled from the route's handle.
const placeholder: ScreenLoader = () =>
  import('../features/placeholder/coming-soon-page').then((m) => m.ComingSoonRoute);

/**
 * A screen whose chunk is already here: a page painted by the server (docs/decisions/145)
 * is hydrated with its screen in place, since a lazy route would render nothing at first
 * and so differ from the HTML. `server` leaves the loaders out: on the server nothing is
 * guarded or fetched early, the content comes with the request.
 */
export type LoadedScreen = { name: RouteName; Component: ComponentType };
export type AppRoutesOptions = { loaded?: LoadedScreen; server?: boolean };

function screen(entry: AppRoute, { loaded, server = false }: AppRoutesOptions): RouteObject {
  const load = SCREENS[entry.name] ?? placeholder;
  const guard = guardLoader(entry);
  const isPublic = entry.access === 'public' || entry.access === 'mobile';
  return {
    // Named, so a painted page's hydration data can say which routes have loaded.
    id: entry.name,
    path: entry.path,
    handle: { name: entry.name, access: entry.access, title: entry.title },
    // The guard runs before the screen renders (spec 000 §2.2); public pages skip it.
    ...(server
      ? {}
      : isPublic
        ? { loader: ({ params }: LoaderFunctionArgs) => startFirstReads(entry.name, params) }
        : {
            // Its first reads (the page's first script may have asked already) once the
            // guard has let the visitor in.
            loader: async (args: LoaderFunctionArgs) => {
              const passed = await guard(args);
              startFirstReads(entry.name, args.params);
              return passed;
            },
            // A screen changing only its own query (Connect Stripe dropping `?success=true`,
            // a list's page) is not a new navigation: the guard ran when it was entered.
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
              currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
                ? false
                : defaultShouldRevalidate,
          }),
    // Only the component is lazy (React Router's object form), so the loader — the guard,
    // or a public screen's first reads — runs while the chunk downloads, not after it.
    // Its files are asked for together (screen-files.ts), not as the chunk reveals them.
    ...(loaded?.name === entry.name
      ? { Component: loaded.Component }
      : {
          lazy: {
            Component: () => {
              preloadScreenFiles(entry.path);
              return load();
            },
          },
        }),
  };
}

const notFound: RouteObject = {
  path: '*',
  lazy: {
    Component: () => import('../features/placeholder/not-found-page').then((m) => m.NotFoundPage),
  },
};

/**
 * What the root shows while the first route's loader and chunk arrive: nothing, because
 * index.html's loading overlay is already on screen (docs/decisions/100) and RootRoute
 * takes it over. Named, so React Router knows the first render is meant to be empty and
 * does not warn "No `HydrateFallback` element provided" on every load.
 */
function FirstLoadFallback() {
  return null;
}

/** The app's route tree, for the browser's router and for the server's render. */
export function appRoutes(options: AppRoutesOptions = {}): RouteObject[] {
  const withOptions = (entry: AppRoute) => screen(entry, options);
  return [
    {
      id: 'root',
      element: <RootRoute />,
      HydrateFallback: FirstLoadFallback,
      children: [
        {
          id: 'layout',
          element: <SiteLayout />,
          children: [...ROUTES.filter((route) => route.layout).map(withOptions), notFound],
        },
        ...ROUTES.filter((route) => !route.layout).map(withOptions),
      ],
    },
  ];
}

/**
 * The browser's router. On a page the server painted, `loaded` is its screen and the
 * router starts as the server's did: that route counts as loaded, so its loader (the first
 * reads, already in the page) does not run again.
 */
export function createAppRouter(loaded?: LoadedScreen) {
  return createBrowserRouter(
    appRoutes({ loaded }),
    loaded ? { hydrationData: { loaderData: { [loaded.name]: null } } } : undefined,
  );
}

/** The route table's entry for a path, as the router would match it; null for none. */
export function routeAt(pathname: string): AppRoute | null {
  return ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? null;
}

/** The screen of a path with its chunk loaded: what a painted page is hydrated with. */
export async function loadScreenAt(pathname: string): Promise<LoadedScreen | null> {
  const route = routeAt(pathname);
  const load = route && SCREENS[route.name];
  return route && load ? { name: route.name, Component: await load() } : null;
}
