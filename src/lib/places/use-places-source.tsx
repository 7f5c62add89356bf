import type { PlacesSource } from '@friendly/ui';
import * as React from 'react';
import { useAppConfig } from '../../api/app-config';
import { gazetteerPlacesSource } from './gazetteer-source';
import { createGooglePlacesSource } from './google-places-source';
import { choosePlacesSource } from './places-source-choice';

export type PlacesSourceState = {
  /** Null until the app config has answered (or failed). */
  source: PlacesSource | null;
  /** Google's terms ask for its mark under suggestions shown without a map. */
  attribution: React.ReactNode;
  isLoading: boolean;
};

/** The places source the runtime config asks for; the Maps script loads only for Google, on first search. */
export function usePlacesSource(): PlacesSourceState {
  const { config, error } = useAppConfig();
  const settled = Boolean(config || error);
  const choice = choosePlacesSource(config?.places);
  const googleKey = choice.kind === 'google' ? choice.browserKey : null;
  const source = React.useMemo(
    () => (googleKey ? createGooglePlacesSource(googleKey) : gazetteerPlacesSource),
    [googleKey],
  );
  return {
    source: settled ? source : null,
    attribution: googleKey ? (
      <span className="text-ink-500 text-xs" lang="en">
        Powered by Google
      </span>
    ) : null,
    isLoading: !settled,
  };
}
