import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmsPageResponseSchema, faqsResponseSchema, testimonialsResponseSchema } from './content';
import { readCmsPageResponse, readFaqsResponse, readTestimonialsResponse } from './content-check';
import { agreesWithSchema, withChanges } from './test-support/agrees-with-schema';

/** The CMS page check without zod answers what the contract's schema answers (docs/decisions/085). */
describe('readCmsPageResponse', () => {
  const viaZod = (value: unknown) => {
    const result = cmsPageResponseSchema.safeParse(value);
    return result.success ? result.data : null;
  };
  const valid = {
    status: true,
    data: { key: 'home', title: 'Home', content: '{}', updated_at: '2026-11-20T10:00:00.000Z' },
  };
  const item = { key: 'home', title: 'Home', content: '{}', updated_at: '2026-11-20T10:00:00.000Z' };

  it('reads a valid answer as the schema does, dropping unknown keys', () => {
    const answer = { ...valid, extra: 1 };
    expect(readCmsPageResponse(answer)).not.toBeNull();
    expect(readCmsPageResponse(answer)).toEqual(viaZod(answer));
  });

  it('refuses what the schema refuses', () => {
    for (const answer of [
      null,
      [],
      { ...valid, status: false },
      { status: true },
      { ...valid, data: { ...valid.data, key: 'about' } },
    ]) {
      expect(readCmsPageResponse(answer)).toBeNull();
      expect(viaZod(answer)).toBeNull();
    }
  });

  it('agrees with the schema on arbitrary near misses', () => {
    const odd = fc.oneof(
      fc.jsonValue(),
      fc.constant(undefined),
      fc.double(),
      fc.integer(),
      fc.constant(Number.MAX_SAFE_INTEGER + 2),
      fc.string({ maxLength: 3 }),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('home', 'privacy-policy', 'about'),
    );
    const near = withChanges(item, odd).map((changed) => ({ status: true, data: changed }));
    agreesWithSchema(readCmsPageResponse, cmsPageResponseSchema, near);
  });
});

/** The testimonials check without zod answers what the contract's schema answers (docs/decisions/085). */
describe('readTestimonialsResponse', () => {
  const viaZod = (value: unknown) => {
    const result = testimonialsResponseSchema.safeParse(value);
    return result.success ? result.data : null;
  };
  const valid = {
    status: true,
    data: [{ id: 1, content: 'Lovely.', name: 'Ana', location: 'Sydney', avatar: '/media/a.webp' }],
  };
  const item = { id: 1, content: 'Lovely.', name: 'Ana', location: 'Sydney', avatar: '/media/a.webp' };

  it('reads a valid answer as the schema does, dropping unknown keys', () => {
    const answer = { ...valid, extra: 1 };
    expect(readTestimonialsResponse(answer)).not.toBeNull();
    expect(readTestimonialsResponse(answer)).toEqual(viaZod(answer));
  });

  it('refuses what the schema refuses', () => {
    for (const answer of [
      null,
      [],
      { ...valid, status: false },
      { status: true },
      { ...valid, data: [{ ...valid.data[0], id: 1.5 }] },
    ]) {
      expect(readTestimonialsResponse(answer)).toBeNull();
      expect(viaZod(answer)).toBeNull();
    }
  });

  it('agrees with the schema on arbitrary near misses', () => {
    const odd = fc.oneof(
      fc.jsonValue(),
      fc.constant(undefined),
      fc.double(),
      fc.integer(),
      fc.constant(Number.MAX_SAFE_INTEGER + 2),
      fc.string({ maxLength: 3 }),
      fc.boolean(),
      fc.constant(null),
    );
    const near = withChanges(item, odd).map((changed) => ({ status: true, data: [item, changed] }));
    agreesWithSchema(readTestimonialsResponse, testimonialsResponseSchema, near);
  });
});

/** The FAQs check without zod answers what the contract's schema answers (docs/decisions/085). */
describe('readFaqsResponse', () => {
  const viaZod = (value: unknown) => {
    const result = faqsResponseSchema.safeParse(value);
    return result.success ? result.data : null;
  };
  const valid = { status: true, data: [{ id: 1, question: 'Why?', answer: 'Because.' }] };
  const item = { id: 1, question: 'Why?', answer: 'Because.' };

  it('reads a valid answer as the schema does, dropping unknown keys', () => {
    const answer = { ...valid, extra: 1 };
    expect(readFaqsResponse(answer)).not.toBeNull();
    expect(readFaqsResponse(answer)).toEqual(viaZod(answer));
  });

  it('refuses what the schema refuses', () => {
    for (const answer of [
      null,
      [],
      { ...valid, status: false },
      { status: true },
      { ...valid, data: { id: 1 } },
    ]) {
      expect(readFaqsResponse(answer)).toBeNull();
      expect(viaZod(answer)).toBeNull();
    }
  });

  it('agrees with the schema on arbitrary near misses', () => {
    const odd = fc.oneof(
      fc.jsonValue(),
      fc.constant(undefined),
      fc.double(),
      fc.integer(),
      fc.constant(Number.MAX_SAFE_INTEGER + 2),
      fc.string({ maxLength: 3 }),
      fc.boolean(),
      fc.constant(null),
    );
    const near = withChanges(item, odd).map((changed) => ({ status: true, data: [changed] }));
    agreesWithSchema(readFaqsResponse, faqsResponseSchema, near);
  });
});
