import { PAGING } from '@friendly/contracts/paging';
import { type Transaction, transactionsResponseSchema } from '@friendly/contracts/seat-payments';
import { readApi, useApiRead } from '../../../api/read';

/** Spec 001 §9: transactions are listed 10 a page. */
export const TRANSACTIONS_PER_PAGE = PAGING.defaultPerPage;

/** GET /api/events/transactions?page&per_page — one page of the host's transactions, newest first (spec 001 §7). */
export const transactionsKey = (page: number, perPage: number = TRANSACTIONS_PER_PAGE) =>
  `/events/transactions?page=${page}&per_page=${perPage}`;

const transactionsRead = { schema: transactionsResponseSchema };
const getTransactions = (key: string) => readApi(key, transactionsRead);

/** The page asked for; the previous page stays on screen while the next one loads. */
export function useTransactions(page: number) {
  return useApiRead(transactionsKey(page), transactionsRead, { keepPreviousData: true });
}

/** Enough pages for any host's history; a longer one is cut here rather than asked for without end. */
const MAX_PAGES = 100;

/**
 * Every transaction of the host, page after page at the API's largest page size (the CSV
 * and the earnings chart cover the whole history, not the page on screen).
 */
export async function getAllTransactions(): Promise<Transaction[]> {
  const all: Transaction[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await getTransactions(transactionsKey(page, PAGING.maxPerPage));
    all.push(...answer.data.data);
    if (answer.data.current_page >= answer.data.last_page) break;
  }
  return all;
}

/** The whole history, for the earnings chart; read again whenever the first page is. */
export const allTransactionsKey = '/events/transactions?all';

export function useAllTransactions() {
  return useApiRead(allTransactionsKey, { load: getAllTransactions });
}
