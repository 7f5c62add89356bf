import { NavLink } from 'react-router-dom';
import { ACCOUNT_LINKS, LOG_OUT_LABEL } from './account-links';
import { navLinkClass } from './nav-link-class';
import { useLogOut } from './signed-in-actions';

/**
 * The account menu's entries inside the phone menu (docs/decisions/132): a host on a phone
 * reaches My Profile, Payment Details, Payment Transaction, Event Reviews and Log Out
 * from Menu as a desktop host does from the account button. Loaded when Menu first opens;
 * Log Out comes from the signed-in actions' chunk, already loaded on a signed-in page.
 */
export default function PhoneAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const logOut = useLogOut();
  return (
    <div className="mt-2 grid gap-1 border-ink-100 border-t pt-3">
      <p className="px-3 pb-1 font-semibold text-ink-500 text-xs uppercase tracking-wide">Account</p>
      {ACCOUNT_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className={navLinkClass} onClick={onNavigate}>
          {link.label}
        </NavLink>
      ))}
      <button
        type="button"
        className={`${navLinkClass({ isActive: false })} cursor-pointer text-left text-danger-700!`}
        onClick={() => {
          onNavigate();
          logOut();
        }}
      >
        {LOG_OUT_LABEL}
      </button>
    </div>
  );
}
