import {
  CHAT,
  CHAT_MESSAGES,
  type ChatMessage,
  roomPayloadSchema,
  type SendMessageAck,
  sendMessagePayloadSchema,
} from '@friendly/contracts';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { PacketType } from 'socket.io-parser';
import type { Deps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DomainError,
  isDatabaseUnavailable,
  RateLimitedError,
} from '../../lib/errors';
import { bearerTokenOf, verifyBearerToken } from '../auth/tokens';
import type { UserRow } from '../users/repository';
import { findRoomFor, roomOfEvent } from './repository';
import { markRoomRead, sendMessage } from './service';

/**
 * socket.io on /socket.io, websocket only (spec 001 §7; docs/decisions/091). The token is
 * checked at the handshake as HTTP checks it; every event is authorised against the room;
 * a message is committed before it is acknowledged and broadcast. With PostgreSQL the
 * broadcasts reach every instance through @socket.io/postgres-adapter.
 */

type SocketData = { user: UserRow; sessionId: string; token: string };
type ChatSocket = Socket & { data: SocketData };
type Ack<T> = ((answer: T) => void) | undefined;

const roomKey = (roomId: number) => `room:${roomId}`;
const userKey = (userId: number) => `user:${userId}`;
const sessionKey = (sessionId: string) => `session:${sessionId}`;

/** The channel the notifications trigger announces on (migration 0007). */
export const NOTIFICATION_CHANNEL = 'friendly_notifications';

/** What the app's socket client reads as "log out": the token no longer works. */
export const TOKEN_ERROR = CHAT_MESSAGES.unauthorized;

function errorText(error: unknown) {
  if (error instanceof DomainError) return error.message;
  return CHAT_MESSAGES.sendFailed;
}

export type ChatRealtime = {
  io: Server;
  /** A revoked session's sockets, on every instance, are told and disconnected. */
  sessionRevoked(sessionId: string): void;
  /** A guest gave their seat back: their sockets stop receiving the event's room. */
  leftEvent(eventId: number, userId: number): Promise<void>;
  /** Pushes to every socket of one account (notifications, read marks). */
  toUser(userId: number, event: string, payload: unknown): void;
  /**
   * A committed message reaches its room's sockets on every instance: the one broadcast
   * path of members' messages and the server's notices (docs/decisions/103).
   */
  messagePosted(message: ChatMessage): Promise<void>;
};

