import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_MESSAGES } from '@friendly/contracts/chat-constants';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage';
import type { OutgoingMessage, RealtimeConnection, RealtimeStatus } from './realtime-connection';

/**
 * The tab's socket against a real socket.io server on /socket.io (websocket only), which
 * accepts one token and refuses others with the server's token error (docs/decisions/091).
 */

const GOOD_TOKEN = 'good-token';

let http: HttpServer;
let io: Server;
let serverSockets: ServerSocket[];
let session: typeof import('./session');
let realtime: typeof import('./realtime').realtime;

function storedMessage(payload: OutgoingMessage) {
  return {
    id: 41,
    room_id: payload.roomId,
    sender_id: 7,
    sender: { id: 7, name: 'Maya Rossi', avatar: '/images/default-avatar.png' },
    type: payload.type,
    content: payload.content,
    media_url: payload.mediaUrl,
    client_id: payload.clientId,
    created_at: '2026-11-23T09:41:00.000Z',
  };
}

beforeEach(async () => {
  http = createServer();
  io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
  serverSockets = [];
  io.use((socket, next) =>
    socket.handshake.auth?.token === GOOD_TOKEN ? next() : next(new Error(CHAT_MESSAGES.unauthorized)),
  );
  io.on('connection', (socket) => {
    serverSockets.push(socket);
    socket.on('join_room', (payload: { roomId: number }, ack: (answer: unknown) => void) =>
      ack(payload.roomId === 3 ? { ok: true } : { ok: false, error: CHAT_MESSAGES.roomNotFound }),
    );
    socket.on('send_message', (payload: OutgoingMessage, ack: (answer: unknown) => void) => {
      if (payload.content === 'never answered') return;
      ack({ ok: true, message: storedMessage(payload) });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('location', new URL(`http://127.0.0.1:${port}/messages`));
  // A fresh module each test: the socket is the tab's one, kept in module state.
  vi.resetModules();
  session = await import('./session');
  realtime = (await import('./realtime')).realtime;
});

afterEach(async () => {
  session.clearSession();
  io.close();
  await new Promise((resolve) => http.close(resolve));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signIn(token = GOOD_TOKEN) {
  session.saveSession({ token, user: { id: 7, name: 'Maya Rossi' } });
}

/** Resolves with each status the connection reports, in order, until `count` have come. */
function statuses(connection: RealtimeConnection, count: number) {
  const seen: { status: RealtimeStatus; reconnected: boolean }[] = [];
  return new Promise<typeof seen>((resolve) => {
    const stop = connection.onStatus((status, { reconnected }) => {
      seen.push({ status, reconnected });
      if (seen.length === count) {
        stop();
        resolve(seen);
      }
    });
  });
}

describe('the realtime connection', () => {
  it('is null while signed out', () => {
    expect(realtime()).toBeNull();
  });

  it("connects with the session's token and answers the server's acknowledgements", async () => {
    signIn();
    const connection = realtime();
    if (!connection) throw new Error('no connection');
    expect(realtime()).toBe(connection);
    await expect(statuses(connection, 1)).resolves.toEqual([{ status: 'connected', reconnected: false }]);
    expect(connection.isConnected()).toBe(true);
    expect(serverSockets).toHaveLength(1);

    await expect(connection.joinRoom(3)).resolves.toEqual({ ok: true });
    await expect(connection.joinRoom(4)).resolves.toEqual({ ok: false, error: CHAT_MESSAGES.roomNotFound });
    const sent = { roomId: 3, type: 'text' as const, content: 'Hello', mediaUrl: null, clientId: 'c-1' };
    await expect(connection.sendMessage(sent)).resolves.toEqual({ ok: true, message: storedMessage(sent) });
  });

  it('passes server events to their listeners until they stop listening', async () => {
    signIn();
    const connection = realtime();
    if (!connection) throw new Error('no connection');
    await statuses(connection, 1);
    const heard = vi.fn();
    const stop = connection.on('notifications_updated', heard);
    serverSockets[0]?.emit('notifications_updated', {});
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith({}));
    stop();
    serverSockets[0]?.emit('notifications_updated', {});
    const received = vi.fn();
    connection.on('message_read', received);
    serverSockets[0]?.emit('message_read', { roomId: 3 });
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith({ roomId: 3 }));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('refuses to send while not connected, instead of sending at some later reconnection', async () => {
    signIn();
    const connection = realtime();
    if (!connection) throw new Error('no connection');
    const sent = { roomId: 3, type: 'text' as const, content: 'Hello', mediaUrl: null, clientId: 'c-2' };
    await expect(connection.sendMessage(sent)).resolves.toEqual({
      ok: false,
      error: CHAT_MESSAGES.sendFailed,
    });
  });

  it('reconnects after a drop and says so, so the screens catch up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    const connection = realtime();
    if (!connection) throw new Error('no connection');
    await statuses(connection, 1);
    const next = statuses(connection, 2);
    serverSockets[0]?.conn.close();
    await expect(next).resolves.toEqual([
      { status: 'disconnected', reconnected: false },
      { status: 'connected', reconnected: true },
    ]);
    expect(session.isLoggedIn()).toBe(true);
  }, 10_000);

  it('ends the session when the handshake is refused with the token error', async () => {
    signIn('revoked-token');
    expect(realtime()).not.toBeNull();
    await vi.waitFor(() => expect(session.isLoggedIn()).toBe(false));
    expect(session.getToken()).toBeNull();
  });

  it('ends the session and closes when the server says auth_error', async () => {
    signIn();
    const connection = realtime();
    if (!connection) throw new Error('no connection');
    await statuses(connection, 1);
    serverSockets[0]?.emit('auth_error', { message: CHAT_MESSAGES.unauthorized });
    await vi.waitFor(() => expect(session.isLoggedIn()).toBe(false));
    await vi.waitFor(() => expect(connection.isConnected()).toBe(false));
  });

  it('only logs other connection errors and keeps the session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    io.close();
    await new Promise((resolve) => http.close(resolve));
    signIn();
    realtime();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Realtime connection failed', expect.any(String)),
    );
    expect(session.isLoggedIn()).toBe(true);
    http = createServer();
    io = new Server(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  });

  it('disconnects on sign-out and connects again with the next sign-in', async () => {
    signIn();
    const connection = realtime();
    if (!connection) throw new Error('no connection');
    await statuses(connection, 1);
    const out = statuses(connection, 1);
    session.clearSession();
    await expect(out).resolves.toEqual([{ status: 'disconnected', reconnected: false }]);
    const back = statuses(connection, 1);
    signIn();
    await expect(back).resolves.toEqual([{ status: 'connected', reconnected: true }]);
    expect(serverSockets).toHaveLength(2);
  });

  it('hands the server the new token when another account signs in over the session', async () => {
    signIn();
    const connection = realtime();
    if (!connection) throw new Error('no connection');
    await statuses(connection, 1);
    signIn('revoked-token');
    // The handshake carried the new token, which this server refuses: the session ends.
    await vi.waitFor(() => expect(session.isLoggedIn()).toBe(false));
  });
});
