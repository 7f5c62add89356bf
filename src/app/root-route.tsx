import { TIMINGS } from '@friendly/contracts/constants';
import { LogoLoader } from '@friendly/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { remainingVisibleMs } from '../lib/minimum-duration';
import { useToasterRequested } from '../lib/toaster-request';
import { startedPainted } from './painted-page';

const AppToaster = lazy(() => import('./app-toaster'));

/**
 * The global loading flag (spec 000 §4): on when a navigation starts, off when it has
 * finished but never sooner than 800 ms after it began. A navigation is any change of
 * path or query, whether or not its screen still has to load; a hash-only change just
 * scrolls (rule 8) and does not flash the overlay. A page the server painted arrives with
 * its content, so its first load has nothing to wait for and raises no overlay; the next
 * navigation does (docs/decisions/145).
 */
function useGlobalLoading() {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const loadingScreen = navigation.state !== 'idle';
  // Until the first navigation, on a page that arrived painted.
  const painted = useRef(startedPainted());
  const firstPage = useRef(page);
  const [visible, setVisible] = useState(!painted.current);
  // The first load counts as a navigation that began when the page did.
  const startedAt = useRef(performance.now());
  const started = useRef(!painted.current);

  // It begins when the router starts loading a screen…
  useEffect(() => {
    if (!loadingScreen) return;
    painted.current = false;
    startedAt.current = performance.now();
    started.current = true;
    setVisible(true);
  }, [loadingScreen]);

  // …or, for a screen that is already loaded, when the address changes; it ends once the
  // new page is in place and 800 ms have passed since it began.
  useEffect(() => {
    if (loadingScreen) return;
    if (painted.current && page === firstPage.current) return;
    painted.current = false;
    if (!started.current) {
      startedAt.current = performance.now();
      setVisible(true);
    }
    started.current = false;
    const remaining = remainingVisibleMs(startedAt.current, performance.now(), TIMINGS.loadingMinimumMs);
    if (remaining === 0) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(false), remaining);
    return () => window.clearTimeout(timer);
  }, [loadingScreen, page]);

  return visible;
}

/**
 * Spec 000 §2.2 rule 8: every navigation scrolls to the top, or smoothly to the hash target.
 * Not the take-over of a painted page (docs/decisions/145): the browser has placed it already
 * (at its top, or at its hash), and a visitor may have scrolled it since.
 */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const takingOver = useRef(startedPainted());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger, not an input
  useEffect(() => {
    if (takingOver.current) {
      takingOver.current = false;
      return;
    }
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function RootRoute() {
  const loading = useGlobalLoading();
  const toasterRequested = useToasterRequested();
  useScrollOnNavigate();
  return (
    <>
      <Outlet />
      <LogoLoader visible={loading} />
      {/* Mounted with the first toast (src/lib/toast.ts): a page that never toasts does not
          load sonner; the toast shows as soon as the toaster arrives. */}
      {toasterRequested && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
