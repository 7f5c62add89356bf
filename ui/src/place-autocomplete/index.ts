export { PlaceAutocomplete, type PlaceAutocompleteProps } from './place-autocomplete';
export {
  createSessionToken,
  highlightMatch,
  type MatchSegment,
  type PlaceAddressParts,
  type PlaceDetails,
  type PlaceSelection,
  type PlaceSuggestion,
  type PlacesSource,
  shouldSuggest,
  suggestionLabel,
} from './place-autocomplete-logic';
