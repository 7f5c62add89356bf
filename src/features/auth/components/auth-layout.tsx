import { LogoMark } from '@friendly/ui';
import type * as React from 'react';
import { Link } from 'react-router-dom';

/**
 * The full-page frame of Login, Register and Verification (spec 000 §2.8–2.9): on wide
 * screens a brand banner on the left with 'Start hosting. Start connecting.', the form on
 * the right; on phones only the form, under the logo. 'Skip to content' comes first.
 */
export function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid min-h-dvh bg-white lg:grid-cols-2">
      {/* As SiteLayout's: the first Tab offers the form before the banner's link (docs/decisions/138). */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <aside className="hidden flex-col justify-between bg-brand-700 p-12 text-white lg:flex">
        <Link to="/" className="flex items-center gap-2 self-start text-lg font-bold">
          <LogoMark title="" className="size-9 ring-2 ring-white/70 rounded-2xl" />
          Friendly Host
        </Link>
        <p className="max-w-md text-5xl font-bold leading-tight tracking-tight text-balance">
          Start hosting. Start connecting.
        </p>
        <p className="text-sm text-white/90">Small gatherings, hosted with care.</p>
      </aside>
      <main id="main" className="flex flex-col px-4 py-8 sm:px-8 lg:justify-center lg:px-16">
        <Link to="/" className="mb-8 flex items-center gap-2 self-start font-bold text-ink-900 lg:hidden">
          <LogoMark title="" className="size-8" />
          Friendly Host
        </Link>
        <div className="mx-auto w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
