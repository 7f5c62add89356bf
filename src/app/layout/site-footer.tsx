import { Link } from 'react-router-dom';
import { SUPPORT_CONTACT, telHref } from '../../lib/support-contact';
import { useSession } from '../../lib/use-session';

const SIGNED_OUT_LINKS = [
  { to: '/#about', label: 'About' },
  { to: '/#features', label: 'Features' },
  { to: '/#how-it-works', label: 'How It Works' },
  { to: '/refer-earn', label: 'Refer & Earn' },
] as const;

const SIGNED_IN_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/my-events', label: 'My Events' },
  { to: '/messages', label: 'Messages' },
  { to: '/refer-earn', label: 'Refer & Earn' },
] as const;

/** The shared footer (spec 000 §2.4). `year` pins the copyright year (stories' baselines). */
export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const { signedIn } = useSession();
  const links = signedIn ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS;
  return (
    <footer className="border-t border-ink-100 bg-ink-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr]">
        <div>
          <p className="font-bold text-ink-900">Friendly Host</p>
          <p className="mt-2 max-w-xs text-sm leading-6 text-ink-600">
            Small gatherings, real connections. Host one to six guests and get paid for it.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid gap-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link className="text-ink-700 hover:text-ink-900" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid content-start gap-3 text-sm">
          <a className="text-ink-700 hover:text-ink-900" href={`mailto:${SUPPORT_CONTACT.email}`}>
            {SUPPORT_CONTACT.email}
          </a>
          <a className="text-ink-700 hover:text-ink-900" href={telHref(SUPPORT_CONTACT.phone)}>
            {SUPPORT_CONTACT.phone}
          </a>
          <Link
            to="/contact-us"
            className="inline-flex w-fit items-center rounded-pill bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Contact Us
          </Link>
        </div>
      </div>
      <div className="border-t border-ink-100">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-5 text-sm text-ink-600 sm:px-6">
          <p>© {year} Friendly Host. All rights reserved.</p>
          <nav aria-label="Legal" className="flex gap-4">
            <Link className="hover:text-ink-900" to="/terms-conditions">
              Terms &amp; Conditions
            </Link>
            <Link className="hover:text-ink-900" to="/privacy-policy">
              Privacy Policy
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
