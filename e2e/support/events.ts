import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { SignedInHost } from './hosts';

/** Pictures the journeys upload (PNG and JPEG, the types the form takes). */
export const PICNIC_PNG = path.resolve('public/images/stories/gathering-picnic.png');
export const TABLE_JPG = path.resolve('public/images/stories/gathering-table.jpg');

/**
 * A PNG of random pixels, which does not compress: about `width × height × 3` bytes, for
 * an upload large enough to show its progress (the form shows it from 1 MB).
 */
export function noisePng(name: string, width = 700, height = 600) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  );
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A calendar date `days` from today ('YYYY-MM-DD', UTC — the browser's zone in these tests). */
export function dateIn(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

async function firstId(request: APIRequestContext, host: SignedInHost, list: string): Promise<number> {
  const answer = await request.get(`/api/${list}`, { headers: bearer(host) });
  if (!answer.ok()) throw new Error(`${list} failed: ${answer.status()} ${await answer.text()}`);
  const { data } = (await answer.json()) as { data: { id: number }[] };
  const first = data[0];
  if (!first) throw new Error(`no ${list} to choose from`);
  return first.id;
}

/**
 * Creates an event through `POST /api/event` as the form sends it (spec 001 §7: multipart,
 * comma id lists, 24-hour times with seconds, `images[]`), for a journey that needs an
 * event it does not make in the browser. Answers the stored event's slug.
 */
export async function createEventThroughApi(
  request: APIRequestContext,
  host: SignedInHost,
  event: {
    title: string;
    price?: string;
    capacity?: number;
    days?: number;
    /** 'all' by default (20 days' notice); 'plus-priority' may start sooner. */
    eventType?: string;
    /** flexible by default (docs/decisions/147). */
    cancellationPolicy?: string;
  },
): Promise<string> {
  const [category, spot, age] = [
    await firstId(request, host, 'categories'),
    await firstId(request, host, 'spots'),
    await firstId(request, host, 'event-ages'),
  ];
  const paid = event.price !== undefined;
  const answer = await request.post('/api/event', {
    headers: bearer(host),
    multipart: {
      title: event.title,
      location: 'Sydney, Australia',
      latitude: '-33.86785',
      longitude: '151.20732',
      category: String(category),
      spot_ids: String(spot),
      age_group_ids: String(age),
      date: dateIn(event.days ?? 40),
      start_time: '11:00:00',
      end_time: '14:00:00',
      time_zone: 'UTC',
      description: 'Board games on the grass, with tea and a thermos of soup.',
      event_type: event.eventType ?? 'all',
      user_type: 'individual',
      cancellation_policy: event.cancellationPolicy ?? 'flexible',
      is_paid: paid ? '1' : '0',
      price: event.price ?? '0',
      enable_discount: '1',
      discount_amount: '25',
      is_capacity_limited: '1',
      capacity: String(event.capacity ?? 4),
      'images[]': { name: 'picnic.png', mimeType: 'image/png', buffer: readFileSync(PICNIC_PNG) },
    },
  });
  if (!answer.ok()) throw new Error(`create event failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: { slug: string } }).data.slug;
}

/** The stored event as `GET /api/event-detail/{slug}` answers it (the fields a journey checks). */
export async function eventDetail(request: APIRequestContext, host: SignedInHost, slug: string) {
  const answer = await request.get(`/api/event-detail/${encodeURIComponent(slug)}`, {
    headers: bearer(host),
  });
  if (!answer.ok()) throw new Error(`event detail failed: ${answer.status()} ${await answer.text()}`);
  return (
    (await answer.json()) as {
      data: {
        id: number;
        slug: string;
        title: string;
        status: string;
        date: string;
        start_time: string;
        end_time: string;
        description: string;
        event_type: string;
        user_type: string;
        is_paid: boolean;
        price: string;
        event_enabler_discount: boolean;
        enabler_discount_amount: number;
        capacity: number;
        images: string[];
        totalMembers: number;
      };
    }
  ).data;
}

/**
 * Picks a time in the form's time list ('Start time', 'End time') the way a keyboard user
 * does: focus, Enter opens the list, typing the 12-hour label moves to it, Enter chooses.
 * A pointer click on an option of the Radix list can be swallowed on a loaded machine (its
 * guard against the opening click's pointerup, radix-ui/primitives#2288), so the journeys
 * use this deterministic path; the stories click.
 */
export async function chooseTime(page: Page, label: string, option: string) {
  const trigger = page.getByRole('combobox', { name: label });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(trigger).toHaveText(option);
}

/**
 * Step 1's key info as a host fills it with the pointer: the title, the first place
 * suggested for Sydney, the first category, spot and age group, and the description.
 * The date, times and images are each journey's own.
 */
export async function fillKeyInfo(page: Page, event: { title: string; description: string }) {
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByLabel(/^Title/).fill(event.title);
  await page.getByRole('combobox', { name: /^Location/ }).pressSequentially('Sydney');
  await page.getByRole('listbox', { name: 'Place suggestions' }).getByRole('option').first().click();
  await expect(page.getByRole('combobox', { name: /^Location/ })).toHaveValue(/^Sydney/);
  for (const group of [/^Categories/, /^Spots/, /^Ages/])
    await page.getByRole('group', { name: group }).getByRole('checkbox').first().click();
  await page.getByLabel(/^Description/).fill(event.description);
}
