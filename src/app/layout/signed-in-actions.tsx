import {
  Avatar,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  NotificationBell,
} from '@friendly/ui';
import { Link, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../api/current-user';
import { useLogout } from '../../features/auth/api/logout';
import { mediaUrl } from '../../lib/media';
import { clearSession } from '../../lib/session';
import { useLiveData } from './use-live-data';
import { useUnreadCount } from './use-unread-count';

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

/**
 * The signed-in end of the header (spec 000 §2.3): the notification bell with its unread
 * count and the account menu with Log Out. A chunk of its own (see SiteHeader).
 */
export default function SignedInActions() {
  // The guard keeps the stored user fresh; the header only reads it.
  const { user } = useCurrentUser(true, { fresh: false });
  const logOutCall = useLogout();
  const unread = useUnreadCount(true);
  useLiveData();
  const navigate = useNavigate();

  const logOut = () => {
    // Revoke the token on the server too; the session ends here whatever it answers.
    void logOutCall.trigger();
    clearSession();
    navigate('/login');
  };

  return (
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
  );
}
