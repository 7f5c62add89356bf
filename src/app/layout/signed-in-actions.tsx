import { lazy, Suspense, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../api/current-user';
import { mediaUrl } from '../../lib/media';
import { AccountButton } from './account-button';
import { HeaderBell } from './header-bell';
import type { HeaderAction, MenuOpening } from './signed-in-menus';
import { useLiveData } from './use-live-data';
import { useLogOut } from './use-log-out';

// The phone menu's account entries take Log Out from here, so it stays in this chunk
// (already loaded on a signed-in page) rather than a chunk of its own.
export { useLogOut };

import { useUnreadCount } from './use-unread-count';

const loadMenus = () => import('./signed-in-menus');
const SignedInMenus = lazy(loadMenus);

/** Which of the look-alikes holds the focus, if one does. */
function focusedAction(root: HTMLElement | null): HeaderAction | null {
  const active = document.activeElement;
  if (!root || !(active instanceof HTMLElement) || !root.contains(active)) return null;
  return (active.dataset.headerAction as HeaderAction | undefined) ?? null;
}

/**
 * The look-alikes: the bell and the account button as the interactive header renders
 * them, without its code. On the first intent — the pointer over them, the focus on one,
 * a press — `onIntent` asks for the real ones; when they take over, this tells which one
 * had the focus (`onLeave`), as it is about to leave the page.
 */
function LookAlikes({
  name,
  photo,
  unread,
  onIntent,
  onLeave,
  onPress,
}: {
  name: string;
  photo: string | undefined;
  unread: number;
  onIntent: (openMenu: MenuOpening | null) => void;
  onLeave: (focused: HeaderAction | null) => void;
  /** A press begins on one of them: the swap waits for it to end. */
  onPress: () => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const leave = useRef(onLeave);
  leave.current = onLeave;
  useLayoutEffect(() => {
    const element = root.current;
    return () => leave.current(focusedAction(element));
  }, []);
  return (
    <div ref={root} className="flex items-center gap-2" onPointerDown={onPress}>
      <HeaderBell
        count={unread}
        data-header-action="bell"
        onPointerEnter={() => onIntent(null)}
        onFocus={() => onIntent(null)}
      />
      <AccountButton
        name={name}
        photo={photo}
        data-header-action="account"
        onPointerEnter={() => onIntent(null)}
        onFocus={() => onIntent(null)}
        // Enter and Space click too (detail 0); ArrowDown opens a menu button as well.
        onClick={(event) => onIntent(event.detail === 0 ? 'keyboard' : 'pointer')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            onIntent('keyboard');
          }
        }}
      />
    </div>
  );
}

/**
 * Swaps the look-alikes for the real bell and menu: a transition keeps the look-alikes on
 * screen until the real ones are ready, then swaps them in one commit.
 */
function swapIn(
  setWanted: (wanted: boolean) => void,
  setMenuOpen: (openMenu: MenuOpening) => void,
  openMenu: MenuOpening | null,
) {
  startTransition(() => {
    setWanted(true);
    if (openMenu) setMenuOpen(openMenu);
  });
}

/**
 * The signed-in end of the header (spec 000 §2.3): the notification bell with its unread
 * count and the account menu with Log Out. A chunk of its own (see SiteHeader), which
 * paints look-alikes of the bell and the account button and loads their interactive
 * versions (signed-in-menus.tsx: Radix menu and tooltip, ~30 KB gzip) on the first intent,
 * so a signed-in first load does not carry them (docs/decisions/093).
 */
export default function SignedInActions() {
  // The guard keeps the stored user fresh; the header only reads it.
  const { user } = useCurrentUser(true, { fresh: false });
  const unread = useUnreadCount(true);
  useLiveData();
  const [wanted, setWanted] = useState(false);
  const [menuOpen, setMenuOpen] = useState<MenuOpening | null>(null);
  // Written as the look-alikes leave, read as the real ones arrive (the same commit).
  const focusedOnLeave = useRef<HeaderAction | null>(null);

  const logOut = useLogOut();

  const name = user?.name || 'My account';
  const photo = mediaUrl(user?.profile_photo ?? undefined);

  // Never in the middle of a press: a bell swapped between its pointerdown and pointerup
  // loses the click (the press began on the look-alike and ends on the real one), which a
  // busy page whose code arrives just then showed. A swap asked for meanwhile waits for the
  // press to end and for its click to land.
  const pressing = useRef(false);
  const waiting = useRef<{ openMenu: MenuOpening | null } | null>(null);
  useEffect(() => {
    const released = () => {
      pressing.current = false;
      const pending = waiting.current;
      waiting.current = null;
      if (pending) setTimeout(() => swapIn(setWanted, setMenuOpen, pending.openMenu), 0);
    };
    document.addEventListener('pointerup', released, true);
    document.addEventListener('pointercancel', released, true);
    return () => {
      document.removeEventListener('pointerup', released, true);
      document.removeEventListener('pointercancel', released, true);
    };
  }, []);
  const want = (openMenu: MenuOpening | null) => {
    void loadMenus().then(() => {
      if (!pressing.current) return swapIn(setWanted, setMenuOpen, openMenu);
      waiting.current = { openMenu: openMenu ?? waiting.current?.openMenu ?? null };
    });
  };

  const lookAlikes = (
    <LookAlikes
      name={name}
      photo={photo}
      unread={unread}
      onIntent={want}
      onPress={() => {
        pressing.current = true;
      }}
      onLeave={(action) => {
        focusedOnLeave.current = action;
      }}
    />
  );
  return (
    <Suspense fallback={lookAlikes}>
      {wanted ? (
        <SignedInMenus
          name={name}
          photo={photo}
          unread={unread}
          onLogOut={logOut}
          menuOpen={menuOpen}
          focusedBefore={focusedOnLeave}
        />
      ) : (
        lookAlikes
      )}
    </Suspense>
  );
}
