import { DEFAULT_AVATAR } from '@friendly/contracts/constants';
import { formatShortDate } from '@friendly/contracts/dates';
import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import { REVIEWS } from '@friendly/contracts/review-constants';
import type { EventReview } from '@friendly/contracts/reviews';
import { Avatar, Heading, Spinner, StarIcon } from '@friendly/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useEventReviews } from '../api/get-event-reviews';
import { averageRatingText, serverMessageOr } from '../event-view';

// Most events have one page of reviews or none: Prev/Next load only for more
// (docs/FIRST-LOAD.md).
const Pagination = lazy(() => import('./reviews-pagination'));

function Stars({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of ${REVIEWS.ratingMax}`}
      className="inline-flex text-warning-600"
    >
      {Array.from({ length: REVIEWS.ratingMax }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of stars
        <StarIcon key={index} className="size-4" fill={index < filled ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}

function ReviewItem({ review }: { review: EventReview }) {
  return (
    <li className="grid gap-2 rounded-xl border border-ink-200 p-4">
      <div className="flex items-center gap-3">
        <Avatar src={review.user.profile_photo} alt="" fallbackSrc={DEFAULT_AVATAR} size="sm" />
        <div className="grid min-w-0">
          <p className="break-words font-semibold text-ink-900">
            {review.user.name ?? EVENT_MESSAGES.reviewerFallbackName}
          </p>
          <p className="text-ink-600 text-xs">{formatShortDate(review.created_at, 'UTC')}</p>
        </div>
        <span className="ml-auto">
          <Stars rating={review.rating} />
        </span>
      </div>
      {review.comment ? (
        <p className="whitespace-pre-line break-words text-ink-700">{review.comment}</p>
      ) : null}
    </li>
  );
}

/**
 * The event's reviews (spec 001 §2, §4): the average to one decimal and '(count) reviews'
 * (left out while there is no review: no '0.0 (0) reviews', docs/screens/086), the page's reviews or 'No reviews yet.', and Prev/Next with 'Page X of Y' when there is
 * more than one page. 'Loading…' shows while a page loads, and paging waits for it.
 * A failure toasts the server's message or 'Failed to load reviews' (§8).
 */
export function EventReviews({ slug }: { slug: string }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, isValidating } = useEventReviews(slug, page, {
    // The toast's code comes with the first failure, off Event details' first load.
    onError: (error) =>
      void import('../../../lib/toast').then(({ toast }) =>
        toast.error(serverMessageOr(error, EVENT_MESSAGES.reviewsFailed)),
      ),
  });
  const reviews = data?.data.reviews;
  const stats = data?.data.stats;

  return (
    <section aria-labelledby={headingId} aria-busy={isValidating || undefined} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading level={2} size="md" id={headingId}>
          {EVENT_MESSAGES.reviewsTitle}
        </Heading>
        {stats && stats.count > 0 ? (
          <p className="flex items-center gap-2 text-ink-700">
            <span aria-hidden="true">
              <Stars rating={stats.average_rating} />
            </span>
            <span className="font-bold text-ink-900">{averageRatingText(stats.average_rating)}</span>
            <span className="text-sm">{EVENT_MESSAGES.reviewCount(stats.count)}</span>
          </p>
        ) : null}
      </div>
      {isValidating ? <Spinner label={EVENT_MESSAGES.reviewsLoading} showLabel /> : null}
      {reviews && reviews.data.length > 0 ? (
        <ul className="grid gap-3">
          {reviews.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : reviews ? (
        <p className="text-ink-600">{EVENT_MESSAGES.noReviews}</p>
      ) : null}
      {reviews && reviews.last_page > 1 ? (
        <Suspense fallback={null}>
          <Pagination
            aria-label={EVENT_MESSAGES.reviewsTitle}
            page={reviews.current_page}
            lastPage={reviews.last_page}
            loading={isValidating}
            onPageChange={setPage}
            previousLabel={EVENT_MESSAGES.previousPage}
            nextLabel={EVENT_MESSAGES.nextPage}
            hideOnSinglePage
            align="between"
          />
        </Suspense>
      ) : null}
    </section>
  );
}
