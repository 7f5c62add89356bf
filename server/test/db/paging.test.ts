import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPage } from '../../src/db/paging';
import { notifications } from '../../src/db/schema';
import { insertNotification } from '../../src/modules/notifications/repository';
import { bearer, signUpHost } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

describe(`findPage (${testDriver})`, () => {
  let ctx: TestContext;
  let userId: number;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const host = await signUpHost(ctx);
    token = host.token;
    userId = (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().data
      .id;
    const other = await signUpHost(ctx);
    const otherId = (
      await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(other.token) })
    ).json().data.id;
    const start = ctx.clock().getTime();
    // 23 of this host's, two at the same instant (the id breaks the tie), and someone else's.
    for (let index = 0; index < 23; index += 1) {
      const at = new Date(start - Math.min(index, 21) * 60_000);
      await insertNotification(ctx.database.db, {
        userId,
        type: 't',
        title: `n${index}`,
        message: `n${index}`,
        sentAt: at,
      });
    }
    await insertNotification(ctx.database.db, {
      userId: otherId,
      type: 't',
      title: 'foreign',
      message: 'foreign',
      sentAt: ctx.clock(),
    });
  });
  afterAll(() => closeTestApp(ctx));

  const page = (number: number, perPage = 10) =>
    findPage(ctx.database.db, notifications, {
      page: number,
      perPage,
      where: eq(notifications.userId, userId),
      orderBy: [desc(notifications.sentAt), desc(notifications.id)],
    });

  it('answers each page in order with the paging of the whole list', async () => {
    const pages = await Promise.all([page(1), page(2), page(3)]);
    expect(pages.map((p) => p.paging)).toEqual(
      [1, 2, 3].map((current_page) => ({
        current_page,
        last_page: 3,
        per_page: 10,
        total: 23,
      })),
    );
    expect(pages.map((p) => p.rows.length)).toEqual([10, 10, 3]);
    const titles = pages.flatMap((p) => p.rows.map((row) => row.title));
    // Newest first; the two at the same instant newest id first; no row twice, none missing.
    expect(titles).toEqual([...Array.from({ length: 21 }, (_, index) => `n${index}`), 'n22', 'n21']);
  });

  it('answers an empty page past the end, and one page for an empty list', async () => {
    expect(await page(4)).toEqual({
      rows: [],
      paging: { current_page: 4, last_page: 3, per_page: 10, total: 23 },
    });
    const none = await findPage(ctx.database.db, notifications, {
      page: 1,
      perPage: 10,
      where: eq(notifications.userId, -1),
      orderBy: [desc(notifications.sentAt), desc(notifications.id)],
    });
    expect(none).toEqual({ rows: [], paging: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
  });

  it('is what GET /notifications reads: `limit` is the size of its first page', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=5',
      headers: bearer(token),
    });
    const { today, earlier } = response.json().data;
    expect([...today, ...earlier].map((item: { title: string }) => item.title)).toEqual([
      'n0',
      'n1',
      'n2',
      'n3',
      'n4',
    ]);
    expect(response.json().unread_count).toBe(23);
  });
});
