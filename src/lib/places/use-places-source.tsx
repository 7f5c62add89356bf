import type { PlaceSearchScope } from '@friendly/contracts/places';
import type { PlacesSource } from '@friendly/ui';
import * as React from 'react';
import { useAppConfig } from '../../api/app-config';
import { createServerPlacesSource } from './gazetteer-source';
import { createGooglePlacesSource } from './google-places-source';
import { choosePlacesSource } from './places-source-choice';

export type PlacesSourceState = {
  /** Null until the app config has answered (or failed). */
  source: PlacesSource | null;
  /** Google's terms ask for its mark under suggestions shown without a map. */
  attribution: React.ReactNode;
  isLoading: boolean;
  /**
   * Whether the source suggests street addresses and venues (Google, a self-hosted Photon or
   * Nominatim); false for the embedded gazetteer, which suggests cities for either scope.
   */
  addresses: boolean;
};

export type PlacesSourceOptions = {
  /** 'city' (the default: the profile's city) or 'address' (an event's street address or venue). */
  scope?: PlaceSearchScope;
};

/**
 * The places source the runtime config asks for (docs/decisions/050, 153); the Maps script
 * loads only for Google, on first search.
 */
export function usePlacesSource({ scope = 'city' }: PlacesSourceOptions = {}): PlacesSourceState {
  const { config, error } = useAppConfig();
  const settled = Boolean(config || error);
  const choice = choosePlacesSource(config?.places);
  const googleKey = choice.kind === 'google' ? choice.browserKey : null;
  const source = React.useMemo(
    () => (googleKey ? createGooglePlacesSource(googleKey, scope) : createServerPlacesSource(scope)),
    [googleKey, scope],
  );
  return {
    source: settled ? source : null,
    attribution: googleKey ? (
      <span className="text-ink-500 text-xs" lang="en">
        Powered by Google
      </span>
    ) : null,
    isLoading: !settled,
    addresses: settled && choice.addresses,
  };
}
