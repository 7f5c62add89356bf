/**
 * The app's side of dates: what only the browser knows. The rules and formats themselves
 * live in `@friendly/contracts/dates`.
 */

/**
 * The browser's IANA time zone ('Australia/Sydney'): the zone a host reads times and days
 * in, and the one a new event is written in. Undefined where the browser cannot tell.
 * (`src/first-load.ts` reads it too, by itself, since that entry imports nothing.)
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
