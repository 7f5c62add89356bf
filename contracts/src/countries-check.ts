import type { CountriesResponse } from './auth';
import { REFUSED, readKind, type Shape } from './shape-check';

/**
 * The answer of GET /api/countries checked without zod: the phone field's country list is
 * on the first load of Login and Register, which does not carry zod (docs/decisions/085,
 * 109). It answers exactly what `countriesResponseSchema` answers, which
 * countries-check.test.ts holds it to.
 */
const COUNTRIES_RESPONSE: Shape = [
  ['status', 'true'],
  [
    'countries',
    {
      arrayOf: [
        ['id', 'int'],
        // z.string().length(2): two code points, as zod counts them.
        ['code', { matches: /^[\s\S]{2}$/u }],
        ['name', 'string'],
        ['isd_code', 'string'],
      ],
    },
  ],
];

export function readCountriesResponse(value: unknown): CountriesResponse | null {
  const read = readKind(value, COUNTRIES_RESPONSE);
  return read === REFUSED ? null : (read as CountriesResponse);
}
