import { HOST_REVIEWS_TEXT, REVIEWS } from '@friendly/contracts/reviews';

// The star of Event details' reviews, drawn again here: features do not share components.
function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill={filled ? 'currentColor' : 'none'}>
      <path
        d="m10 2.5 2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2-3.8-3.6 5.2-.7L10 2.5Z"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Five stars, as many filled as the rating; read as '4 out of 5 stars'. `relative` keeps the
 * visually hidden words inside a scrolling table (an absolute box escapes to the page otherwise).
 */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span
      data-rating={rating}
      className="relative inline-flex items-center gap-0.5 whitespace-nowrap text-warning-600"
    >
      {Array.from({ length: REVIEWS.ratingMax }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, never reordered
        <Star key={index} filled={index < rating} />
      ))}
      <span className="sr-only">{HOST_REVIEWS_TEXT.rating(rating)}</span>
    </span>
  );
}
