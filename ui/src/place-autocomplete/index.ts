export { PlaceAutocomplete, type PlaceAutocompleteProps } from './place-autocomplete';
export {
  createSessionToken,
  highlightMatch,
  type MatchSegment,
  PLACE_LIST_HIDE_DELAY_MS,
  PLACE_TYPING_DELAY_MS,
  type PlaceAddressParts,
  type PlaceDetails,
  type PlaceSelection,
  type PlaceSuggestion,
  type PlacesSource,
  shouldSuggest,
  suggestionLabel,
} from './place-autocomplete-logic';
