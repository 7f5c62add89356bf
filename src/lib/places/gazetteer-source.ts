import type {
  PlaceDetails as GazetteerPlace,
  PlaceSuggestion as GazetteerSuggestion,
} from '@friendly/contracts/places';
import type { PlaceDetails, PlaceSuggestion, PlacesSource } from '@friendly/ui';
import { apiRequest } from '../../api/http';

/** How many cities one search asks the server for. */
export const GAZETTEER_SUGGESTION_LIMIT = 8;

/** A gazetteer suggestion as a row of the list: 'Sydney' / 'New South Wales, Australia'. */
export function toPlaceSuggestion(suggestion: GazetteerSuggestion): PlaceSuggestion {
  return {
    id: suggestion.place_id,
    primaryText: suggestion.main_text || suggestion.description,
    secondaryText: suggestion.secondary_text || undefined,
  };
}

/** A gazetteer city as the address and coordinates the form stores. */
export function toPlaceDetails(place: GazetteerPlace): PlaceDetails {
  const parts = place.address_components;
  return {
    formattedAddress: place.formatted_address,
    latitude: place.latitude,
    longitude: place.longitude,
    addressParts: {
      city: parts.city || place.name,
      country: parts.country || undefined,
      countryCode: parts.country_code || undefined,
      adminCode: parts.admin_code ?? undefined,
    },
  };
}

export function autocompletePath(text: string, limit = GAZETTEER_SUGGESTION_LIMIT) {
  const query = new URLSearchParams({ input: text.trim(), limit: String(limit) });
  return `/places/autocomplete?${query}`;
}

export function detailsPath(placeId: string) {
  return `/places/details/${encodeURIComponent(placeId)}`;
}

/**
 * The server's own gazetteer (GET /api/places/autocomplete and /api/places/details/{id},
 * docs/decisions/021). It has no billing sessions, so the session token is not sent.
 */
export const gazetteerPlacesSource: PlacesSource = {
  async suggest(text, _sessionToken, signal) {
    const answer = await apiRequest<{ data: GazetteerSuggestion[] }>(autocompletePath(text), { signal });
    return answer.data.map(toPlaceSuggestion);
  },
  async details(placeId, _sessionToken, signal) {
    const answer = await apiRequest<{ data: GazetteerPlace }>(detailsPath(placeId), { signal });
    return toPlaceDetails(answer.data);
  },
};
