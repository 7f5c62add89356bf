import type {
  PlaceSearchScope,
  PlaceDetails as ServerPlace,
  PlaceSuggestion as ServerSuggestion,
} from '@friendly/contracts/places';
import type { PlaceDetails, PlaceSuggestion, PlacesSource } from '@friendly/ui';
import { apiRequest } from '../../api/http';

/** How many places one search asks the server for. */
export const GAZETTEER_SUGGESTION_LIMIT = 8;

/** A server suggestion as a row of the list: 'Sydney' / 'New South Wales, Australia'. */
export function toPlaceSuggestion(suggestion: ServerSuggestion): PlaceSuggestion {
  return {
    id: suggestion.place_id,
    primaryText: suggestion.main_text || suggestion.description,
    secondaryText: suggestion.secondary_text || undefined,
  };
}

/**
 * A server place as the address and coordinates the form stores: a city (the gazetteer's,
 * and an answer that names no kind), a street address or a venue with its name.
 */
export function toPlaceDetails(place: ServerPlace): PlaceDetails {
  const parts = place.address_components;
  const kind = place.kind ?? 'city';
  return {
    formattedAddress: place.formatted_address,
    latitude: place.latitude,
    longitude: place.longitude,
    kind,
    ...(kind === 'venue' && place.name ? { name: place.name } : {}),
    addressParts: {
      ...(parts.suburb ? { suburb: parts.suburb } : {}),
      city: parts.city || (kind === 'city' ? place.name : undefined),
      ...(parts.region ? { region: parts.region } : {}),
      country: parts.country || undefined,
      countryCode: parts.country_code || undefined,
      adminCode: parts.admin_code ?? undefined,
    },
  };
}

/** Cities (the default, which keeps the path the same as before scopes), or addresses and venues. */
export function autocompletePath(
  text: string,
  limit = GAZETTEER_SUGGESTION_LIMIT,
  scope: PlaceSearchScope = 'city',
) {
  const query = new URLSearchParams({ input: text.trim(), limit: String(limit) });
  if (scope !== 'city') query.set('scope', scope);
  return `/places/autocomplete?${query}`;
}

export function detailsPath(placeId: string) {
  return `/places/details/${encodeURIComponent(placeId)}`;
}

/**
 * The server's places (GET /api/places/autocomplete and /api/places/details/{id}): its
 * embedded gazetteer (docs/decisions/021) or the self-hosted geocoder it asks
 * (docs/decisions/153). No billing sessions, so the session token is not sent.
 */
export function createServerPlacesSource(scope: PlaceSearchScope = 'city'): PlacesSource {
  return {
    async suggest(text, _sessionToken, signal) {
      const answer = await apiRequest<{ data: ServerSuggestion[] }>(
        autocompletePath(text, GAZETTEER_SUGGESTION_LIMIT, scope),
        { signal },
      );
      return answer.data.map(toPlaceSuggestion);
    },
    async details(placeId, _sessionToken, signal) {
      const answer = await apiRequest<{ data: ServerPlace }>(detailsPath(placeId), { signal });
      return toPlaceDetails(answer.data);
    },
  };
}

/** Cities from the server: the profile forms' source. */
export const gazetteerPlacesSource: PlacesSource = createServerPlacesSource('city');
