import type { PlaceSearchScope } from '@friendly/contracts/places';
import type { PlaceAddressParts, PlaceDetails, PlaceSuggestion, PlacesSource } from '@friendly/ui';

/*
 * The slice of the Maps JavaScript API (Places, "new" AutocompleteSuggestion API) this
 * adapter uses, typed structurally so the app needs no @types/google.maps.
 */
type FormattableText = { text: string };
export type GooglePlacePrediction = {
  placeId: string;
  text: FormattableText;
  mainText: FormattableText | null;
  secondaryText: FormattableText | null;
  toPlace(): GooglePlace;
};
export type GoogleAddressComponent = { longText: string | null; shortText: string | null; types: string[] };
export type GooglePlace = {
  id?: string;
  displayName?: string | null;
  formattedAddress?: string | null;
  location?: { lat(): number; lng(): number } | null;
  addressComponents?: GoogleAddressComponent[] | null;
  types?: string[] | null;
  fetchFields(options: { fields: string[] }): Promise<unknown>;
};
type PlacesLibrary = {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      sessionToken: object;
      includedPrimaryTypes?: string[];
    }): Promise<{ suggestions: { placePrediction: GooglePlacePrediction | null }[] }>;
  };
  Place: new (options: { id: string }) => GooglePlace;
};
type GoogleGlobal = { maps?: { importLibrary?(name: 'places'): Promise<unknown> } };

export const GOOGLE_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
const DETAILS_FIELDS = ['displayName', 'formattedAddress', 'location', 'addressComponents', 'types'];
/**
 * What each scope asks Google for (Autocomplete (New) `includedPrimaryTypes`, at most five):
 * the "(cities)" collection, the same thing the gazetteer offers; or street addresses,
 * buildings and their units, and establishments (venues: cafés, halls, parks).
 */
export const GOOGLE_PRIMARY_TYPES: Record<PlaceSearchScope, readonly string[]> = {
  city: ['(cities)'],
  address: ['street_address', 'premise', 'subpremise', 'establishment'],
};
/** Types of a street address rather than a place with a name of its own. */
const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'route', 'street_number', 'plus_code'];
/** Types of a venue: a business, a hall, a park. */
const VENUE_TYPES = ['establishment', 'point_of_interest'];

/** A Google prediction as a row of the list. */
export function toGoogleSuggestion(prediction: GooglePlacePrediction): PlaceSuggestion {
  const primary = prediction.mainText?.text || prediction.text.text;
  return {
    id: prediction.placeId,
    primaryText: primary,
    secondaryText: prediction.secondaryText?.text || undefined,
  };
}

/** Google's address components as our address parts (city, region, country…). */
export function toAddressParts(components: readonly GoogleAddressComponent[]): PlaceAddressParts {
  const find = (type: string) => components.find((component) => component.types.includes(type));
  const long = (type: string) => find(type)?.longText || undefined;
  return {
    suburb: long('sublocality_level_1') ?? long('sublocality') ?? long('neighborhood'),
    // Some countries have no locality for a town; Google then names it a postal town.
    city: long('locality') ?? long('postal_town') ?? long('administrative_area_level_2'),
    region: long('administrative_area_level_1'),
    country: long('country'),
    countryCode: find('country')?.shortText || undefined,
    postalCode: long('postal_code'),
  };
}

/** What Google's types say a place is: a venue, a street address, or else a city (or region). */
export function googlePlaceKind(
  types: readonly string[] | null | undefined,
): NonNullable<PlaceDetails['kind']> {
  const has = (wanted: readonly string[]) => (types ?? []).some((type) => wanted.includes(type));
  if (has(VENUE_TYPES)) return 'venue';
  if (has(ADDRESS_TYPES)) return 'address';
  return 'city';
}

/**
 * A Google place (after fetchFields) as the address and coordinates the form stores. A
 * venue's name comes apart from its formatted address (which Google gives without it).
 */
