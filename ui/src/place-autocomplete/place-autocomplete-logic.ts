/** One row of the suggestion list: 'Sydney' / 'NSW, Australia'. */
export type PlaceSuggestion = {
  id: string;
  primaryText: string;
  secondaryText?: string | undefined;
};

/** The structured parts of an address, as far as the source knows them. */
export type PlaceAddressParts = {
  /** The suburb or neighbourhood, when the source knows it (an address's). */
  suburb?: string | undefined;
  city?: string | undefined;
  region?: string | undefined;
  country?: string | undefined;
  countryCode?: string | undefined;
  postalCode?: string | undefined;
  [part: string]: string | undefined;
};

export type PlaceDetails = {
  formattedAddress: string;
  latitude: number;
  longitude: number;
  addressParts: PlaceAddressParts;
  /**
   * What was picked: a city (the gazetteer's, a profile's), a street address, or a venue (a
   * named place with its address). A source that says nothing picked a city.
   */
  kind?: 'city' | 'address' | 'venue' | undefined;
  /** A venue's own name ('The Grounds of Alexandria'). */
  name?: string | undefined;
};

/** What choosing a suggestion yields: the place's details and its id. */
export type PlaceSelection = PlaceDetails & { placeId: string };

/**
 * Where suggestions come from: Google Places in the browser or the server's gazetteer.
 * Both calls of one search session receive the same token (Google bills a session, not
 * each keystroke); `signal` aborts a request the user has typed past.
 */
export type PlacesSource = {
  suggest(text: string, sessionToken: string, signal?: AbortSignal): Promise<readonly PlaceSuggestion[]>;
  details(placeId: string, sessionToken: string, signal?: AbortSignal): Promise<PlaceDetails>;
};

/** A fresh session token: a UUID v4, the format Google's AutocompleteSessionToken uses. */
export function createSessionToken(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether the text is long enough to ask for suggestions. */
export function shouldSuggest(text: string, minLength: number): boolean {
  return text.trim().length >= Math.max(1, minLength);
}

/** The text a suggestion stands for: 'Sydney, NSW, Australia'. */
export function suggestionLabel(suggestion: PlaceSuggestion): string {
  return suggestion.secondaryText
    ? `${suggestion.primaryText}, ${suggestion.secondaryText}`
    : suggestion.primaryText;
}

export type MatchSegment = { text: string; match: boolean };

/**
 * Splits a suggestion's text so the part the user typed can be drawn bold, as Google's
 * widget does: the first case- and accent-insensitive occurrence of the query's words,
 * preferring the start of a word.
 */
export function highlightMatch(text: string, query: string): MatchSegment[] {
  const needle = fold(query.trim());
  if (needle === '' || text === '') return [{ text, match: false }];
  const haystack = fold(text);
  let start = -1;
  for (let index = haystack.indexOf(needle); index >= 0; index = haystack.indexOf(needle, index + 1)) {
    if (index === 0 || /[\s,.(/-]/.test(haystack[index - 1] ?? '')) {
      start = index;
      break;
    }
    if (start < 0) start = index;
  }
  if (start < 0) return [{ text, match: false }];
  const end = start + needle.length;
  return [
    { text: text.slice(0, start), match: false },
    { text: text.slice(start, end), match: true },
    { text: text.slice(end), match: false },
  ].filter((segment) => segment.text !== '');
}

/** Lower case without accents, one UTF-16 unit per input unit, so indices line up. */
function fold(text: string): string {
  return Array.from(text, (char) => {
    const folded = char
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    return folded.length === char.length ? folded : char;
  }).join('');
}
