import { useEffect } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router-dom';
import { useSession } from '../lib/use-session';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import type { RouteAccess } from './route-table';

/** When the session ends while a signed-in screen is open (logout in another tab, a 401), go to Login. */
function useLeaveWhenSignedOut() {
  const { signedIn } = useSession();
  const access = (useMatches().at(-1)?.handle as { access?: RouteAccess } | undefined)?.access;
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn && (access === 'auth' || access === 'payment')) navigate('/login', { replace: true });
  }, [signedIn, access, navigate]);
}

/** The shared header and footer around every screen with a layout (spec 000 §2.1, §2.3–2.4). */
export function SiteLayout() {
  useLeaveWhenSignedOut();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall (less the 4rem header): the footer starts below the fold, so
          a screen whose content arrives late never pushes it down in view (CLS, docs/decisions/072). */}
      <div className="min-h-[calc(100dvh-4rem)] flex-1">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
