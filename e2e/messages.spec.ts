import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { admin } from './support/admin';
import { createEventThroughApi, eventDetail, PICNIC_PNG, TABLE_JPG } from './support/events';
import { joinEvent, registerGuest, type SignedInGuest } from './support/guests';
import { registerReadyHost, signInBrowser } from './support/hosts';
import { expect, test } from './support/test';

/**
 * Realtime chat end to end (docs/decisions/091) on the real server and built app: a host of an
 * approved event (the browser) and a guest holding a seat (the guests' API and a
 * socket.io client in this process, as the mobile app would be) talk in the event's group
 * room. Each side sees the other's messages — text and a picture — arrive without a
 * reload. Their own accounts, so no other journey's data is involved.
 */
test.describe.configure({ timeout: 180_000 });

type ChatMessage = {
  id: number;
  room_id: number;
  sender_id: number;
  type: 'text' | 'image' | 'video';
  content: string;
  media_url: string | null;
};
type Ack = { ok: true; message: ChatMessage } | { ok: false; error: string };

const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

/** The guest's socket: /socket.io, websocket only, the token in the handshake (spec 001 §7). */
async function guestSocket(guest: SignedInGuest): Promise<Socket> {
  const socket = io(process.env.E2E_BASE_URL ?? '', {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: guest.token },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The next `receive_message` on the guest's socket that `matches`. */
function nextMessage(socket: Socket, matches: (message: ChatMessage) => boolean) {
  return new Promise<ChatMessage>((resolve) => {
    const listener = (event: { roomId: number; message: ChatMessage }) => {
      if (!matches(event.message)) return;
      socket.off('receive_message', listener);
      resolve(event.message);
    };
    socket.on('receive_message', listener);
  });
}

/** A picture uploaded through `POST /api/chat/upload-media` (field `file`), as the guest's app does. */
async function uploadPicture(request: APIRequestContext, guest: SignedInGuest) {
  const answer = await request.post('/api/chat/upload-media', {
    headers: bearer(guest),
    multipart: { file: { name: 'table.jpg', mimeType: 'image/jpeg', buffer: readFileSync(TABLE_JPG) } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { media_url: string; type: 'image' | 'video' };
}

test('the host and a guest talk in real time in the event’s group chat, with pictures', async ({
  page,
  request,
}) => {
  // The world: a ready host's approved event, and a guest with a seat.
  const host = await registerReadyHost(request);
  const title = `Chat night ${Date.now().toString(36)}`;
  const slug = await createEventThroughApi(request, host, { title });
  admin('events', 'approve', slug);
  const event = await eventDetail(request, host, slug);
  const guest = await registerGuest(request, { name: 'Amy Chen' });
  expect((await joinEvent(request, guest, slug)).status).toBe('joined');

  // The guest's app opens the group room and listens.
  const opened = await request.post('/api/chat/rooms/group', {
    headers: bearer(guest),
    data: { event_id: event.id },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const roomId = ((await opened.json()) as { data: { id: number } }).data.id;
  const socket = await guestSocket(guest);
  try {
    expect(await socket.emitWithAck('join_room', { roomId })).toEqual({ ok: true });

    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await signInBrowser(page, host);
    await page.goto('/messages');

    // The host's list holds the event's room, open beside it, with nothing said yet.
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect(list.getByRole('button', { name: title })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const messages = page.getByRole('region', { name: `Messages in ${title}` });
    await expect(messages.getByText('No messages to show')).toBeVisible();

    // The guest writes: the host sees it arrive, without a reload, and hears it announced.
    const hello: Ack = await socket.emitWithAck('send_message', {
      roomId,
      type: 'text',
      content: 'Hi Maya! Can I bring my sister?',
      clientId: 'guest-hello',
    });
    expect(hello.ok).toBe(true);
    await expect(messages.getByText('Hi Maya! Can I bring my sister?')).toBeVisible();
    await expect(messages.getByText('Amy Chen', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'New message from Amy Chen' })).toHaveText(
      /^New message from Amy Chen: Hi Maya! Can I bring my sister\?/,
    );

    // The host answers: the guest's socket receives it.
    const reply = nextMessage(socket, (message) => message.content === 'Of course, the more the merrier!');
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Of course, the more the merrier!');
    await box.press('Enter');
    const heard = await reply;
    expect(heard).toMatchObject({ room_id: roomId, type: 'text', sender_id: Number(host.user.id) });
    await expect(messages.getByText('Of course, the more the merrier!')).toHaveCount(1);
    await expect(box).toHaveValue('');

    // The guest sends a picture: the host sees it, loaded.
    const uploaded = await uploadPicture(request, guest);
    const picture: Ack = await socket.emitWithAck('send_message', {
      roomId,
      type: uploaded.type,
      content: '',
      mediaUrl: uploaded.media_url,
      clientId: 'guest-picture',
    });
    expect(picture.ok).toBe(true);
    const image = messages.getByRole('img', { name: 'Image from Amy Chen' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    // The host picks a picture: it waits in the composer (docs/decisions/137), shown and
    // sized, until Send uploads it and sends it with its caption as one image message.
    const hostPicture = nextMessage(
      socket,
      (message) => message.type === 'image' && message.sender_id === Number(host.user.id),
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach an image or video' }).click();
    await (await chooser).setFiles(PICNIC_PNG);
    const preview = page.getByRole('img', { name: 'gathering-picnic.png' });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.locator('img').evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText(/^Image · [\d.]+ (KB|MB)$/)).toBeVisible();
    const caption = page.getByRole('textbox', { name: 'Caption' });
    await expect(caption).toBeFocused();
    await caption.fill('Our picnic spot');
    await page.getByRole('button', { name: 'Send' }).click();
    const received = await hostPicture;
    expect(received.content).toBe('Our picnic spot');
    await expect(page.getByRole('button', { name: 'Remove attachment' })).toHaveCount(0);
    await expect(messages.getByText('Our picnic spot')).toBeVisible();
    // Chat media are the room's: a signed link that ends within the hour (docs/decisions/106).
    expect(received.media_url).toMatch(/^\/media\/chat\/[\w-]+\.webp\?expires=\d+&signature=[\w-]+$/);
    const media = await request.get(received.media_url ?? '');
    expect(media.ok()).toBe(true);
    expect(media.headers()['content-type']).toBe('image/webp');
    expect(media.headers()['cache-control']).toMatch(/^private, max-age=\d+$/);
    const unsigned = await request.get((received.media_url ?? '').split('?')[0] ?? '');
    expect(unsigned.status()).toBe(403);
    await expect(messages.getByRole('img', { name: 'Image from you' })).toBeVisible();

    // Nothing was shown twice, and the room reads as read on the host's side.
    await expect(messages.getByText('Hi Maya! Can I bring my sister?')).toHaveCount(1);
    await expect(list.getByRole('button', { name: new RegExp(`^${title} .* \\[Image\\]$`) })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    socket.disconnect();
  }
});

/**
 * Live data over the same channel (docs/decisions/095): while the host looks at
 * My Events, the team approves their event. The server's notification reaches the tab's
 * socket, so the header's count and the event's status change without a reload and long
 * before the 60 s poll would have noticed.
 */
test('an approval shows in the header and on My Events at once, pushed over the socket', async ({
  page,
  request,
}) => {
  const host = await registerReadyHost(request);
  const title = `Pushed approval ${Date.now().toString(36)}`;
  const slug = await createEventThroughApi(request, host, { title });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await signInBrowser(page, host);
  // The live channel opens once the page has settled (5 s after load).
  const socketOpened = page.waitForEvent('websocket', {
    predicate: (socket) => socket.url().includes('/socket.io/'),
    timeout: 20_000,
  });
  await page.goto('/my-events');
  const card = page.getByRole('list', { name: 'My Events' }).getByRole('article', { name: title });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  // The header shows what the server counts before the approval.
  const counted = await request.get('/api/notifications?limit=1', { headers: bearer(host) });
  const before = ((await counted.json()) as { unread_count: number }).unread_count;
  const label = (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('aria-label', label(before));
  const socket = await socketOpened;
  // Connected: the server's answer to socket.io's connect packet ('40…') has come back.
  await socket.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).startsWith('40'),
    timeout: 10_000,
  });

  const approvedAt = Date.now();
  admin('events', 'approve', slug);
  await expect(card.getByText('Approved', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(bell).toHaveAttribute('aria-label', label(before + 1), {
    timeout: 10_000,
  });
  expect(Date.now() - approvedAt).toBeLessThan(30_000);
  expect(errors).toEqual([]);
});
