import {
  Avatar,
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  LogoMark,
  NotificationBell,
} from '@friendly/ui';
import { useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../api/current-user';
import { useLogout } from '../../features/auth/api/logout';
import { mediaUrl } from '../../lib/media';
import { clearSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { useUnreadCount } from './use-unread-count';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-pill px-3 py-2 text-[0.9375rem] font-semibold text-ink-700 hover:bg-ink-50 hover:text-ink-900',
    isActive && 'bg-brand-50 text-brand-700 hover:bg-brand-50 hover:text-brand-700',
  );

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

function ProfileMenu({
  name,
  photo,
  onLogOut,
}: {
  name: string;
  photo: string | undefined;
  onLogOut: () => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="flex max-w-56 cursor-pointer items-center gap-2 rounded-pill py-1 pr-3 pl-1 text-[0.9375rem] max-sm:pr-1 font-semibold text-ink-900 hover:bg-ink-50 data-[state=open]:bg-ink-50"
        >
          <Avatar src={photo} alt="" size="sm" />
          <span className="truncate max-sm:sr-only">{name}</span>
          <span className="sr-only">, account menu</span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>Signed in as {name}</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to="/my-profile">My Profile</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/payment-details">Payment Details</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/payment-transaction">Payment Transaction</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/host-event-reviews">Event Reviews</Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={onLogOut}>
          Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The shared header (spec 000 §2.3): signed-out and signed-in variants, collapsing on phones. */
export function SiteHeader() {
  const { signedIn } = useSession();
  // The guard keeps the stored user fresh; the header only reads it.
  const { user } = useCurrentUser(signedIn, { fresh: false });
  const logOutCall = useLogout();
  const unread = useUnreadCount(signedIn);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);

  const logOut = () => {
    // Revoke the token on the server too; the session ends here whatever it answers.
    void logOutCall.trigger();
    clearSession();
    navigate('/login');
  };

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
          <div className="flex items-center gap-2">
            <NotificationBell count={unread} asChild>
              <Link to="/notifications" />
            </NotificationBell>
            <ProfileMenu
              name={user?.name || 'My account'}
              photo={mediaUrl(user?.profile_photo ?? undefined)}
              onLogOut={logOut}
            />
          </div>
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
