import { HOST_REVIEWS_TEXT, REVIEWS } from '@friendly/contracts/reviews';
import { StarIcon } from '@friendly/ui';

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
        <StarIcon key={index} className="size-4" fill={index < rating ? 'currentColor' : 'none'} />
      ))}
      <span className="sr-only">{HOST_REVIEWS_TEXT.rating(rating)}</span>
    </span>
  );
}
