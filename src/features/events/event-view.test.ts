import type { EventDetailResponse, EventsListResponse } from '@friendly/contracts/event-views';
import { GO_STATUS_LABELS, guestsNeeded } from '@friendly/contracts/go-no-go';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/http';
import {
  averageRatingText,
  cancelFailureMessage,
  detailLoadError,
  goNoGoText,
  isFreePrice,
  priceText,
  serverMessageOr,
  withDetailCancelled,
  withEventCancelled,
} from './event-view';

const answered = (status: number, body: Record<string, unknown> | null) =>
  new ApiRequestError(status, 'failed', body, null);
const network = new ApiRequestError(null, 'Network error', null, null);

describe('cancelled at once (spec 001 §4)', () => {
  it('marks only the cancelled card', () => {
    const list = {
      data: [
        { id: 1, status: 'pending' },
        { id: 2, status: 'pending' },
      ],
    } as unknown as EventsListResponse;
    const next = withEventCancelled(list, 2);
    expect(next.data.map((event) => event.status)).toEqual(['pending', 'cancelled']);
    expect(list.data[1]?.status).toBe('pending');
  });

  it('makes the detail neither editable nor cancellable', () => {
    const detail = {
      data: { status: 'pending', is_editable: true, is_cancellable: true },
    } as unknown as EventDetailResponse;
    expect(withDetailCancelled(detail).data).toMatchObject({
      status: 'cancelled',
      is_editable: false,
      is_cancellable: false,
    });
  });
});

describe('messages of failures (spec 001 §8)', () => {
  it("reads the server's message, else the fallback", () => {
    expect(serverMessageOr(answered(409, { message: 'Only pending events can be cancelled.' }), 'x')).toBe(
      'Only pending events can be cancelled.',
    );
    expect(serverMessageOr(answered(500, { message: '  ' }), 'fallback')).toBe('fallback');
    expect(serverMessageOr(network, 'fallback')).toBe('fallback');
    expect(serverMessageOr(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it("words a failed cancel: the server's message, 'Failed to cancel event', or 'Error cancelling event'", () => {
    expect(cancelFailureMessage(answered(409, { message: 'Only pending events can be cancelled.' }))).toBe(
      'Only pending events can be cancelled.',
    );
    expect(cancelFailureMessage(answered(500, null))).toBe('Failed to cancel event');
    expect(cancelFailureMessage(network)).toBe('Error cancelling event');
    // A 2xx answer that does not match its contract is not a refusal.
    expect(cancelFailureMessage(answered(200, { message: 'Event cancelled successfully' }))).toBe(
      'Error cancelling event',
    );
    expect(cancelFailureMessage(new TypeError('x'))).toBe('Error cancelling event');
  });

  it("words a failed details load: the server's message, 'Event not found', or 'Something went wrong'", () => {
    expect(detailLoadError(answered(404, { message: 'No such event.' }))).toBe('No such event.');
    expect(detailLoadError(answered(404, null))).toBe('Event not found');
    expect(detailLoadError(answered(500, null))).toBe('Something went wrong');
    expect(detailLoadError(network)).toBe('Something went wrong');
  });
});

describe('prices and ratings', () => {
  it("shows '$price', or FREE when the price is the text FREE", () => {
    expect(isFreePrice('FREE')).toBe(true);
    expect(isFreePrice('free ')).toBe(true);
    expect(priceText('FREE')).toBe('FREE');
    expect(priceText('45.00')).toBe('$45.00');
    expect(priceText('45.00', 'aud')).toBe('A$45.00');
    expect(priceText('1250.00', 'usd')).toBe('$1,250.00');
  });

  it('rounds the average to one decimal', () => {
    expect(averageRatingText(4.25)).toBe('4.3');
    expect(averageRatingText(4.33)).toBe('4.3');
    expect(averageRatingText(0)).toBe('0.0');
    expect(averageRatingText(5)).toBe('5.0');
  });
});

describe('the go/no-go in words (docs/decisions/148)', () => {
  const event = {
    status: 'approved' as const,
    go_status: 'open' as const,
    min_guests: 4,
    decision_at: '2026-12-17T07:30:00.000Z',
    totalMembers: 2,
    time_zone: 'Australia/Sydney',
  };

  it('says an open minimum with its decision time, in the event’s zone', () => {
    expect(goNoGoText(event)).toBe(`${guestsNeeded(2, 4)} by Dec 17, 2026, 6:30 PM`);
    expect(goNoGoText({ ...event, time_zone: 'UTC' })).toBe(`${guestsNeeded(2, 4)} by Dec 17, 2026, 7:30 AM`);
  });

  it('says nothing of an open minimum of one, and names a decided one', () => {
    expect(goNoGoText({ ...event, min_guests: 1 })).toBeNull();
    // Nor of one no longer taking guests, as its spots.
    for (const status of ['cancelled', 'rejected', 'completed'] as const)
      expect(goNoGoText({ ...event, status })).toBeNull();
    expect(goNoGoText({ ...event, status: 'pending' })).not.toBeNull();
    expect(goNoGoText({ ...event, min_guests: 1, go_status: 'confirmed' })).toBe(GO_STATUS_LABELS.confirmed);
    expect(goNoGoText({ ...event, go_status: 'called_off' })).toBe(GO_STATUS_LABELS.called_off);
  });
});
