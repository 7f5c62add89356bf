import { EVENT_MESSAGES, REFERENCE_MESSAGES } from '@friendly/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../src/db/seed';
import { REFERENCE_SEED } from '../../src/db/seed/reference';
import {
  createEvent,
  eventFields,
  imagePart,
  picture,
  postEvent,
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

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
/** What `npm run admin` sends to the running server. */
const admin = async (command: Record<string, unknown>) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/commands',
      headers: { 'x-admin-token': ctx.app.secrets.adminToken },
      payload: command,
    })
  ).json() as { ok: boolean; output: string };

describe(`reference lists (${testDriver})`, () => {
  it('are seeded with names and self-hosted icons, in order, for anyone', async () => {
    for (const [url, list] of [
      ['/api/categories', 'categories'],
      ['/api/spots', 'spots'],
      ['/api/traits', 'traits'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: true, message: REFERENCE_MESSAGES.listed });
      expect(body.data.map((entry: { name: string }) => entry.name)).toEqual([...REFERENCE_SEED[list]]);
      for (const entry of body.data) {
        expect(entry).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          image_url: expect.stringMatching(/^\/media\/reference\//),
        });
      }
      const icon = await get(body.data[0].image_url);
      expect(icon.statusCode).toBe(200);
      expect(await sharp(icon.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 256,
        height: 256,
      });
    }
    const ages = (await get('/api/event-ages')).json();
    expect(ages.data).toEqual(REFERENCE_SEED.ageGroups.map((name) => ({ id: expect.any(Number), name })));
  });

  it('answer from memory with an ETag, 304 for a current copy', async () => {
    const first = await get('/api/categories');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/api/categories', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('change with the admin CLI at once: add, rename, retire and restore', async () => {
    const before = await get('/api/spots');
    const added = await admin({ name: 'reference.add', list: 'spots', entry: '  Boat  ' });
    expect(added).toEqual({
      ok: true,
      output: expect.stringMatching(/^Added "Boat" to spots \(id \d+\)\.$/),
    });
    const after = await get('/api/spots', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    const boat = after.json().data.at(-1);
    expect(boat).toMatchObject({
      name: 'Boat',
      image_url: expect.stringMatching(/^\/media\/reference\/spots\//),
    });

    expect(await admin({ name: 'reference.add', list: 'spots', entry: 'boat' })).toEqual({
      ok: false,
      output: '"boat" is already in spots (names are unique, whatever the case).',
    });
    expect(
      (await admin({ name: 'reference.rename', list: 'spots', entry: 'Boat', to: 'Houseboat' })).ok,
    ).toBe(true);
    expect((await admin({ name: 'reference.retire', list: 'spots', entry: String(boat.id) })).ok).toBe(true);
    expect((await get('/api/spots')).json().data.map((entry: { id: number }) => entry.id)).not.toContain(
      boat.id,
    );
    const listed = await admin({ name: 'reference.list', list: 'spots' });
    expect(listed.output).toMatch(/Houseboat\s+\d+\s+\S+\s+retired/);
    expect((await admin({ name: 'reference.restore', list: 'spots', entry: 'houseboat' })).output).toBe(
      '"Houseboat" is offered again in spots.',
    );
    expect((await get('/api/spots')).json().data.at(-1)).toMatchObject({ id: boat.id, name: 'Houseboat' });
    expect(await admin({ name: 'reference.retire', list: 'spots', entry: 'Nowhere' })).toEqual({
      ok: false,
      output: 'No entry "Nowhere" in spots.',
    });
  });

  it.each([
    ['categories', 'categories', '/api/categories'],
    ['spots', 'spots', '/api/spots'],
    ['ageGroups', 'age-groups', '/api/event-ages'],
  ] as const)('%s: the team lists, adds, renames, retires and restores them', async (list, shown, url) => {
    const names = async () => (await get(url)).json().data.map((entry: { name: string }) => entry.name);
    const added = await admin({ name: 'reference.add', list, entry: `New ${shown}` });
    expect(added.output).toMatch(new RegExp(`^Added "New ${shown}" to ${shown} \\(id \\d+\\)\\.$`));
    expect((await names()).at(-1)).toBe(`New ${shown}`);
    expect(
      (await admin({ name: 'reference.rename', list, entry: `New ${shown}`, to: `Renamed ${shown}` })).ok,
    ).toBe(true);
    expect(await names()).toContain(`Renamed ${shown}`);
    expect((await admin({ name: 'reference.retire', list, entry: `Renamed ${shown}` })).ok).toBe(true);
    expect(await names()).not.toContain(`Renamed ${shown}`);
    const listed = await admin({ name: 'reference.list', list });
    expect(listed.output.split('\n')[0]).toMatch(/^ID\s+NAME\s+ORDER\s+ICON\s+STATUS$/);
    expect(listed.output).toMatch(new RegExp(`Renamed ${shown}.*retired`));
    expect((await admin({ name: 'reference.restore', list, entry: `Renamed ${shown}` })).ok).toBe(true);
    expect(await names()).toContain(`Renamed ${shown}`);
    // Age groups have no pictures; categories and spots a drawn icon of their own.
    const entry = (await get(url)).json().data.at(-1);
    if (list === 'ageGroups') expect(Object.keys(entry).sort()).toEqual(['id', 'name']);
    else expect(entry.image_url).toMatch(new RegExp(`^/media/reference/${list}/`));
  });

  it('take an icon of the team’s own, re-encoded', async () => {
    const png = await picture('png', 600, 400);
    const result = await admin({
      name: 'reference.add',
      list: 'traits',
      entry: 'Musical',
      image: png.toString('base64'),
    });
    expect(result.ok).toBe(true);
    const musical = (await get('/api/traits'))
      .json()
      .data.find((entry: { name: string }) => entry.name === 'Musical');
    const icon = await get(musical.image_url);
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    expect(
      (
        await admin({
          name: 'reference.add',
          list: 'traits',
          entry: 'Odd',
          image: Buffer.from('nope').toString('base64'),
        })
      ).output,
    ).toBe('The icon must be a PNG, JPEG or WebP image.');
  });

  it('keep a retired entry on the events that name it, and refuse it in new ones', async () => {
    const categories = (await get('/api/categories')).json().data;
    const hiking = categories.find((entry: { name: string }) => entry.name === 'Hiking');
    const event = await createEvent(ctx, host, { category: String(hiking.id) });
    await admin({ name: 'reference.retire', list: 'categories', entry: 'Hiking' });
    const refused = await postEvent(
      ctx,
      host.token,
      '/api/event',
      await eventFields(ctx, { category: String(hiking.id) }),
      [imagePart(await picture())],
    );
    expect(refused.json().errors).toEqual({ category: [EVENT_MESSAGES.unknownCategory] });
    const detail = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/event-detail/${event.id}`,
        headers: bearer(host.token),
      })
    ).json();
    expect(detail.data.tags.map((tag: { name: string }) => tag.name)).toEqual(['Hiking']);
    await admin({ name: 'reference.restore', list: 'categories', entry: 'Hiking' });
  });

  it('are not undone by the next start’s seed', async () => {
    await admin({ name: 'reference.rename', list: 'categories', entry: 'Brunch', to: 'Late brunch' });
    await admin({ name: 'reference.retire', list: 'categories', entry: 'Book club' });
    await seedReferenceData(ctx.database.db, ctx.clock(), ctx.app.providers.storage);
    await ctx.app.referenceData.check();
    const names = (await get('/api/categories')).json().data.map((entry: { name: string }) => entry.name);
    expect(names).toContain('Late brunch');
    expect(names).not.toContain('Book club');
    expect(names).not.toContain('Brunch');
  });
});
