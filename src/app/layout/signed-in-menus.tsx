import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  NotificationBell,
} from '@friendly/ui';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AccountButton } from './account-button';
import { ACCOUNT_LINKS, LOG_OUT_LABEL } from './account-links';

export type HeaderAction = 'bell' | 'account';
/** How the account menu was asked for before this arrived: from the keyboard its first entry takes the focus. */
export type MenuOpening = 'pointer' | 'keyboard';

export type SignedInMenusProps = {
  name: string;
  photo: string | undefined;
  unread: number;
  onLogOut: () => void;
  /** The account button was pressed before this code arrived: open the menu at once. */
  menuOpen: MenuOpening | null;
  /** What had the focus when this took the look-alikes' place, to give it back. */
  focusedBefore: { readonly current: HeaderAction | null };
};

/**
 * The header's interactive end (spec 000 §2.3): the bell with its tooltip and the account
 * menu with Log Out — Radix menu and tooltip, floating-ui, the focus and scroll locks. A
 * chunk of its own, loaded on the first intent (signed-in-actions.tsx), which takes the
 * place of look-alikes that render the same.
 */
export default function SignedInMenus({
  name,
  photo,
  unread,
  onLogOut,
  menuOpen,
  focusedBefore,
}: SignedInMenusProps) {
  const root = useRef<HTMLDivElement>(null);
  const keyboardOpeningDone = useRef(false);

  // The look-alike that had the focus is gone; its twin takes it (a focused bell then
  // shows its tooltip, as a focused bell does).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as this arrives
  useLayoutEffect(() => {
    const focused = focusedBefore.current;
    const active = document.activeElement;
    if (!focused || (active && active !== document.body)) return;
    root.current?.querySelector<HTMLElement>(`[data-header-action="${focused}"]`)?.focus();
  }, []);

  return (
    <div ref={root} className="flex items-center gap-2">
      <NotificationBell count={unread} asChild data-header-action="bell">
        <Link to="/notifications" />
      </NotificationBell>
      <DropdownMenu defaultOpen={menuOpen !== null}>
        <DropdownMenuTrigger asChild>
          <AccountButton name={name} photo={photo} data-header-action="account" />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="w-56"
          onFocus={(event) => {
            // Opened from the keyboard before the menu's code was here: when the menu
            // takes the focus, its first entry does, as Radix does for a keyboard opening.
            if (menuOpen !== 'keyboard' || keyboardOpeningDone.current) return;
            if (event.target !== event.currentTarget) return;
            keyboardOpeningDone.current = true;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
        >
          <DropdownMenuLabel>Signed in as {name}</DropdownMenuLabel>
          <DropdownMenuGroup>
            {ACCOUNT_LINKS.map((link) => (
              <DropdownMenuItem key={link.to} asChild>
                <Link to={link.to}>{link.label}</Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" onSelect={onLogOut}>
            {LOG_OUT_LABEL}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
