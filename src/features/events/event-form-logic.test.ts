import { CANCELLATION_POLICIES, type CancellationPolicy } from '@friendly/contracts/cancellation-policies';
import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import type { EventDetail } from '@friendly/contracts/event-views';
import { VENUE, VENUE_MESSAGES } from '@friendly/contracts/venue';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/http';
import {
  areaOfPlace,
  cancellationPolicyLocked,
  copiedImageName,
  decisionHoursOf,
  downloadImagesAsFiles,
  type EventFormValues,
  emptyValues,
  eventFormSchema,
  fieldOf,
  goNoGoDecided,
  moved,
  removedImages,
  saveFailureMessage,
  serverFieldToasts,
  stepOf,
  toFormData,
  valuesFromDetail,
  venueOfPick,
  withSeconds,
} from './event-form-logic';

const NOW = new Date('2026-11-01T00:00:00Z');
const image = new File([new Uint8Array(8)], 'a.png', { type: 'image/png' });

const filled = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...emptyValues(),
  title: 'Sunday Long Lunch',
  location: { text: 'Sydney NSW, Australia', latitude: -33.8, longitude: 151.2 },
  category: [2],
  spot_ids: [31],
  age_group_ids: [1],
  date: '2026-12-19',
  start_time: '12:00',
  end_time: '15:00',
  description: 'A long lunch in the park.',
  images: { kept: [], files: [image] },
  capacity: '4',
  ...overrides,
});

