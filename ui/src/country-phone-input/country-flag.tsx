import * as React from 'react';
import { cn } from '../lib/cn';
import { flagKey } from './country-phone-logic';

type FlagSet = Record<string, string>;

/*
 * Every flag as an SVG string lives in one lazily loaded chunk (about 47 kB gzip), so
 * screens without a phone field never pay for it and no flag is fetched from a third
 * party. See docs/decisions/045-country-flags.md.
 */
let flagSet: FlagSet | null = null;
let pending: Promise<FlagSet> | null = null;
const listeners = new Set<() => void>();
const dataUrls = new Map<string, string>();

/**
 * Loads the flag artwork ahead of time (the first CountryPhoneInput loads it anyway).
 * Storybook loaders await it so screenshots never catch a placeholder.
 */
export function preloadCountryFlags(): Promise<void> {
  if (!pending) {
    pending = import('country-flag-icons/string/3x2').then((module) => {
      flagSet = module as unknown as FlagSet;
      for (const listener of listeners) listener();
      return flagSet;
    });
  }
  return pending.then(() => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void preloadCountryFlags();
  return () => {
    listeners.delete(listener);
  };
}

function flagDataUrl(key: string): string | null {
  const cached = dataUrls.get(key);
  if (cached) return cached;
  const svg = flagSet?.[key];
  if (!svg) return null;
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  dataUrls.set(key, url);
  return url;
}

export type CountryFlagProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** Two-letter ISO code ('AU'); unknown codes draw a neutral placeholder. */
  code: string | null | undefined;
};

/**
 * A country's flag as an SVG image (3:2), decorative: the country's name or code is
 * always written beside it. Renders on every platform, unlike emoji flags on Windows.
 */
export function CountryFlag({ code, className, ...props }: CountryFlagProps) {
  const key = flagKey(code);
  const loaded = React.useSyncExternalStore(
    subscribe,
    () => flagSet !== null,
    () => false,
  );
  const src = key && loaded ? flagDataUrl(key) : null;
  const state = key === null ? 'unknown' : src ? 'loaded' : 'loading';
  return (
    <span
      data-slot="country-flag"
      data-state={state}
      aria-hidden="true"
      className={cn(
        'relative inline-flex h-[0.875rem] w-[1.3125rem] shrink-0 items-center justify-center overflow-hidden rounded-[3px] bg-ink-100',
        // A hairline over the artwork keeps white flags (Japan, Cyprus) visible on white.
        "after:pointer-events-none after:absolute after:inset-0 after:rounded-[inherit] after:shadow-[inset_0_0_0_1px_rgb(29_27_46/0.14)] after:content-['']",
        className,
      )}
      {...props}
    >
      {src ? (
        <img src={src} alt="" className="size-full object-cover" draggable={false} />
      ) : (
        state === 'unknown' && (
          <svg viewBox="0 0 16 16" className="size-2.5 text-ink-400" fill="none" aria-hidden="true">
            <circle cx="8" cy="8" r="6.25" stroke="currentColor" strokeWidth="1.5" />
            <path
              d="M1.75 8h12.5M8 1.75c1.8 1.7 2.7 3.8 2.7 6.25S9.8 12.55 8 14.25C6.2 12.55 5.3 10.45 5.3 8S6.2 3.45 8 1.75Z"
              stroke="currentColor"
              strokeWidth="1.25"
            />
          </svg>
        )
      )}
    </span>
  );
}