export function toGoogleDetails(place: GooglePlace): PlaceDetails {
  const location = place.location;
  if (!location) throw new Error('The place has no coordinates.');
  const addressParts = toAddressParts(place.addressComponents ?? []);
  const kind = googlePlaceKind(place.types);
  return {
    formattedAddress: place.formattedAddress || place.displayName || addressParts.city || '',
    latitude: location.lat(),
    longitude: location.lng(),
    addressParts,
    kind,
    ...(kind === 'venue' && place.displayName ? { name: place.displayName } : {}),
  };
}

export function googleMapsScriptUrl(key: string, callback: string) {
  const query = new URLSearchParams({ key, libraries: 'places', loading: 'async', callback });
  return `${GOOGLE_MAPS_SCRIPT_URL}?${query}`;
}

let placesLibrary: Promise<PlacesLibrary> | null = null;

/** Adds the Maps script once, on the first search, and resolves with the Places library. */
function loadPlacesLibrary(key: string): Promise<PlacesLibrary> {
  placesLibrary ??= new Promise<void>((resolve, reject) => {
    const google = (globalThis as { google?: GoogleGlobal }).google;
    if (google?.maps?.importLibrary) return resolve();
    const callback = '__friendlyHostMapsReady';
    (globalThis as Record<string, unknown>)[callback] = () => resolve();
    const script = document.createElement('script');
    script.src = googleMapsScriptUrl(key, callback);
    script.async = true;
    script.onerror = () => reject(new Error('The Google Maps script could not be loaded.'));
    document.head.append(script);
  })
    .then(() => {
      const google = (globalThis as { google?: GoogleGlobal }).google;
      const importLibrary = google?.maps?.importLibrary;
      if (!importLibrary) throw new Error('Google Maps did not load.');
      return importLibrary('places') as Promise<PlacesLibrary>;
    })
    .catch((error: unknown) => {
      // Let the next search try again (a flaky network should not disable the field).
      placesLibrary = null;
      throw error;
    });
  return placesLibrary;
}

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw new DOMException('The search was superseded.', 'AbortError');
}

/**
 * Google Places straight from the browser (spec 000 §7) with the key from the app config:
 * cities, or with scope 'address' street addresses and establishments (docs/decisions/153).
 * Our string session tokens map to Google's AutocompleteSessionToken objects, and the
 * details of a choice are fetched from its own prediction, which ends Google's session
 * (one billed session per search). Google's calls cannot be aborted; an aborted search's
 * answer is dropped instead.
 */
export function createGooglePlacesSource(browserKey: string, scope: PlaceSearchScope = 'city'): PlacesSource {
  const sessions = new Map<string, { token: object; predictions: Map<string, GooglePlacePrediction> }>();
  const sessionFor = (library: PlacesLibrary, sessionToken: string) => {
    let session = sessions.get(sessionToken);
    if (!session) {
      session = { token: new library.AutocompleteSessionToken(), predictions: new Map() };
      sessions.set(sessionToken, session);
    }
    return session;
  };

  return {
    async suggest(text, sessionToken, signal) {
      const library = await loadPlacesLibrary(browserKey);
      throwIfAborted(signal);
      const session = sessionFor(library, sessionToken);
      const { suggestions } = await library.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: text.trim(),
        sessionToken: session.token,
        includedPrimaryTypes: [...GOOGLE_PRIMARY_TYPES[scope]],
      });
      throwIfAborted(signal);
      const predictions = suggestions.flatMap((suggestion) =>
        suggestion.placePrediction ? [suggestion.placePrediction] : [],
      );
      for (const prediction of predictions) session.predictions.set(prediction.placeId, prediction);
      return predictions.map(toGoogleSuggestion);
    },
    async details(placeId, sessionToken, signal) {
      const library = await loadPlacesLibrary(browserKey);
      const prediction = sessions.get(sessionToken)?.predictions.get(placeId);
      const place = prediction ? prediction.toPlace() : new library.Place({ id: placeId });
      await place.fetchFields({ fields: DETAILS_FIELDS });
      sessions.delete(sessionToken);
      throwIfAborted(signal);
      return toGoogleDetails(place);
    },
  };
}
