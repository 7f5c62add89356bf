import type { AppConfig } from '../config';
import { NominatimPlaces } from './nominatim-places';
import { PhotonPlaces } from './photon-places';
import type { LocalGazetteer, PlacesProvider } from './places';

/**
 * The places provider the configuration names: a self-hosted Photon or Nominatim, or the
 * embedded gazetteer (also behind Google, which the browser asks itself; docs/decisions/153).
 */
export function createPlacesProvider(
  config: Pick<AppConfig, 'places'>,
  gazetteer: LocalGazetteer,
): PlacesProvider {
  const { places } = config;
  if (places.source === 'photon') return new PhotonPlaces({ url: places.url, userAgent: places.userAgent });
  if (places.source === 'nominatim')
    return new NominatimPlaces({ url: places.url, userAgent: places.userAgent });
  return gazetteer;
}
