import type { AppConfigResponse } from '@friendly/contracts/places';

type PlacesConfig = AppConfigResponse['data']['places'];

export type PlacesSourceChoice = { kind: 'gazetteer' } | { kind: 'google'; browserKey: string };

/**
 * Which places source the app uses (docs/decisions/050): Google only when the server
 * says so and hands out a browser key; otherwise — also when the config could not be
 * loaded — the server's gazetteer, which always works.
 */
export function choosePlacesSource(config: PlacesConfig | undefined): PlacesSourceChoice {
  const key = config?.google_browser_key?.trim();
  return config?.source === 'google' && key ? { kind: 'google', browserKey: key } : { kind: 'gazetteer' };
}
