import { Toaster } from '@friendly/ui';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { SwrProvider } from '../../../src/api/swr-provider';
import { type Timings, TimingsProvider } from '../../../src/lib/timings';

export type ScreenParameters = {
  /** The route pattern the page is mounted at, e.g. '/verification/:slug'. */
  path: string;
  /** The address the story opens, e.g. '/verification/ana-1'. Defaults to `path`. */
  url?: string;
  /** Shorter spec durations (e.g. the 5-second payment banner) for stories that watch them pass. */
  timings?: Partial<Timings>;
  /**
   * Rendered beside the router, in the same SWR cache, and kept across the screen's
   * navigations: e.g. a hidden probe of the header's unread count.
   */
  beside?: ReactNode;
};

const NO_CHANGES: Partial<Timings> = {};

/**
 * The app's toasts go after TIMINGS.toastMs; a story's stay until it ends (an hour), so its
 * picture shows the toast it raised however long its steps took on a loaded machine.
 * Finite, so the toast's progress bar animates (and is drawn at its end) as in the app.
 */
const STORY_TOAST_MS = 3_600_000;

/**
 * Renders a real page the way the app does — inside a router at its route, with SWR
 * fetching from /api (answered by the story's MSW handlers) and the Toaster — but with a
 * fresh SWR cache per story so states never leak between stories.
 */
export function ScreenHarness({ screen, children }: { screen: ScreenParameters; children: ReactNode }) {
  const router = createMemoryRouter(
    [
      { path: screen.path, element: children },
      { path: '*', element: <Redirected /> },
    ],
    { initialEntries: [screen.url ?? screen.path] },
  );
  return (
    <SwrProvider stories>
      <TimingsProvider value={screen.timings ?? NO_CHANGES}>
        <RouterProvider router={router} />
        {screen.beside}
      </TimingsProvider>
      <Toaster duration={STORY_TOAST_MS} />
    </SwrProvider>
  );
}

/** Where the page sent the user: stories assert it with `toHaveAttribute('data-path', …)`. */
function Redirected() {
  const location = useLocation();
  const path = `${location.pathname}${location.search}${location.hash}`;
  return (
    <p data-testid="redirected" data-path={path} className="p-6 text-ink-700">
      Left the screen for <code>{path}</code>
    </p>
  );
}

/** A decorator for screen stories: reads `parameters.screen` ({ path, url }). */
export const withScreen: Decorator = (Story, context) => {
  const screen = (context.parameters.screen as ScreenParameters | undefined) ?? { path: '/' };
  // A fresh harness per story: no router state, SWR cache or toast carries over.
  return (
    <ScreenHarness key={context.id} screen={screen}>
      <Story />
    </ScreenHarness>
  );
};

/** Waits for the toast to say `text` (sonner renders it outside the screen). */
export const toastSays = (text: string) =>
  waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toHaveTextContent(text));
