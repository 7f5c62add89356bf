import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeContentSchema, referAndEarnContentSchema } from './content';
import {
  HOME_CONTENT_KEYS,
  REFER_AND_EARN_CONTENT_KEYS,
  readHomeContent,
  readReferAndEarnContent,
} from './page-content';

const step = (n: number) => ({ title: `Step ${n}`, text: `Do thing ${n}.` });
const home: Record<string, unknown> = Object.fromEntries(
  HOME_CONTENT_KEYS.map((key) => [key, key === 'hiw_steps' ? [1, 2, 3, 4].map(step) : `${key} text`]),
);
const refer = { page_title: 'Refer', subtitle: 'Earn', steps: [step(1)], note: 'Note', hero_image: '' };

/** What the server's schema answers, in the browser check's terms. */
const viaZod = (schema: typeof homeContentSchema | typeof referAndEarnContentSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
};

/** The browser's check (no zod) and the server's schema are built from one shape: same answers. */
describe('page content: the browser check and the server schema agree', () => {
  const cases: [string, unknown, unknown, boolean][] = [
    ['valid content', home, refer, true],
    ['extra keys (dropped by both)', { ...home, extra: 1 }, { ...refer, extra: 1 }, true],
    ['a missing key', { ...home, banner_title_prefix: undefined }, { ...refer, note: undefined }, false],
    ['a number for a string', { ...home, about_title: 3 }, { ...refer, page_title: 3 }, false],
    ['the wrong number of steps', { ...home, hiw_steps: [step(1)] }, { ...refer, steps: [] }, false],
    [
      'a step without text',
      { ...home, hiw_steps: [step(1), step(2), step(3), { title: 'x' }] },
      { ...refer, steps: [{ title: 'x' }] },
      false,
    ],
    ['steps that are not a list', { ...home, hiw_steps: {} }, { ...refer, steps: 'one' }, false],
    ['not an object', [home], null, false],
  ];
  for (const [name, homeInput, referInput, valid] of cases) {
    it(name, () => {
      const homeAnswer = readHomeContent(homeInput);
      expect(homeAnswer !== null).toBe(valid);
      expect(homeAnswer).toEqual(viaZod(homeContentSchema, homeInput));
      const referAnswer = readReferAndEarnContent(referInput);
      expect(referAnswer !== null).toBe(valid);
      expect(referAnswer).toEqual(viaZod(referAndEarnContentSchema, referInput));
    });
  }

  it('keeps the keys in the order the server stores them', () => {
    expect(Object.keys(readHomeContent(home) ?? {})).toEqual(
      Object.keys(viaZod(homeContentSchema, home) ?? {}),
    );
  });

  it('agrees on arbitrary JSON, near misses included', () => {
    const validStep = fc.record({ title: fc.string(), text: fc.string() });
    const oddStep = fc.oneof(fc.record({ title: fc.string(), text: fc.jsonValue() }), fc.jsonValue());
    /** Valid content with up to one key broken, dropped, or given an odd step, plus extra keys. */
    const near = (keys: readonly string[], stepsKey: string, stepCount: fc.Arbitrary<number>) =>
      fc
        .tuple(
          fc.record(
            Object.fromEntries(
              keys.map((key) => [
                key,
                key === stepsKey
                  ? stepCount.chain((count) => fc.array(validStep, { minLength: count, maxLength: count }))
                  : fc.string(),
              ]),
            ),
          ),
          fc.option(fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.jsonValue(), fc.constant(undefined))), {
            freq: 2,
          }),
          fc.option(oddStep, { freq: 2 }),
          fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 2 }),
        )
        .map(([content, broken, odd, extra]) => {
          const value: Record<string, unknown> = { ...extra, ...content };
          if (broken) value[broken[0]] = broken[1];
          if (odd && Array.isArray(value[stepsKey]))
            value[stepsKey] = [...(value[stepsKey] as unknown[]), odd];
          return value;
        });
    const homeish = fc.oneof(
      near(HOME_CONTENT_KEYS, 'hiw_steps', fc.integer({ min: 3, max: 5 })),
      fc.jsonValue(),
    );
    const referish = fc.oneof(
      near(REFER_AND_EARN_CONTENT_KEYS, 'steps', fc.integer({ min: 0, max: 3 })),
      fc.jsonValue(),
    );
    let valid = 0;
    fc.assert(
      fc.property(homeish, (value) => {
        const answer = readHomeContent(value);
        if (answer) valid += 1;
        expect(answer).toEqual(viaZod(homeContentSchema, value));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(referish, (value) => {
        const answer = readReferAndEarnContent(value);
        if (answer) valid += 1;
        expect(answer).toEqual(viaZod(referAndEarnContentSchema, value));
      }),
      { numRuns: 500 },
    );
    // Both sides of the line were exercised.
    expect(valid).toBeGreaterThan(50);
    expect(valid).toBeLessThan(950);
  });
});
