import { EVENT_MESSAGES } from '@friendly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEvent,
  eventFields,
  imagePart,
  picture,
  postEvent,
  type ReadyHost,
  readyHost,
} from '../support/event-hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * The event form's money and start rules as the server enforces them (docs/decisions/102):
 * a paid seat the provider can charge after the discount, a whole-percent discount, and a
 * start that has not already gone in the event's own zone.
 */

let ctx: TestContext;
let host: ReadyHost;
let image: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await readyHost(ctx);
  image = await picture();
});
afterAll(() => closeTestApp(ctx));

async function post(overrides: Record<string, string>, url = '/api/event') {
  return postEvent(ctx, host.token, url, await eventFields(ctx, overrides), [imagePart(image)]);
}

describe(`paid events the provider can charge (${testDriver})`, () => {
  it.each([
    [{ price: '0', enable_discount: '0' }, 'price', EVENT_MESSAGES.priceBelowMinimum('0.50 AUD')],
    [{ price: '0.49', enable_discount: '0' }, 'price', EVENT_MESSAGES.priceBelowMinimum('0.50 AUD')],
    [{ price: '45.50', discount_amount: '100' }, 'discount_amount', EVENT_MESSAGES.discountFullForPaid],
    [
      { price: '0.60', discount_amount: '25' },
      'discount_amount',
      EVENT_MESSAGES.discountBelowMinimum('0.50 AUD'),
    ],
    [{ discount_amount: '12.5' }, 'discount_amount', EVENT_MESSAGES.discountWholeNumber],
  ])('refuses %o under %s with a message that says why', async (overrides, field, message) => {
    const response = await post(overrides);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ status: false, message, errors: { [field]: [message] } });
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('takes the smallest chargeable price and a whole-percent discount that keeps it chargeable', async () => {
    const atMinimum = await createEvent(ctx, host, { price: '0.50', enable_discount: '0' });
    expect(atMinimum).toMatchObject({ is_paid: true, price: '0.50', price_minor: 50 });
    // 0.67 less 25 % is 0.50 (the discount rounds half up to 0.17).
    const discounted = await createEvent(ctx, host, { price: '0.67', discount_amount: '25' });
    expect(discounted).toMatchObject({ price_minor: 67, enabler_discount_amount: 25 });
    const free = await createEvent(ctx, host, { is_paid: '0', price: '0', discount_amount: '100' });
    expect(free).toMatchObject({ is_paid: false, price: 'FREE' });
  });

  it('judges an edit’s discount against the locked price', async () => {
    const event = await createEvent(ctx, host, { price: '1.00', discount_amount: '10' });
    const response = await post({ price: '1.00', discount_amount: '60' }, `/api/event/${event.id}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({
      discount_amount: [EVENT_MESSAGES.discountBelowMinimum('0.50 AUD')],
    });
    const fine = await post({ price: '1.00', discount_amount: '50' }, `/api/event/${event.id}`);
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data).toMatchObject({ enabler_discount_amount: 50 });
  });
});

describe(`a start not already gone (${testDriver})`, () => {
  // 2026-11-23T09:00Z is 20:00 in Sydney and 01:00 in Los Angeles (the clock only moves on).
  beforeAll(() => ctx.clock.set(new Date('2026-11-23T09:00:00.000Z')));
  const today = (zone: string, start: string, eventType = 'premium') => ({
    event_type: eventType,
    date: '2026-11-23',
    time_zone: zone,
    start_time: start,
    end_time: '23:30:00',
  });

  it.each([
    ['premium', 'Australia/Sydney', '19:30:00'],
    ['plus-priority', 'Australia/Sydney', '09:00:00'],
    ['premium', 'America/Los_Angeles', '00:30:00'],
  ])('refuses a %s event today in %s starting at %s', async (eventType, zone, start) => {
    const response = await post(today(zone, start, eventType));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ start_time: [EVENT_MESSAGES.startInPast] });
  });

  it('takes a start at or after now in the event’s zone', async () => {
    expect((await post(today('Australia/Sydney', '20:00:00'))).statusCode).toBe(200);
    expect((await post(today('America/Los_Angeles', '01:00:00'))).statusCode).toBe(200);
  });
});
