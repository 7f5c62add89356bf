import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppConfig } from '../../src/config';
import { createEvent, dateAfter, type ReadyHost } from './event-hosts';
import type { signUpGuest } from './guest-accounts';
import { bearer } from './hosts';
import { multipartBody } from './multipart';
import { closeTestApp, createTestApp, type TestContext } from './test-app';

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
type Answer = Awaited<ReturnType<TestContext['app']['inject']>>;

/** A room as `POST /api/chat/rooms/group` answers it, as far as the chat suites read it. */
export type TestRoom = { id: number; event: { cover_image_url: string } };

export type ChatWorld = {
  /** The listening test app; set once the suite's `beforeAll` has run. */
  readonly ctx: TestContext;
  /** `http://127.0.0.1:<port>` of that app. */
  readonly url: string;
  get(path: string, token?: string): Promise<Answer>;
  post(path: string, token: string, payload?: object): Promise<Answer>;
  /** A client as the app makes one: websocket only, the token in the handshake, no reconnection. */
  client(token: string): Socket;
  /** Resolves on `connect`, rejects on `connect_error`. */
  connected(socket: Socket): Promise<void>;
  /** `client` and `connected` in one. */
  connectedClient(token: string): Promise<Socket>;
  /** An event with its acknowledgement, refused after `timeout` ms. */
  emit<T>(socket: Socket, event: string, payload: unknown, timeout?: number): Promise<T>;
  /** The next `event` the socket hears. */
  next<T>(socket: Socket, event: string): Promise<T>;
  /** An approved free Friendly Plus event three days out, with `guests` holding seats. */
  approvedEvent(host: ReadyHost, guests: Guest[]): Promise<Awaited<ReturnType<typeof createEvent>>>;
  /** `approvedEvent` and its group room, opened by the host. */
  eventWithRoom(
    host: ReadyHost,
    guests: Guest[],
  ): Promise<{ event: Awaited<ReturnType<typeof createEvent>>; room: TestRoom }>;
  /** `POST /api/chat/upload-media` with one file, its type left for the server to find out. */
  upload(token: string, data: Buffer, filename?: string, contentType?: string): Promise<Answer>;
};

/**
 * The world the chat suites share: a test app listening on a port with realtime on, its
 * sockets closed and the app closed after the suite. Call it at the top of a test file; its
 * `beforeAll` and `afterAll` are the suite's.
 */
export function chatWorld(overrides: Partial<AppConfig> = {}): ChatWorld {
  let ctx: TestContext | undefined;
  let url = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    ctx = await createTestApp(overrides, undefined, { realtime: true });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    if (ctx) await closeTestApp(ctx);
  });

  const app = () => {
    if (!ctx) throw new Error('chatWorld: the suite has not started yet');
    return ctx;
  };
  const world: ChatWorld = {
    get ctx() {
      return app();
    },
    get url() {
      return url;
    },
    get: (path, token) =>
      app().app.inject({ method: 'GET', url: path, ...(token ? { headers: bearer(token) } : {}) }),
    post: (path, token, payload) =>
      app().app.inject({
        method: 'POST',
        url: path,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      }),
    client(token) {
      const socket = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
      });
      sockets.push(socket);
      return socket;
    },
    connected: (socket) =>
      new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      }),
    async connectedClient(token) {
      const socket = world.client(token);
      await world.connected(socket);
      return socket;
    },
    emit: <T>(socket: Socket, event: string, payload: unknown, timeout = 5000) =>
      socket.timeout(timeout).emitWithAck(event, payload) as Promise<T>,
    next: <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve)),
    async approvedEvent(host, guests) {
      const event = await createEvent(app(), host, {
        event_type: 'plus-priority',
        is_paid: '0',
        date: dateAfter(app(), 3),
      });
      const approved = await app().app.inject({
        method: 'POST',
        url: '/api/admin/commands',
        headers: { 'x-admin-token': app().app.secrets.adminToken },
        payload: { name: 'events.approve', slug: event.slug },
      });
      expect(approved.json().ok).toBe(true);
      for (const guest of guests) {
        const joined = await world.post(`/api/guest/events/${event.id}/join`, guest.token);
        expect(joined.statusCode, joined.body).toBe(200);
      }
      return event;
    },
    async eventWithRoom(host, guests) {
      const event = await world.approvedEvent(host, guests);
      const room = await world.post('/api/chat/rooms/group', host.token, { event_id: event.id });
      expect(room.statusCode, room.body).toBe(200);
      return { event, room: room.json().data as TestRoom };
    },
    upload(token, data, filename = 'photo.png', contentType = 'application/octet-stream') {
      const { payload, headers } = multipartBody({}, [{ field: 'file', filename, contentType, data }]);
      return app().app.inject({
        method: 'POST',
        url: '/api/chat/upload-media',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
    },
  };
  return world;
}
