import type { AppConfigResponse } from '@friendly/contracts/places';

type PlacesConfig = AppConfigResponse['data']['places'];

/**
 * `server`: the server's /api/places endpoints, whichever source it runs (the embedded
 * gazetteer, Photon or Nominatim); `google`: Google Places from the browser.
 */
export type PlacesSourceChoice =
  | { kind: 'server'; addresses: boolean }
  | { kind: 'google'; browserKey: string; addresses: true };

/**
 * Which places source the app uses (docs/decisions/050, 153): Google only when the server
 * says so and hands out a browser key; otherwise — also when the config could not be
 * loaded — the server's places, which always answer. `addresses` says whether the source
 * suggests street addresses and venues; without the config, it does not.
 */
export function choosePlacesSource(
  config: Pick<PlacesConfig, 'source' | 'google_browser_key' | 'addresses'> | undefined,
): PlacesSourceChoice {
  const key = config?.google_browser_key?.trim();
  if (config?.source === 'google' && key) return { kind: 'google', browserKey: key, addresses: true };
  return { kind: 'server', addresses: config?.source !== 'google' && config?.addresses === true };
}
