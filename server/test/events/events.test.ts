import { EVENT_IMAGE_MESSAGES, EVENT_MESSAGES, PAYMENT_MESSAGES } from '@friendly/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema';
import {
  connectPayouts,
  createEvent,
  dateAfter,
  eventFields,
  imagePart,
  picture,
  postEvent,
  profiledHost,
  type ReadyHost,
  readyHost,
} from '../support/event-hosts';
import { bearer } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

let ctx: TestContext;
let host: ReadyHost;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await readyHost(ctx);
});
afterAll(() => closeTestApp(ctx));

const get = (url: string, token = host.token) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const setStatus = (id: number, status: string) =>
  ctx.database.db.update(events).set({ status }).where(eq(events.id, id));

describe(`POST /api/event (${testDriver})`, () => {
  it('creates a pending event with its images re-encoded, its times in its zone and money in minor units', async () => {
    const original = await picture('jpeg', 2400, 1800);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const fields = await eventFields(ctx, { date: dateAfter(ctx, 30) });
    const response = await postEvent(ctx, host.token, '/api/event', fields, [imagePart(original)]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, message: EVENT_MESSAGES.created });
    const event = body.data;
    expect(event).toMatchObject({
      title: 'Sunday long lunch',
      status: 'pending',
      date: fields.date,
      start_time: '12:00',
      end_time: '15:30',
      time_zone: 'Australia/Sydney',
      event_type: 'all',
      event_type_label: 'Standard',
      user_type: 'individual',
      user_type_label: 'Individual',
      is_paid: true,
      price: '45.50',
      price_minor: 4550,
      currency: 'aud',
      event_enabler_discount: true,
      enabler_discount_amount: 25,
      is_capacity_limited: true,
      capacity: 6,
      spots: 6,
      totalMembers: 0,
      members: [],
      age_group_ids: fields.age_group_ids,
      category_ids: fields.category,
      spot_ids: fields.spot_ids,
      is_editable: true,
      is_cancellable: true,
    });
    expect(event.slug).toMatch(/^sunday-long-lunch-[a-z0-9]{8}$/);
    expect(event.tags.map((tag: { name: string }) => tag.name)).toEqual(['Dinner', 'Brunch']);
    expect(event.spot_tags).toHaveLength(1);
    // Sydney is UTC+11 in summer: noon there is 01:00 UTC.
    expect(event.starts_at).toBe(`${fields.date}T01:00:00.000Z`);
    expect(event.ends_at).toBe(`${fields.date}T04:30:00.000Z`);

    expect(event.images).toHaveLength(1);
    expect(event.images[0]).toMatch(/^\/media\/events\/[\w-]+-large\.webp$/);
    const large = await ctx.app.inject({ method: 'GET', url: event.images[0] });
    expect(large.statusCode).toBe(200);
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    const card = await ctx.app.inject({ method: 'GET', url: event.image_items[0].card_url });
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 640, height: 480 });
  });

  it('refuses hosts who are not approved, or have no payouts yet, with a message the app can show', async () => {
    const pending = await profiledHost(ctx);
    const fields = await eventFields(ctx);
    const refused = await postEvent(ctx, pending.token, '/api/event', fields, [imagePart(await picture())]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: false, message: EVENT_MESSAGES.hostNotApproved });

    const approved = await profiledHost(ctx, { approve: true });
    const noPayouts = await postEvent(ctx, approved.token, '/api/event', fields, [
      imagePart(await picture()),
    ]);
    expect(noPayouts.statusCode).toBe(403);
    expect(noPayouts.json()).toEqual({ status: false, message: EVENT_MESSAGES.paymentSetupRequired });

    await connectPayouts(ctx, approved);
    const allowed = await postEvent(ctx, approved.token, '/api/event', fields, [imagePart(await picture())]);
    expect(allowed.statusCode).toBe(200);
  });

  it('answers every broken rule at once, with the spec’s messages', async () => {
    const response = await postEvent(
      ctx,
      host.token,
      '/api/event',
      {
        title: 'ab',
        description: 'too short',
        location: '',
        category: '',
        spot_ids: '',
        age_group_ids: '',
        date: '',
        start_time: '',
        end_time: '',
        event_type: 'all',
        user_type: 'individual',
        is_paid: '1',
        price: '',
        enable_discount: '1',
        discount_amount: '150',
        capacity: 'many',
      },
      [],
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe(false);
    expect(body.errors).toEqual({
      title: [EVENT_MESSAGES.titleRequired],
      description: [EVENT_MESSAGES.descriptionRequired],
      location: [EVENT_MESSAGES.locationRequired],
      category: [EVENT_MESSAGES.categoryRequired],
      spot_ids: [EVENT_MESSAGES.spotRequired],
      age_group_ids: [EVENT_MESSAGES.ageGroupRequired],
      date: [EVENT_MESSAGES.dateRequired],
      start_time: [EVENT_MESSAGES.startTimeRequired],
      end_time: [EVENT_MESSAGES.endTimeRequired],
      price: [EVENT_MESSAGES.priceRequired],
      discount_amount: [EVENT_MESSAGES.discountRange],
      capacity: [EVENT_MESSAGES.capacityNumber],
      images: [EVENT_MESSAGES.imagesRequired],
    });
    expect(body.message).toBe(EVENT_MESSAGES.titleRequired);
  });

  it.each([
    [{ title: ' ab ' }, 'title', EVENT_MESSAGES.titleRequired],
    [{ title: 'x'.repeat(121) }, 'title', EVENT_MESSAGES.titleTooLong],
    [{ description: 'Nine char' }, 'description', EVENT_MESSAGES.descriptionRequired],
    [{ latitude: '' }, 'location', EVENT_MESSAGES.locationRequired],
    [{ longitude: '200' }, 'location', EVENT_MESSAGES.locationRequired],
    [{ category: '999999' }, 'category', EVENT_MESSAGES.unknownCategory],
    [{ category: '1,abc' }, 'category', EVENT_MESSAGES.unknownCategory],
    [{ spot_ids: '999999' }, 'spot_ids', EVENT_MESSAGES.unknownSpot],
    [{ age_group_ids: '999999' }, 'age_group_ids', EVENT_MESSAGES.unknownAgeGroup],
    [{ date: '2026-02-30' }, 'date', EVENT_MESSAGES.dateRequired],
    [{ start_time: '10:15:00' }, 'start_time', EVENT_MESSAGES.timeNotOnGrid],
    [{ start_time: '25:00:00' }, 'start_time', EVENT_MESSAGES.startTimeRequired],
    [{ start_time: '15:30:00', end_time: '15:30:00' }, 'end_time', EVENT_MESSAGES.endBeforeStart],
    [{ start_time: '18:00:00', end_time: '09:00:00' }, 'end_time', EVENT_MESSAGES.endBeforeStart],
    [{ event_type: 'vip' }, 'event_type', EVENT_MESSAGES.eventTypeInvalid],
    [{ user_type: 'crowd' }, 'user_type', EVENT_MESSAGES.userTypeInvalid],
    [{ price: '-1' }, 'price', EVENT_MESSAGES.priceRequired],
    [{ price: '10.505' }, 'price', EVENT_MESSAGES.priceRequired],
    [{ price: 'ten' }, 'price', EVENT_MESSAGES.priceRequired],
    [{ price: '10000.01' }, 'price', EVENT_MESSAGES.priceTooHigh],
    [{ discount_amount: '-1' }, 'discount_amount', EVENT_MESSAGES.discountRange],
    [{ discount_amount: '' }, 'discount_amount', EVENT_MESSAGES.discountRange],
    [{ capacity: '0' }, 'capacity', EVENT_MESSAGES.capacityMin],
    [{ capacity: '7' }, 'capacity', EVENT_MESSAGES.capacityMax],
    [{ capacity: '' }, 'capacity', EVENT_MESSAGES.capacityNumber],
    [{ is_capacity_limited: '0' }, 'is_capacity_limited', EVENT_MESSAGES.capacityAlwaysLimited],
    [{ time_zone: 'Mars/Olympus' }, 'time_zone', EVENT_MESSAGES.timeZoneInvalid],
  ])('refuses %o under %s', async (overrides, field, message) => {
    const response = await postEvent(ctx, host.token, '/api/event', await eventFields(ctx, overrides), [
      imagePart(await picture()),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it('takes a free event’s price as FREE, whatever was typed, and a discount that is off as the default', async () => {
    const event = await createEvent(ctx, host, {
      is_paid: '0',
      price: 'whatever',
      enable_discount: '0',
      discount_amount: '',
    });
    expect(event).toMatchObject({
      is_paid: false,
      price: 'FREE',
      price_minor: 0,
      event_enabler_discount: false,
    });
  });

  it('takes the discount as on at 25 when the form leaves it out; an edit that leaves it out keeps the event’s', async () => {
    const { enable_discount: _on, discount_amount: _amount, ...fields } = await eventFields(ctx);
    const created = await postEvent(ctx, host.token, '/api/event', fields, [imagePart(await picture())]);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ event_enabler_discount: true, enabler_discount_amount: 25 });

    const off = await createEvent(ctx, host, { enable_discount: '0' });
    const {
      enable_discount: _x,
      discount_amount: _y,
      ...edit
    } = await eventFields(ctx, {
      date: off.date as string,
      title: 'Sunday long lunch, renamed',
    });
    const edited = await postEvent(ctx, host.token, `/api/event/${off.id}`, edit, []);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: 'Sunday long lunch, renamed',
      event_enabler_discount: false,
    });
  });

  it('holds Standard events to 20 days ahead and every event to today or later, in the event’s zone', async () => {
    // 2026-11-22 12:00 UTC is already 2026-11-23 in Kiritimati (UTC+14), still the 22nd in Los Angeles.
    ctx.clock.set(new Date('2026-11-22T12:00:00.000Z'));
    const plus = {
      event_type: 'plus-priority',
      date: '2026-11-22',
      start_time: '20:00:00',
      end_time: '21:00:00',
    };
    const inKiritimati = await postEvent(
      ctx,
      host.token,
      '/api/event',
      await eventFields(ctx, { ...plus, time_zone: 'Pacific/Kiritimati' }),
      [imagePart(await picture())],
    );
    expect(inKiritimati.json().errors).toEqual({ date: [EVENT_MESSAGES.dateInPast] });
    const inLosAngeles = await postEvent(
      ctx,
      host.token,
      '/api/event',
      await eventFields(ctx, { ...plus, time_zone: 'America/Los_Angeles' }),
      [imagePart(await picture())],
    );
    expect(inLosAngeles.statusCode, inLosAngeles.body).toBe(200);

    // Standard ('all'): 20 days after today in Sydney (already the 22nd there) — the 12th is 20 days on.
    const standard = (date: string) =>
      eventFields(ctx, { event_type: 'all', date, time_zone: 'Australia/Sydney' });
    const early = await postEvent(ctx, host.token, '/api/event', await standard('2026-12-11'), [
      imagePart(await picture()),
    ]);
    expect(early.json().errors).toEqual({ date: [EVENT_MESSAGES.standardTooSoon] });
    const onTime = await postEvent(ctx, host.token, '/api/event', await standard('2026-12-12'), [
      imagePart(await picture()),
    ]);
    expect(onTime.statusCode).toBe(200);
  });

  it('uses the zone the host last sent when the form sends none, else UTC', async () => {
    const fresh = await readyHost(ctx);
    expect((await createEvent(ctx, fresh, { time_zone: '' })).time_zone).toBe('UTC');
    await createEvent(ctx, fresh, { time_zone: 'Europe/Paris' });
    expect((await createEvent(ctx, fresh, { time_zone: '' })).time_zone).toBe('Europe/Paris');
  });

  it('judges images by their bytes and size, naming the file', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const notAnImage = await postEvent(ctx, host.token, '/api/event', await eventFields(ctx), [
      imagePart(gif, 'party.png', 'image/png'),
    ]);
    expect(notAnImage.statusCode).toBe(422);
    expect(notAnImage.json().errors).toEqual({
      images: [EVENT_IMAGE_MESSAGES.invalidType({ file: 'party.png' })],
    });

    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const tooLarge = await postEvent(ctx, host.token, '/api/event', await eventFields(ctx), [
      imagePart(await picture('png'), 'ok.png', 'image/png'),
      imagePart(huge, 'huge.jpg'),
    ]);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors).toEqual({ images: [EVENT_IMAGE_MESSAGES.tooLarge({ file: 'huge.jpg' })] });

    const small = await picture('jpeg', 64, 48);
    const eleven = Array.from({ length: 11 }, (_, index) => imagePart(small, `p${index}.jpg`));
    const tooMany = await postEvent(ctx, host.token, '/api/event', await eventFields(ctx), eleven);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ status: false, message: EVENT_MESSAGES.imagesTooMany });

    const ten = await postEvent(ctx, host.token, '/api/event', await eventFields(ctx), eleven.slice(0, 10));
    expect(ten.statusCode).toBe(200);
    expect(ten.json().data.images).toHaveLength(10);
  });

  it('records the event a copy was made from, when it is the host’s own', async () => {
    const original = await createEvent(ctx, host);
    const copy = await createEvent(ctx, host, { copied_from: original.slug });
    expect(copy.copied_from_id).toBe(original.id);
    const other = await readyHost(ctx);
    const notTheirs = await createEvent(ctx, other, { copied_from: original.slug });
    expect(notTheirs.copied_from_id).toBeNull();
  });

  it('needs a signed-in host', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/event', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe(`POST /api/event/{id} (${testDriver})`, () => {
  it('updates what may change, keeps the locked fields, and adds and removes images', async () => {
    const event = await createEvent(ctx, host, {}, [
      imagePart(await picture()),
      imagePart(await picture('png')),
    ]);
    const fields = await eventFields(ctx, {
      title: 'Sunday long lunch, second helping',
      description: 'Now with a cheese course and a walk after.',
      capacity: '4',
      discount_amount: '10',
      _method: 'POST',
      removed_images: JSON.stringify([`http://friendly.test${event.images[0]}`]),
      // The form sends the locked fields as they are.
      date: event.date as string,
      start_time: `${event.start_time}:00`,
      end_time: `${event.end_time}:00`,
    });
    const response = await postEvent(ctx, host.token, `/api/event/${event.id}`, fields, [
      imagePart(await picture('jpeg', 800, 600), 'new.jpg'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated.message).toBe(EVENT_MESSAGES.updated);
    expect(updated.data).toMatchObject({
      title: 'Sunday long lunch, second helping',
      capacity: 4,
      enabler_discount_amount: 10,
      date: event.date,
      price: '45.50',
      slug: event.slug,
    });
    expect(updated.data.images).toHaveLength(2);
    expect(updated.data.images[0]).toBe(event.images[1]);
    expect(updated.data.images).not.toContain(event.images[0]);
    // The removed image's files are gone.
    expect((await ctx.app.inject({ method: 'GET', url: event.images[0] })).statusCode).toBe(404);

    // By slug too; fields left out of the form keep their values.
    const bySlug = await postEvent(
      ctx,
      host.token,
      `/api/event/${event.slug}`,
      await eventFields(ctx, { title: 'Lunch', date: '', start_time: '', end_time: '', price: '' }),
      [],
    );
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    expect(bySlug.json().data).toMatchObject({ title: 'Lunch', date: event.date, price: '45.50' });
  });

  it('refuses changes to locked fields with a field error, not silently', async () => {
    const event = await createEvent(ctx, host);
    const response = await postEvent(
      ctx,
      host.token,
      `/api/event/${event.id}`,
      await eventFields(ctx, {
        date: dateAfter(ctx, 40),
        start_time: '13:00:00',
        end_time: '16:00:00',
        time_zone: 'Europe/London',
        event_type: 'premium',
        user_type: 'couple',
        price: '50',
      }),
      [],
    );
    expect(response.statusCode).toBe(422);
    const locked = [EVENT_MESSAGES.locked];
    expect(response.json().errors).toEqual({
      date: locked,
      start_time: locked,
      end_time: locked,
      time_zone: locked,
      event_type: locked,
      user_type: locked,
      price: locked,
    });
    const toFree = await postEvent(
      ctx,
      host.token,
      `/api/event/${event.id}`,
      await eventFields(ctx, { date: event.date as string, is_paid: '0', price: '0' }),
      [],
    );
    expect(toFree.json().errors).toEqual({ is_paid: locked });
  });

  it('keeps at least one image and at most ten, counting the kept ones', async () => {
    const event = await createEvent(ctx, host);
    const base = await eventFields(ctx, { date: event.date as string });
    const none = await postEvent(
      ctx,
      host.token,
      `/api/event/${event.id}`,
      { ...base, removed_images: JSON.stringify(event.images) },
      [],
    );
    expect(none.json().errors).toEqual({ images: [EVENT_MESSAGES.imagesRequired] });
    const small = await picture('jpeg', 64, 48);
    const tooMany = await postEvent(
      ctx,
      host.token,
      `/api/event/${event.id}`,
      base,
      Array.from({ length: 10 }, () => imagePart(small)),
    );
    expect(tooMany.json().errors).toEqual({ images: [EVENT_MESSAGES.imagesTooMany] });
    const unknown = await postEvent(
      ctx,
      host.token,
      `/api/event/${event.id}`,
      { ...base, removed_images: JSON.stringify(['/media/events/someone-else-large.webp']) },
      [],
    );
    expect(unknown.json().errors).toEqual({ removed_images: [EVENT_MESSAGES.removedImageUnknown] });
  });

  it('refuses to edit cancelled and rejected events', async () => {
    const event = await createEvent(ctx, host);
    const fields = await eventFields(ctx, { date: event.date as string });
    for (const status of ['cancelled', 'rejected']) {
      await setStatus(event.id, status);
      const response = await postEvent(ctx, host.token, `/api/event/${event.id}`, fields, []);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: false, message: EVENT_MESSAGES.notEditable });
    }
    await setStatus(event.id, 'approved');
    expect((await postEvent(ctx, host.token, `/api/event/${event.id}`, fields, [])).statusCode).toBe(200);
  });
});

