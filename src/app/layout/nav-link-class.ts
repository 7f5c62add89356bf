/** A header link: the main navigation's, and the phone menu's account entries. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive
    ? 'rounded-pill px-3 py-2 text-[0.9375rem] font-semibold bg-brand-50 text-brand-700 hover:bg-brand-50 hover:text-brand-700'
    : 'rounded-pill px-3 py-2 text-[0.9375rem] font-semibold text-ink-700 hover:bg-ink-50 hover:text-ink-900';
