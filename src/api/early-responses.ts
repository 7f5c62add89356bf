import type { Sender } from './http';

/**
 * Answers the page's first script (src/first-load.ts) asked for while the entry was still
 * on its way (docs/decisions/100), by API path. Each is taken once, as the
 * sender of the request that would otherwise have asked (`apiRequest(path, { send })`),
 * which reads it exactly as it reads any answer; later requests ask the network again.
 */
type EarlyResponses = Record<string, Promise<Response> | undefined>;

export const EARLY_RESPONSES_GLOBAL = '__friendlyEarlyResponses';

export function takeEarlyResponse(path: string): Sender | undefined {
  const early = (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL] as EarlyResponses | undefined;
  const response = early?.[path];
  if (!response || !early) return undefined;
  early[path] = undefined;
  return () => response;
}