describe(`another host’s event (${testDriver})`, () => {
  it('answers 404 on every route, by id and by slug', async () => {
    const event = await createEvent(ctx, host);
    const other = await readyHost(ctx);
    for (const key of [String(event.id), event.slug]) {
      const detail = await get(`/api/event-detail/${key}`, other.token);
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toEqual({ status: false, message: EVENT_MESSAGES.notFound });
      const update = await postEvent(ctx, other.token, `/api/event/${key}`, await eventFields(ctx), []);
      expect(update.statusCode).toBe(404);
      const cancel = await ctx.app.inject({
        method: 'POST',
        url: `/api/event-cancel/${key}`,
        headers: bearer(other.token),
      });
      expect(cancel.statusCode).toBe(404);
    }
    const list = (await get('/api/events', other.token)).json();
    expect(list.data.map((card: { id: number }) => card.id)).not.toContain(event.id);
    // Untouched.
    expect((await get(`/api/event-detail/${event.id}`)).json().data.status).toBe('pending');
  });
});

describe(`POST /api/event-cancel/{id} (${testDriver})`, () => {
  it('cancels a pending event once; other statuses are refused', async () => {
    const event = await createEvent(ctx, host);
    const cancel = () =>
      ctx.app.inject({ method: 'POST', url: `/api/event-cancel/${event.id}`, headers: bearer(host.token) });
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: true,
      message: EVENT_MESSAGES.cancelled,
      data: { id: event.id, slug: event.slug, status: 'cancelled' },
    });
    expect((await get(`/api/event-detail/${event.slug}`)).json().data).toMatchObject({
      status: 'cancelled',
      is_editable: false,
      is_cancellable: false,
    });
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: EVENT_MESSAGES.notCancellable });

    const approved = await createEvent(ctx, host);
    await setStatus(approved.id, 'approved');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/event-cancel/${approved.slug}`,
      headers: bearer(host.token),
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe(`POST /api/stripe/disconnect with events (${testDriver})`, () => {
  it('refuses while an approved or pending event is today or later in its zone, then allows it', async () => {
    const me = await readyHost(ctx);
    const disconnect = () =>
      ctx.app.inject({ method: 'POST', url: '/api/stripe/disconnect', headers: bearer(me.token) });
    const event = await createEvent(ctx, me, { event_type: 'plus-priority', date: dateAfter(ctx, 2) });
    for (const status of ['pending', 'approved']) {
      await setStatus(event.id, status);
      const refused = await disconnect();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ status: false, message: PAYMENT_MESSAGES.activeEvents });
    }
    // Two days on it is the event's day (today: still refused); the day after, it is past.
    ctx.clock.advance(2 * 86_400_000);
    expect((await disconnect()).statusCode).toBe(409);
    ctx.clock.advance(2 * 86_400_000);
    const allowed = await disconnect();
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().message).toBe(PAYMENT_MESSAGES.disconnected);
  });

  it('does not count cancelled, rejected or completed events', async () => {
    const me = await readyHost(ctx);
    const event = await createEvent(ctx, me, { event_type: 'plus-priority', date: dateAfter(ctx, 3) });
    await setStatus(event.id, 'cancelled');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/disconnect',
      headers: bearer(me.token),
    });
    expect(response.statusCode).toBe(200);
  });
});
