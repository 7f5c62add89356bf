import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationsResponseSchema } from './notifications';
import { readNotificationsResponse } from './notifications-check';
import { agreesWithSchema, withChanges } from './test-support/agrees-with-schema';

/** The notifications check without zod answers what the contract's schema answers (docs/decisions/085). */
describe('readNotificationsResponse', () => {
  const viaZod = (value: unknown) => {
    const result = notificationsResponseSchema.safeParse(value);
    return result.success ? result.data : null;
  };
  const valid = {
    status: true,
    data: {
      today: [],
      earlier: [
        {
          id: 3,
          type: 'host.approved',
          title: 'Approved',
          message: 'You are in.',
          is_read: false,
          sent_at: '2026-11-20T10:00:00.000Z',
          data: null,
        },
      ],
    },
    unread_count: 1,
    timezone: 'UTC',
  };
  const item = {
    id: 3,
    type: 'host.approved',
    title: 'Approved',
    message: 'You are in.',
    is_read: false,
    sent_at: '2026-11-20T10:00:00.000Z',
    data: { event_id: 4 },
  };

  it('reads a valid answer as the schema does, dropping unknown keys', () => {
    const answer = { ...valid, extra: 1 };
    expect(readNotificationsResponse(answer)).not.toBeNull();
    expect(readNotificationsResponse(answer)).toEqual(viaZod(answer));
  });

  it('refuses what the schema refuses', () => {
    for (const answer of [
      null,
      [],
      { ...valid, status: false },
      { status: true },
      { ...valid, unread_count: -1 },
    ]) {
      expect(readNotificationsResponse(answer)).toBeNull();
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
      fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 2 }),
    );
    const near = withChanges(item, odd).map((changed) => ({
      status: true,
      data: { today: [changed], earlier: [item] },
      unread_count: 2,
      timezone: 'UTC',
    }));
    agreesWithSchema(readNotificationsResponse, notificationsResponseSchema, near);
  });
});
