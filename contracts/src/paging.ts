import { z } from 'zod';

/**
 * Page sizes (spec 001 §8: transactions and host reviews default to 10; the largest page is
 * ours to set, docs/decisions/065).
 */
export const PAGING = {
  defaultPerPage: 10,
  maxPerPage: 100,
  /** Far past any real list: keeps OFFSET bounded. */
  maxPage: 100_000,
} as const;

export const PAGING_MESSAGES = {
  page: 'The page must be a whole number of at least 1.',
  perPage: `The page size must be a whole number from 1 to ${PAGING.maxPerPage}.`,
} as const;

/**
 * The `page` and `per_page` query of every list (spec 001 §7: `?page&per_page`). A list
 * with another default page size passes its own; the maximum never grows past
 * PAGING.maxPerPage.
 */
export function pageQuerySchema(options: { defaultPerPage?: number; maxPerPage?: number } = {}) {
  const maxPerPage = Math.min(options.maxPerPage ?? PAGING.maxPerPage, PAGING.maxPerPage);
  const perPageMessage =
    maxPerPage === PAGING.maxPerPage
      ? PAGING_MESSAGES.perPage
      : `The page size must be a whole number from 1 to ${maxPerPage}.`;
  return z.object({
    page: z.coerce
      .number({ error: PAGING_MESSAGES.page })
      .int({ error: PAGING_MESSAGES.page })
      .min(1, { error: PAGING_MESSAGES.page })
      .max(PAGING.maxPage, { error: PAGING_MESSAGES.page })
      .default(1),
    per_page: z.coerce
      .number({ error: perPageMessage })
      .int({ error: perPageMessage })
      .min(1, { error: perPageMessage })
      .max(maxPerPage, { error: perPageMessage })
      .default(options.defaultPerPage ?? PAGING.defaultPerPage),
  });
}
export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

/** Where a page stands in its list (spec 001 §3 "Paging"). */
export const pagingSchema = z.object({
  current_page: z.number().int().min(1),
  last_page: z.number().int().min(1).describe('1 for an empty list'),
  per_page: z.number().int().min(1),
  total: z.number().int().nonnegative(),
});
export type Paging = z.infer<typeof pagingSchema>;

/** A page of items with its paging beside them: `{ data, current_page, last_page, per_page, total }`. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return pagingSchema.extend({ data: z.array(item) });
}

/** The paging of page `page` of `total` items, `perPage` a page; an empty list has one (empty) page. */
export function pagingFor(page: number, perPage: number, total: number): Paging {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
