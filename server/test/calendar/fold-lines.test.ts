import fc from 'fast-check';
import { foldLines as libraryFold } from 'ical-generator';
import { describe, expect, it } from 'vitest';
import { foldLines } from '../../src/modules/calendar/ics';

/** The feed folds its lines itself, fast (docs/decisions/150): exactly as ical-generator does. */
describe('foldLines', () => {
  it('folds every content line as ical-generator’s own folding does, multi-octet characters included', () => {
    const line = fc.string({
      unit: fc.constantFrom('a', 'Z', ' ', ',', 'é', '€', '漢', '🍜', '\\n'),
      maxLength: 200,
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
        const text = lines.join('\r\n');
        expect(foldLines(text)).toBe(libraryFold(text));
      }),
      { numRuns: 300 },
    );
  });
});
