import {
  EVENT_MESSAGES,
  type EventReview,
  type HostReview,
  type HostReviewsQuery,
  type PageQuery,
  REVIEW_MESSAGES,
  REVIEWS,
  type ReviewInput,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { inTransaction } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { StorageProvider } from '../../providers/storage';
import { findHostedEvent } from '../events/repository';
import { findEventForGuest, findMembership } from '../guests/membership-repository';
import { notify } from '../notifications/service';
import type { UserRow } from '../users/repository';
import {
  eventReviewStats,
  eventReviewsPage,
  eventTitlesOf,
  hostReviewsPage,
  insertReview,
  type ReviewRow,
  reviewersOf,
} from './repository';

/**
 * Guests review events they attended; hosts read the reviews of their own events
 * (spec 001 §3 'Review (event details)'; docs/decisions/082).
 */

function toEventReview(
  row: ReviewRow,
  reviewer: { name: string | null; photoKey: string | null } | undefined,
  storage: StorageProvider,
): EventReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    user: {
      id: row.userId,
      name: reviewer?.name ?? null,
      profile_photo: reviewer?.photoKey ? storage.urlFor(reviewer.photoKey) : null,
    },
  };
}

/** A page of one of the host's events' reviews with their stats: four queries whatever the page. */
export async function hostedEventReviews(
  deps: Pick<Deps, 'db' | 'providers'>,
  host: UserRow,
  idOrSlug: string,
  query: PageQuery,
) {
  const event = await findHostedEvent(deps.db, host.id, idOrSlug);
  if (!event) throw new NotFoundError(EVENT_MESSAGES.notFound);
  const [{ rows, paging }, stats] = await Promise.all([
    eventReviewsPage(deps.db, event.id, { page: query.page, perPage: query.per_page }),
    eventReviewStats(deps.db, event.id),
  ]);
  const reviewers = await reviewersOf(
    deps.db,
    rows.map((row) => row.userId),
  );
  return {
    reviews: {
      ...paging,
      data: rows.map((row) => toEventReview(row, reviewers.get(row.userId), deps.providers.storage)),
    },
    stats: { average_rating: Math.round(stats.average * 100) / 100, count: stats.count },
  };
}

/** Every review of the host's events, a page at a time (spec 001 §2 'Event Reviews'): four queries. */
export async function hostReviews(
  deps: Pick<Deps, 'db' | 'providers'>,
  host: UserRow,
  query: HostReviewsQuery,
) {
  const { rows, paging } = await hostReviewsPage(deps.db, host.id, query.sort, {
    page: query.page,
    perPage: query.per_page,
  });
  const [reviewers, titles] = await Promise.all([
    reviewersOf(
      deps.db,
      rows.map((row) => row.userId),
    ),
    eventTitlesOf(
      deps.db,
      rows.map((row) => row.eventId),
    ),
  ]);
  const data: HostReview[] = rows.map((row) => ({
    ...toEventReview(row, reviewers.get(row.userId), deps.providers.storage),
    event: titles.get(row.eventId) ?? { id: row.eventId, slug: '', title: '' },
  }));
  return { ...paging, data };
}

/**
 * A guest's review of an event they held a seat at, once it has ended (completed) and for
 * REVIEWS.windowDays after; one per guest and event. The host is notified in the same
 * transaction.
 */
export async function reviewEvent(
  deps: Pick<Deps, 'db' | 'clock' | 'providers'>,
  guest: UserRow,
  idOrSlug: string,
  input: ReviewInput,
) {
  const now = deps.clock();
  return inTransaction(deps.db, async (tx) => {
    const event = await findEventForGuest(tx, idOrSlug);
    if (!event || (event.status !== 'approved' && event.status !== 'completed')) {
      throw new NotFoundError(EVENT_MESSAGES.notFound);
    }
    const membership = await findMembership(tx, event.id, guest.id);
    if (membership?.status !== 'joined') throw new ForbiddenError(REVIEW_MESSAGES.notAttended);
    if (event.status !== 'completed') throw new ConflictError(REVIEW_MESSAGES.notYet);
    if (now.getTime() > event.endsAt.getTime() + REVIEWS.windowDays * 86_400_000) {
      throw new ConflictError(REVIEW_MESSAGES.closed);
    }
    const row = await insertReview(tx, {
      eventId: event.id,
      hostId: event.hostId,
      userId: guest.id,
      rating: input.rating,
      comment: input.comment ?? '',
      createdAt: now,
    });
    if (!row) throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
    await notify(
      tx,
      event.hostId,
      {
        type: 'event.reviewed',
        facts: { event, guest, rating: row.rating, reviewId: row.id },
      },
      now,
    );
    return {
      ...toEventReview(row, { name: guest.name, photoKey: guest.profilePhotoKey }, deps.providers.storage),
      event_id: event.id,
    };
  });
}
