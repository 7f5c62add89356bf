import { DEFAULT_AVATAR } from '@friendly/contracts/constants';
import { formatShortDate } from '@friendly/contracts/dates';
import {
  HOST_REVIEW_SORTS,
  HOST_REVIEWS_TEXT,
  type HostReview,
  type HostReviewSort,
} from '@friendly/contracts/reviews';
import { Avatar, Container, DataTable, type DataTableColumn, ErrorState, Heading } from '@friendly/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { failureMessage } from '../../../api/http';
import { eventColumn } from '../../../components/event-column';
import { browserTimeZone } from '../../../lib/dates';
import { useHostReviews } from '../api/get-host-reviews';
import { RatingStars } from '../components/rating-stars';

const SORT_OPTIONS = HOST_REVIEW_SORTS.map((value) => ({ value, label: HOST_REVIEWS_TEXT.sorts[value] }));

const isSort = (value: string | null): value is HostReviewSort =>
  (HOST_REVIEW_SORTS as readonly string[]).includes(value ?? '');

/** Which column the order follows, for `aria-sort` on its header. */
function sortedByOf(sort: HostReviewSort) {
  const [column, direction] = sort.split('_') as ['date' | 'rating', 'asc' | 'desc'];
  return { column, direction: direction === 'asc' ? ('ascending' as const) : ('descending' as const) };
}

/** On a phone each review is a card headed by its reviewer, the stars and comment first (docs/decisions/128). */
const COLUMNS: ReadonlyArray<DataTableColumn<HostReview>> = [
  {
    id: 'reviewer',
    header: HOST_REVIEWS_TEXT.columns.reviewer,
    rowHeader: true,
    className: 'min-w-44',
    cell: (row) => (
      <span className="flex items-center gap-3">
        <Avatar src={row.user.profile_photo} alt="" fallbackSrc={DEFAULT_AVATAR} size="sm" />
        <span>{row.user.name?.trim() || HOST_REVIEWS_TEXT.reviewerFallback}</span>
      </span>
    ),
  },
  { ...eventColumn<HostReview>(HOST_REVIEWS_TEXT.columns.event), priority: 3 },
  {
    id: 'rating',
    header: HOST_REVIEWS_TEXT.columns.rating,
    priority: 1,
    cell: (row) => <RatingStars rating={row.rating} />,
  },
  {
    id: 'comment',
    header: HOST_REVIEWS_TEXT.columns.comment,
    priority: 2,
    prose: true,
    className: 'min-w-64 max-w-md wrap-anywhere',
    cell: (row) => row.comment.trim() || HOST_REVIEWS_TEXT.noComment,
  },
  {
    id: 'date',
    header: HOST_REVIEWS_TEXT.columns.date,
    priority: 4,
    className: 'whitespace-nowrap',
    cell: (row) => (
      <time dateTime={row.created_at}>{formatShortDate(row.created_at, browserTimeZone())}</time>
    ),
  },
];

/** The order and page in the address (`?sort=rating_desc&page=2`); a new order starts at page 1. */
function useListParams() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('sort');
  const sort: HostReviewSort = isSort(requested) ? requested : 'date_desc';
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const update = (changes: { sort?: HostReviewSort; page?: number }) => {
    const params = new URLSearchParams(search);
    const nextSort = changes.sort ?? sort;
    const nextPage = changes.sort ? 1 : (changes.page ?? page);
    if (nextSort === 'date_desc') params.delete('sort');
    else params.set('sort', nextSort);
    if (nextPage === 1) params.delete('page');
    else params.set('page', String(nextPage));
    setSearch(params, { replace: true });
  };
  return { sort, page, update };
}

/**
 * /host-event-reviews (spec 001 §2 'Event Reviews'): every review of the host's events —
 * reviewer, event, stars, comment, date — in the order chosen, 10 a page.
 */
export function HostEventReviewsPage() {
  const { sort, page, update } = useListParams();
  const { data, error, isLoading, isValidating } = useHostReviews(page, sort);
  const answer = data?.data;
  const current = answer && answer.current_page === page;
  const failed = Boolean(error) && !data;

  // A page past the last (an old link, a list that shrank) shows the last one (spec 001 §4).
  useEffect(() => {
    if (answer && answer.current_page === page && page > answer.last_page) update({ page: answer.last_page });
  });

  return (
    <Container asChild>
      <main id="main" className="grid grid-cols-[minmax(0,1fr)] gap-8 py-10 sm:py-14">
        <Heading level={1}>{HOST_REVIEWS_TEXT.title}</Heading>
        {failed ? (
          <ErrorState
            title={failureMessage(error, {
              network: HOST_REVIEWS_TEXT.failedToLoad,
              fallback: HOST_REVIEWS_TEXT.failedToLoad,
            })}
          />
        ) : (
          <DataTable
            caption={HOST_REVIEWS_TEXT.tableCaption}
            columns={COLUMNS}
            rows={answer?.data ?? []}
            getRowKey={(row) => row.id}
            loading={isLoading || (isValidating && !current)}
            emptyText={HOST_REVIEWS_TEXT.empty}
            summary={answer ? HOST_REVIEWS_TEXT.showing(answer.total) : null}
            sort={{
              label: HOST_REVIEWS_TEXT.sortLabel,
              options: SORT_OPTIONS,
              value: sort,
              onValueChange: (value) => isSort(value) && update({ sort: value }),
            }}
            sortedBy={sortedByOf(sort)}
            pagination={{
              page,
              lastPage: answer?.last_page ?? 1,
              onPageChange: (next) => update({ page: next }),
              hideOnSinglePage: true,
            }}
          />
        )}
      </main>
    </Container>
  );
}
