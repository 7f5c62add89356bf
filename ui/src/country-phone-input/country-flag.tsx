import * as React from 'react';
import { cn } from '../lib/cn';
import { flagKey } from './country-phone-logic';
import { FLAG_LOADERS } from './flag-loaders';

type FlagSet = Record<string, string>;

/*
 * Flags are SVG strings bundled with the app (no third party is asked). A closed field
 * loads only the flag it shows, one small chunk (FLAG_LOADERS); opening the country list
 * loads the whole set in one chunk (about 47 kB gzip) instead of 250 small ones. See
 * docs/decisions/045-country-flags-lazy-chunk.md and 072.
 */
const flags = new Map<string, string>();
let wholeSet: Promise<void> | null = null;
const loadingOne = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const dataUrls = new Map<string, string>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/**
 * Loads every flag, ahead of showing many (the country list calls it when it opens).
 * Storybook loaders await it so screenshots never catch a placeholder.
 */
export function preloadCountryFlags(): Promise<void> {
  if (!wholeSet) {
    wholeSet = import('country-flag-icons/string/3x2').then((module) => {
      for (const [key, svg] of Object.entries(module as unknown as FlagSet)) {
        if (typeof svg === 'string') flags.set(key, svg);
      }
      changed();
    });
  }
  return wholeSet;
}

/** Loads one flag, unless the whole set is already on its way. */
function loadFlag(key: string) {
  if (flags.has(key) || wholeSet || loadingOne.has(key)) return;
  const loader = FLAG_LOADERS[key];
  if (!loader) return;
  loadingOne.set(
    key,
    loader()
      .then((svg) => {
        flags.set(key, svg);
        changed();
      })
      .catch(() => {
        loadingOne.delete(key);
      }),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function flagDataUrl(key: string): string | null {
  const cached = dataUrls.get(key);
  if (cached) return cached;
  const svg = flags.get(key);
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
  React.useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  React.useEffect(() => {
    if (key) loadFlag(key);
  }, [key]);
  const src = key ? flagDataUrl(key) : null;
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
