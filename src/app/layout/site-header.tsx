import { Button, cn, LogoMark } from '@friendly/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/use-session';
import { navLinkClass } from './nav-link-class';

const SignedInActions = lazy(() => import('./signed-in-actions'));
const PhoneAccountLinks = lazy(() => import('./phone-account-links'));

const SECTION_LINKS = [
  { to: '/#about', label: 'About' },
  { to: '/#features', label: 'Features' },
  { to: '/#how-it-works', label: 'How It Works' },
] as const;

/** My Events is also active on the event form and event details (spec 000 §2.3). */
function isEventsPath(pathname: string) {
  return pathname === '/my-events' || pathname.startsWith('/event');
}

function SignedOutNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {SECTION_LINKS.map((link) => (
        <Link key={link.to} to={link.to} className={navLinkClass({ isActive: false })} onClick={onNavigate}>
          {link.label}
        </Link>
      ))}
    </>
  );
}

function SignedInNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      <NavLink to="/" end className={navLinkClass} onClick={onNavigate}>
        Home
      </NavLink>
      <NavLink
        to="/my-events"
        className={() => navLinkClass({ isActive: isEventsPath(pathname) })}
        aria-current={isEventsPath(pathname) ? 'page' : undefined}
        onClick={onNavigate}
      >
        My Events
      </NavLink>
      <NavLink to="/messages" className={navLinkClass} onClick={onNavigate}>
        Messages
      </NavLink>
      <NavLink to="/contact-us" className={navLinkClass} onClick={onNavigate}>
        Contact Us
      </NavLink>
    </>
  );
}

/** The shared header (spec 000 §2.3): signed-out and signed-in variants, collapsing on phones. */
export function SiteHeader() {
  const { signedIn } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);

  const Nav = signedIn ? SignedInNav : SignedOutNav;
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="mr-auto flex items-center gap-2 font-bold text-ink-900" onClick={closeMenu}>
          <LogoMark title="" className="size-8" />
          {/* On a phone the mark stands alone, leaving room for the actions. */}
          <span className="sr-only min-[480px]:not-sr-only">Friendly Host</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <Nav />
        </nav>
        {signedIn ? (
          // Signed in only: the bell and the account menu (Radix menu, tooltip, popper) load
          // in their own chunk, so a visitor's first load does not carry them. The
          // placeholder keeps their room, so nothing shifts when they arrive.
          <Suspense fallback={<div aria-hidden="true" className="h-10 w-[8.5rem] max-sm:w-[5.5rem]" />}>
            <SignedInActions />
          </Suspense>
        ) : (
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm" className="max-sm:hidden">
              <Link to="/login">Log In</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/register">Get Started</Link>
            </Button>
          </div>
        )}
        <Button
          variant="outline"
          size="sm"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </Button>
      </div>
      {menuOpen && (
        <nav id={menuId} aria-label="Main" className="border-t border-ink-100 px-4 pb-4 lg:hidden">
          <div className="grid gap-1 pt-3">
            <Nav onNavigate={closeMenu} />
            {signedIn && (
              // The account menu's entries too (docs/decisions/132), with its code.
              <Suspense fallback={null}>
                <PhoneAccountLinks onNavigate={closeMenu} />
              </Suspense>
            )}
            {!signedIn && (
              // 'Log In' leaves the bar on a phone; it is here instead.
              <Link
                to="/login"
                className={cn(navLinkClass({ isActive: false }), 'sm:hidden')}
                onClick={closeMenu}
              >
                Log In
              </Link>
            )}
          </div>
        </nav>
      )}
    </header>
  );
}
