import type { Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { approvedEvent, call, groupRoom, guest, readyHost, referenceIds } from '../scripts/bench/world.mjs';
import { signInBrowser } from './support/hosts';
import { type RestartableServer, restartableServer } from './support/restartable-server';
import { test as base, expect } from './support/test';

/**
 * A graceful restart under an open Messages screen (docs/decisions/107): the server the
 * host's tab talks to is stopped with SIGTERM and started again on the same port and
 * DATA_DIR. The tab's socket comes back by itself — nobody reloads, navigates or signs in
 * — and a message the guest sends after the restart appears in the open conversation.
 * The server is this spec's own (e2e/support/restartable-server.ts): the suite's keeps
 * serving the other specs.
 */
const test = base.extend<{ server: RestartableServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture names from its first argument.
  server: async ({}, use) => {
    const server = await restartableServer();
    try {
      await server.start();
      await use(server);
    } finally {
      await server.dispose();
    }
  },
  baseURL: async ({ server }, use) => use(server.url),
});

test.describe.configure({ timeout: 300_000 });

type ChatMessage = { id: number; content: string };
type Ack = { ok: true; message: ChatMessage } | { ok: false; error: string };

/** The guest's socket (spec 001 §7), as the guests' app opens it; resolves once connected. */
async function guestSocket(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function say(url: string, token: string, roomId: number, content: string) {
  const socket = await guestSocket(url, token);
  try {
    expect(await socket.timeout(15_000).emitWithAck('join_room', { roomId })).toEqual({ ok: true });
    const ack: Ack = await socket
      .timeout(15_000)
      .emitWithAck('send_message', { roomId, content, clientId: content });
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
  } finally {
    socket.disconnect();
  }
}

/**
 * Counts the tab's socket.io connections the server accepted: its answer to socket.io's
 * connect packet ('40…') on any of the page's websockets, refused attempts aside.
 */
function countConnections(page: Page) {
  const count = { connected: 0 };
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket.io/')) return;
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).startsWith('40')) count.connected += 1;
    });
  });
  return count;
}

test('the Messages screen comes back by itself after the server restarts, and shows what is said next', async ({
  page,
  server,
}) => {
  // The world, on this spec's server: a host's approved event, a guest with a seat, its room.
  const host = await readyHost(server, 'Maya Patel');
  const reference = await referenceIds(server, host.token);
  const title = `Supper across a restart ${Date.now().toString(36)}`;
  const event = await approvedEvent(server, host, reference, { title, free: true });
  const amy = await guest(server, 'Amy Chen');
  await call(server.url, 'POST', `/api/guest/events/${event.id}/join`, { token: amy.token });
  const roomId = await groupRoom(server, host, event.id);
  const user = (await call(server.url, 'GET', '/api/user', { token: host.token })).data;

  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const connections = countConnections(page);
  await signInBrowser(page, { token: host.token, phone: host.phone, user });
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 15_000 });
  const messages = page.getByRole('region', { name: `Messages in ${title}` });
  await expect
    .poll(() => connections.connected, { message: 'the Messages screen connected', timeout: 30_000 })
    .toBe(1);

  // Live before the restart.
  await say(server.url, amy.token, roomId, 'Before the restart');
  await expect(messages.getByText('Before the restart')).toBeVisible({ timeout: 15_000 });

  // SIGTERM: a graceful stop (exit 0), then the same port and DATA_DIR again.
  expect(await server.stop()).toBe(0);
  await server.start();

  // The tab reconnects on its own (socket.io's manager: at most 5 s between attempts).
  await expect
    .poll(() => connections.connected, {
      message: 'the Messages screen reconnected by itself',
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(2);
  await say(server.url, amy.token, roomId, 'After the restart');
  await expect(messages.getByText('After the restart')).toBeVisible({ timeout: 15_000 });
  await expect(messages.getByText('Before the restart')).toHaveCount(1);
  expect(uncaught).toEqual([]);
});