export async function attachChatSocket(
  app: FastifyInstance,
  deps: Deps,
  database: DatabaseHandle,
): Promise<ChatRealtime> {
  /** Set when a graceful stop begins: no new connection, every client goes elsewhere or waits. */
  let stopping = false;
  const io = new Server(app.server, {
    path: CHAT.socketPath,
    transports: ['websocket'],
    serveClient: false,
    // The token travels in the handshake, never a cookie: no ambient credential to guard.
    cors: undefined,
    maxHttpBufferSize: 64 * 1024,
    // A stopping server takes no new socket: the client's manager retries (docs/decisions/107).
    allowRequest: (_request, answer) => answer(stopping ? 'The server is stopping.' : null, !stopping),
  });
  if (database.pool) io.adapter(createAdapter(database.pool, { tableName: 'socket_io_attachments' }));

  // Live data: a committed notification is pushed to its person's sockets on this instance
  // (every instance hears the NOTIFY itself), so the header recounts without its poll.
  const stopListening = await database.listen(NOTIFICATION_CHANNEL, (payload) => {
    const userId = Number(payload);
    if (Number.isInteger(userId)) io.local.to(userKey(userId)).emit('notifications_updated', {});
  });

  io.use(async (socket, next) => {
    const token =
      (typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null) ??
      bearerTokenOf(socket.handshake.headers.authorization);
    try {
      if (!token) throw new Error('no token');
      const auth = await verifyBearerToken(deps, token);
      (socket as ChatSocket).data = { user: auth.user, sessionId: auth.sessionId, token };
      next();
    } catch (error) {
      // A database that cannot answer says nothing about the token: the client retries,
      // and must not hear the token error that signs it out.
      next(new Error(isDatabaseUnavailable(error) ? DATABASE_UNAVAILABLE_MESSAGE : TOKEN_ERROR));
    }
  });

  /** The session may have been revoked since the handshake: checked again on each join. */
  async function stillSignedIn(socket: ChatSocket, ack: Ack<{ ok: boolean; error?: string }>) {
    try {
      const auth = await verifyBearerToken(deps, socket.data.token);
      socket.data.user = auth.user;
      return true;
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        ack?.({ ok: false, error: DATABASE_UNAVAILABLE_MESSAGE });
        return false;
      }
      socket.emit('auth_error', { message: TOKEN_ERROR });
      socket.disconnect(true);
      return false;
    }
  }

  /**
   * Sends to a room's sockets on every instance and resolves once the other instances have
   * been told (with PostgreSQL, once the adapter's NOTIFY is sent; `io.to().emit()` does
   * not wait for it). A message is acknowledged only then: an instance killed right after
   * an ack has not kept the message from the others' sockets (docs/decisions/094).
   */
  async function toRoomEverywhere(roomId: number, event: string, payload: unknown) {
    const sent = io
      .of('/')
      .adapter.broadcast(
        { type: PacketType.EVENT, data: [event, payload] },
        { rooms: new Set([roomKey(roomId)]), except: new Set(), flags: {} },
      ) as unknown as Promise<void> | undefined;
    await sent;
  }

  const messagePosted = (message: ChatMessage) =>
    toRoomEverywhere(message.room_id, 'receive_message', { roomId: message.room_id, message });

  io.on('connection', (raw) => {
    const socket = raw as ChatSocket;
    void socket.join([userKey(socket.data.user.id), sessionKey(socket.data.sessionId)]);

    socket.on('join_room', async (payload: unknown, ack: Ack<{ ok: boolean; error?: string }>) => {
      const parsed = roomPayloadSchema.safeParse(payload);
      if (!parsed.success) return ack?.({ ok: false, error: CHAT_MESSAGES.invalidPayload });
      if (!(await stillSignedIn(socket, ack))) return;
      const found = await findRoomFor(deps.db, parsed.data.roomId, socket.data.user.id).catch(() => null);
      if (!found) return ack?.({ ok: false, error: CHAT_MESSAGES.roomNotFound });
      await socket.join(roomKey(found.room.id));
      ack?.({ ok: true });
    });

    socket.on('send_message', async (payload: unknown, ack: Ack<SendMessageAck>) => {
      const parsed = sendMessagePayloadSchema.safeParse(payload);
      if (!parsed.success) return ack?.({ ok: false, error: CHAT_MESSAGES.invalidPayload });
      try {
        // Per account, on every instance; a refused send stores nothing (docs/decisions/105).
        await app.chatLimits.message(socket.data.user.id);
        const { message, duplicate } = await sendMessage(deps, socket.data.user, parsed.data);
        // Committed: everyone in the room hears it (the sender's other tabs too).
        if (!duplicate) await messagePosted(message);
        ack?.({ ok: true, message });
      } catch (error) {
        if (error instanceof RateLimitedError) {
          return ack?.({ ok: false, error: error.message, retry_after: error.extra?.retry_after as number });
        }
        if (!(error instanceof DomainError)) app.log.error({ err: error }, 'a chat message failed');
        ack?.({ ok: false, error: errorText(error) });
      }
    });

    socket.on('mark_read', async (payload: unknown, ack: Ack<{ ok: boolean; error?: string }>) => {
      const parsed = roomPayloadSchema.safeParse(payload);
      if (!parsed.success) return ack?.({ ok: false, error: CHAT_MESSAGES.invalidPayload });
      try {
        await markRoomRead(deps, socket.data.user, parsed.data.roomId);
        io.to(userKey(socket.data.user.id)).emit('message_read', { roomId: parsed.data.roomId });
        ack?.({ ok: true });
      } catch (error) {
        ack?.({ ok: false, error: errorText(error) });
      }
    });
  });

  // A graceful stop closes every connection first, so the server can close
  // (docs/decisions/091) — by its transport, as a crash or a network drop would: the client
  // hears 'transport close' and its manager reconnects by itself, to another instance or to
  // this one restarted. A socket.io disconnect ('io server disconnect') would tell the
  // client not to come back, and the app's chat would stay silent (docs/decisions/107).
  app.addHook('preClose', async () => {
    stopping = true;
    // engine.io's documented `clients` (protected in its typings): every connection, those
    // still in their handshake too. `close()` sends what is buffered, then closes.
    const { clients } = io.engine as unknown as { clients: Record<string, { close(): void }> };
    for (const client of Object.values(clients)) client.close();
  });
  app.addHook('onClose', async () => {
    // io.close() would also close the HTTP server Fastify is closing: the engine and the
    // adapter only (the adapter gives its LISTEN connection back, so the pool can end).
    io.engine.close();
    await stopListening();
    await io.of('/').adapter.close();
  });

  return {
    io,
    sessionRevoked(sessionId) {
      // Here first, in order (told, then closed); then every other instance, in the same order.
      io.local.in(sessionKey(sessionId)).emit('auth_error', { message: TOKEN_ERROR });
      io.local.in(sessionKey(sessionId)).disconnectSockets(true);
      io.in(sessionKey(sessionId)).emit('auth_error', { message: TOKEN_ERROR });
      io.in(sessionKey(sessionId)).disconnectSockets(true);
    },
    async leftEvent(eventId, userId) {
      const room = await roomOfEvent(deps.db, eventId);
      if (!room) return;
      // Here at once (a cluster adapter applies its own node only after publishing), and on
      // every other instance through the adapter.
      io.local.in(userKey(userId)).socketsLeave(roomKey(room.id));
      io.in(userKey(userId)).socketsLeave(roomKey(room.id));
    },
    toUser(userId, event, payload) {
      io.to(userKey(userId)).emit(event, payload);
    },
    messagePosted,
  };
}

export type { ChatMessage };
