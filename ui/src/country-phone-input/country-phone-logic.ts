import { hasFlag } from 'country-flag-icons';

/** A country as the countries call returns it: `code` is the two-letter ISO code, `isd_code` the dial code ('+61'). */
export type Country = {
  id: number | string;
  code: string;
  name: string;
  isd_code: string;
};

/**
 * What the phone field keeps of what the user types or pastes: digits, spaces, brackets
 * and hyphens (spec §2.8). Everything else ('+', letters, dots) is removed.
 */
export function sanitizePhoneInput(text: string): string {
  return text.replace(/[^\d\s()-]/g, '').replace(/[^\S ]/g, ' ');
}

/** Only the digits of a phone number: what the API receives as `phone`. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Where the caret belongs after sanitising: just after the characters that were kept
 * from the part before the old caret, so removing a typed letter does not throw the
 * caret to the end of the field.
 */
export function caretAfterSanitize(raw: string, caret: number): number {
  return sanitizePhoneInput(raw.slice(0, caret)).length;
}

/** The country to preselect: the one with ISO `code` in any case, or none (also without a code). */
export function findDefaultCountry(
  countries: readonly Country[],
  code: string | null | undefined,
): Country | undefined {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return undefined;
  return countries.find((country) => country.code.trim().toUpperCase() === wanted);
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Countries matching a search by name, ISO code or dial code, best matches first:
 * exact ISO code, then names starting with the query, then dial codes starting with it,
 * then names containing it. '61', '+61' and 'au' all find Australia; 'aland' finds
 * 'Åland Islands'. An empty query returns the list unchanged.
 */
export function filterCountries(countries: readonly Country[], query: string): Country[] {
  const folded = fold(query);
  if (folded === '') return [...countries];
  const digits = phoneDigits(folded);
  const isDialQuery = /^\+?[\d\s-]+$/.test(folded) && digits !== '';
  const ranked: Array<{ country: Country; rank: number; index: number }> = [];
  countries.forEach((country, index) => {
    const name = fold(country.name);
    const code = country.code.trim().toLowerCase();
    let rank = -1;
    if (isDialQuery) {
      const dial = phoneDigits(country.isd_code);
      if (dial === digits) rank = 0;
      else if (dial.startsWith(digits)) rank = 1;
    } else if (code === folded) rank = 0;
    else if (name.startsWith(folded)) rank = 1;
    else if (name.split(/[\s,()-]+/).some((word) => word.startsWith(folded))) rank = 2;
    else if (name.includes(folded)) rank = 3;
    if (rank >= 0) ranked.push({ country, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.country);
}

/**
 * The key of a country's flag in country-flag-icons ('AU', 'GB_ENG'), or `null` when the
 * package has no flag for the code, in which case a neutral placeholder is drawn.
 */
export function flagKey(code: string | null | undefined): string | null {
  const normalised = (code ?? '').trim().toUpperCase().replace(/_/g, '-');
  if (!/^[A-Z]{2}(-[A-Z]{2,3})?$/.test(normalised) || !hasFlag(normalised)) return null;
  return normalised.replace(/-/g, '_');
}