const issuesOf = (values: EventFormValues, mode: 'create' | 'edit' = 'create') => {
  const result = eventFormSchema({ mode, timeZone: 'Australia/Sydney', now: NOW }).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('eventFormSchema', () => {
  it('passes a filled form', () => {
    expect(issuesOf(filled())).toEqual({});
  });

  it('refuses, in edit mode, a capacity below the seats taken, as the server does (docs/decisions/101)', () => {
    const withSeats = (capacity: string, seatsTaken: number) => {
      const result = eventFormSchema({
        mode: 'edit',
        timeZone: 'Australia/Sydney',
        now: NOW,
        seatsTaken,
      }).safeParse(filled({ capacity }));
      return result.success ? null : result.error.issues.map((issue) => [issue.path[0], issue.message]);
    };
    expect(withSeats('2', 3)).toEqual([['capacity', EVENT_MESSAGES.capacityBelowSeatsTaken(3)]]);
    expect(withSeats('3', 3)).toBeNull();
  });

  it('gives every step 1 message of the spec on an empty form', () => {
    const issues = issuesOf(emptyValues());
    expect(issues).toMatchObject({
      title: 'Event title is required (minimum 3 characters)',
      location: 'Location is required',
      category: 'At least one category is required',
      spot_ids: 'At least one spot is required',
      age_group_ids: 'At least one age group is required',
      date: 'Date is required',
      start_time: 'Start time is required',
      end_time: 'End time is required',
      description: 'Description is required (minimum 10 characters)',
      images: 'At least one image is required',
      capacity: 'Capacity is required and must be a number',
    });
  });

  it('puts the Standard 20-day rule on the event type (a step 2 check), only when creating', () => {
    const soon = filled({ date: '2026-11-05' });
    expect(issuesOf(soon).event_type).toBe(
      'Open-to-All events must be at least 20 days after creation. Please select a later date.',
    );
    expect(issuesOf({ ...soon, event_type: 'premium' })).toEqual({});
    expect(issuesOf(soon, 'edit')).toEqual({});
  });

  it('checks the end after the start, price, discount and capacity', () => {
    expect(issuesOf(filled({ end_time: '12:00' })).end_time).toBe('End time must be after start time');
    expect(issuesOf(filled({ is_paid: true, price: '' })).price).toBe(
      'Price is required for paid events and must be 0 or greater',
    );
    expect(issuesOf(filled({ discount_amount: '101' })).discount_amount).toBe(
      'Discount amount is required and must be between 0 and 100',
    );
    expect(issuesOf(filled({ capacity: '0' })).capacity).toBe('Capacity must be at least 1');
    expect(issuesOf(filled({ capacity: '7' })).capacity).toBe('Capacity cannot exceed 6');
  });

  it('takes each cancellation policy and refuses any other on its field (docs/decisions/147)', () => {
    for (const policy of CANCELLATION_POLICIES)
      expect(issuesOf(filled({ cancellation_policy: policy }))).toEqual({});
    expect(issuesOf(filled({ cancellation_policy: 'lenient' as CancellationPolicy }))).toEqual({
      cancellation_policy: EVENT_MESSAGES.cancellationPolicyInvalid,
    });
  });

  it('refuses a minimum above the capacity and a decision outside 24 to 168 hours (docs/decisions/148)', () => {
    expect(issuesOf(filled({ min_guests: '4', decision_hours_before: '168' }))).toEqual({});
    expect(issuesOf(filled({ min_guests: '5', decision_hours_before: '23' }))).toEqual({
      min_guests: EVENT_MESSAGES.minGuestsRange,
      decision_hours_before: EVENT_MESSAGES.decisionHoursRange,
    });
  });

  it("takes an address, arrival notes and a reveal, with the contract's messages (docs/decisions/152)", () => {
    expect(
      issuesOf(
        filled({
          address: '12 Crown Street',
          arrival_notes: 'Ring the top bell',
          address_reveal: 'day_before',
        }),
      ),
    ).toEqual({});
    expect(
      issuesOf(
        filled({
          address: 'x'.repeat(VENUE.addressMax + 1),
          arrival_notes: 'y'.repeat(VENUE.arrivalNotesMax + 1),
        }),
      ),
    ).toEqual({ address: VENUE_MESSAGES.addressTooLong, arrival_notes: VENUE_MESSAGES.arrivalNotesTooLong });
    expect(stepOf('address')).toBe(0);
    expect(stepOf('address_reveal')).toBe(0);
  });

  it('counts kept images in edit mode and refuses more than ten', () => {
    expect(issuesOf(filled({ images: { kept: [{ id: 1, url: '/a' }], files: [] } }), 'edit')).toEqual({});
    const eleven = Array.from({ length: 11 }, () => image);
    expect(issuesOf(filled({ images: { kept: [], files: eleven } })).images).toBe(
      'You can upload a maximum of 10 images.',
    );
  });
});

describe('toFormData', () => {
  it('writes the spec multipart fields; Free sends price 0', () => {
    const form = toFormData(filled({ price: '12' }), { timeZone: 'Australia/Sydney' });
    expect(form.get('start_time')).toBe('12:00:00');
    expect(form.get('is_paid')).toBe('0');
    expect(form.get('price')).toBe('0');
    expect(form.get('is_capacity_limited')).toBe('1');
    expect(form.get('category')).toBe('2');
    expect(form.getAll('images[]')).toHaveLength(1);
    expect(form.get('_method')).toBeNull();
  });

  it('sends the cancellation policy, flexible unless the host picks another (docs/decisions/147)', () => {
    expect(emptyValues().cancellation_policy).toBe('flexible');
    expect(toFormData(filled(), { timeZone: 'UTC' }).get('cancellation_policy')).toBe('flexible');
    expect(
      toFormData(filled({ cancellation_policy: 'strict' }), { timeZone: 'UTC' }).get('cancellation_policy'),
    ).toBe('strict');
  });

  it('sends the minimum and the decision hours, one and 48 unless the host changes them (docs/decisions/148)', () => {
    const sent = toFormData(filled(), { timeZone: 'UTC' });
    expect([sent.get('min_guests'), sent.get('decision_hours_before')]).toEqual(['1', '48']);
    const changed = toFormData(filled({ min_guests: ' 3 ', decision_hours_before: '72' }), {
      timeZone: 'UTC',
    });
    expect([changed.get('min_guests'), changed.get('decision_hours_before')]).toEqual(['3', '72']);
  });

  it('always sends the venue: blank clears it on an edit, on_join unless the host picks (docs/decisions/152)', () => {
    const blank = toFormData(filled(), { timeZone: 'UTC' });
    expect([blank.get('address'), blank.get('arrival_notes'), blank.get('address_reveal')]).toEqual([
      '',
      '',
      'on_join',
    ]);
    const sent = toFormData(
      filled({
        address: '12 Crown Street, Surry Hills NSW 2010',
        arrival_notes: 'Top bell',
        address_reveal: 'day_before',
      }),
      { timeZone: 'UTC' },
    );
    expect([sent.get('address'), sent.get('arrival_notes'), sent.get('address_reveal')]).toEqual([
      '12 Crown Street, Surry Hills NSW 2010',
      'Top bell',
      'day_before',
    ]);
  });

  it('adds _method and removed_images in edit mode, copied_from for a copy', () => {
    const kept = [{ id: 1, url: '/media/a.webp' }];
    const original = [...kept, { id: 2, url: '/media/b.webp' }];
    const form = toFormData(filled({ images: { kept, files: [] } }), {
      timeZone: 'UTC',
      edit: { originalImages: original },
    });
    expect(form.get('_method')).toBe('POST');
    expect(form.get('removed_images')).toBe('["/media/b.webp"]');
    expect(toFormData(filled(), { timeZone: 'UTC', copiedFrom: '11' }).get('copied_from')).toBe('11');
  });
});

/** The parts of a stored event the form reads. */
const stored = (overrides: Partial<EventDetail> = {}) =>
  ({
    title: 'Sunset Picnic at Bondi',
    location: 'Bondi Beach, Sydney NSW, Australia',
    latitude: -33.89,
    longitude: 151.27,
    category_ids: '2,3',
    spot_ids: '31',
    age_group_ids: '1',
    date: '2026-12-19',
    start_time: '18:30',
    end_time: '21:00',
    description: 'Bring a blanket and something to share.',
    images: ['/media/a.webp'],
    image_items: [],
    event_type: 'plus-priority',
    user_type: 'couple',
    is_paid: true,
    price_minor: 4500,
    event_enabler_discount: true,
    enabler_discount_amount: 25,
    capacity: 6,
    totalMembers: 3,
    cancellation_policy: 'moderate',
    starts_at: '2026-12-19T07:30:00.000Z',
    go_status: 'open',
    min_guests: 3,
    decision_at: '2026-12-16T07:30:00.000Z',
    address: '12 Crown Street, Surry Hills NSW 2010',
    arrival_notes: 'Ring the top bell.',
    address_reveal: 'day_before',
    ...overrides,
  }) as EventDetail;

describe('valuesFromDetail', () => {
  it('fills the cancellation policy from the event, on edit and on a copy', () => {
    expect(valuesFromDetail(stored(), 'edit').cancellation_policy).toBe('moderate');
    expect(valuesFromDetail(stored({ cancellation_policy: 'strict' }), 'duplicate')).toMatchObject({
      cancellation_policy: 'strict',
      date: '',
      price: '45.00',
    });
  });

  it('fills the venue from the event, on edit and on a copy (docs/decisions/152)', () => {
    const venue = {
      address: '12 Crown Street, Surry Hills NSW 2010',
      arrival_notes: 'Ring the top bell.',
      address_reveal: 'day_before',
    };
    expect(valuesFromDetail(stored(), 'edit')).toMatchObject(venue);
    expect(valuesFromDetail(stored(), 'duplicate')).toMatchObject(venue);
    expect(valuesFromDetail(stored({ address: null, arrival_notes: null }), 'edit')).toMatchObject({
      address: '',
      arrival_notes: '',
    });
  });

  it('fills the minimum and the decision hours from the event, on edit and on a copy (docs/decisions/148)', () => {
    expect(valuesFromDetail(stored(), 'edit')).toMatchObject({
      min_guests: '3',
      decision_hours_before: '72',
    });
    expect(valuesFromDetail(stored({ min_guests: 1 }), 'duplicate')).toMatchObject({
      min_guests: '1',
      decision_hours_before: '72',
    });
    // An instant that is not a whole number of hours before the start: the default.
    expect(
      decisionHoursOf({ starts_at: '2026-12-19T07:30:00.000Z', decision_at: '2026-12-17T07:00:00.000Z' }),
    ).toBe(48);
  });
});

describe('the venue of a pick (docs/decisions/152)', () => {
  const crownStreet = {
    formattedAddress: '12 Crown Street, Surry Hills NSW 2010, Australia',
    latitude: -33.8831,
    longitude: 151.2155,
    addressParts: { suburb: 'Surry Hills', city: 'Sydney', region: 'NSW', country: 'Australia' },
    kind: 'address' as const,
  };

  it("fills the area from a street address's parts, never its street, and the address line with it", () => {
    expect(venueOfPick(crownStreet)).toEqual({
      area: 'Surry Hills, Sydney NSW, Australia',
      address: '12 Crown Street, Surry Hills NSW 2010, Australia',
    });
  });

  it("writes a venue's name before its address", () => {
    expect(
      venueOfPick({
        ...crownStreet,
        kind: 'venue',
        name: 'The Crown Room',
      }).address,
    ).toBe('The Crown Room, 12 Crown Street, Surry Hills NSW 2010, Australia');
    expect(venueOfPick({ ...crownStreet, kind: 'venue', name: '12 Crown Street' }).address).toBe(
      crownStreet.formattedAddress,
    );
  });

  it('keeps a city as the area and leaves the address line alone', () => {
    expect(
      venueOfPick({
        formattedAddress: 'Sydney NSW, Australia',
        latitude: -33.87,
        longitude: 151.21,
        addressParts: { city: 'Sydney', country: 'Australia' },
      }),
    ).toEqual({ area: 'Sydney NSW, Australia', address: null });
  });

  it('names a long region on its own, skips repeats, and falls back to the address less its street', () => {
    expect(
      areaOfPlace({
        formattedAddress: '',
        addressParts: { suburb: 'Sydney', city: 'Sydney', region: 'New South Wales', country: 'Australia' },
      }),
    ).toBe('Sydney, New South Wales, Australia');
    expect(
      areaOfPlace({
        formattedAddress: '5 Rue Oberkampf, 75011 Paris, France',
        addressParts: { country: 'France' },
      }),
    ).toBe('75011 Paris, France');
  });
});

describe('goNoGoDecided', () => {
  it('locks the minimum once the event is confirmed or called off (docs/decisions/148)', () => {
    expect(goNoGoDecided(stored())).toBe(false);
    expect(goNoGoDecided(stored({ go_status: 'confirmed' }))).toBe(true);
    expect(goNoGoDecided(stored({ go_status: 'called_off' }))).toBe(true);
  });
});

describe('cancellationPolicyLocked', () => {
  it('locks the policy of a paid event someone has joined, only (docs/decisions/147)', () => {
    expect(cancellationPolicyLocked(stored())).toBe(true);
    expect(cancellationPolicyLocked(stored({ totalMembers: 0 }))).toBe(false);
    expect(cancellationPolicyLocked(stored({ is_paid: false }))).toBe(false);
  });
});

describe('helpers', () => {
  it('maps server keys to fields and fields to steps', () => {
    expect(fieldOf('latitude')).toBe('location');
    expect(fieldOf('images[]')).toBe('images');
    expect(fieldOf('removed_images')).toBe('images');
    expect(fieldOf('title')).toBeNull();
    expect(stepOf('capacity')).toBe(1);
    expect(stepOf('cancellation_policy')).toBe(1);
    expect(stepOf('min_guests')).toBe(1);
    expect(stepOf('decision_hours_before')).toBe(1);
    expect(fieldOf('cancellation_policy')).toBeNull();
    expect(stepOf('title')).toBe(0);
  });

  it('words server field errors as {field}: {first message}', () => {
    const error = new ApiRequestError(422, 'x', {}, { title: ['Too short.', 'Other.'], capacity: ['Bad.'] });
    expect(serverFieldToasts(error)).toEqual(['title: Too short.', 'capacity: Bad.']);
    expect(serverFieldToasts(new Error('x'))).toEqual([]);
  });

  it('words save failures as the spec does', () => {
    expect(saveFailureMessage(new ApiRequestError(401, 'x', {}, null), 'create')).toBe(
      'Authentication failed. Please login again.',
    );
    expect(
      saveFailureMessage(new ApiRequestError(403, 'x', { message: 'Not approved.' }, null), 'create'),
    ).toBe('Not approved.');
    expect(saveFailureMessage(new ApiRequestError(500, 'x', {}, null), 'edit')).toBe(
      'Failed to update event',
    );
    expect(saveFailureMessage(new ApiRequestError(null, 'x', null, null), 'create')).toBe(
      'Something went wrong while creating the event',
    );
  });

  it('computes removed images, seconds, names and moves', () => {
    expect(
      removedImages(
        [
          { id: 1, url: 'a' },
          { id: 2, url: 'b' },
        ],
        [{ id: 2, url: 'b' }],
      ),
    ).toEqual(['a']);
    expect(withSeconds('09:30')).toBe('09:30:00');
    expect(withSeconds('')).toBe('');
    expect(copiedImageName('/media/events/x-large.webp?v=1', 'image/jpeg', 1)).toBe('x-large.jpg');
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('downloads images as new files, converting what the server may not take', async () => {
    const png = new Blob([new Uint8Array(4)], { type: 'image/png' });
    const webp = new Blob([new Uint8Array(4)], { type: 'image/webp' });
    const { files, failed } = await downloadImagesAsFiles(
      ['/a.png', '/b.webp', '/missing'],
      async (url) => {
        if (url === '/missing') throw new Error('404');
        return url.endsWith('.png') ? png : webp;
      },
      async () => new Blob([new Uint8Array(2)], { type: 'image/jpeg' }),
    );
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['a.png', 'image/png'],
      ['b.jpg', 'image/jpeg'],
    ]);
    expect(failed).toBe(1);
  });
});
