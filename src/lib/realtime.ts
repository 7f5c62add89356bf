import { CHAT, CHAT_MESSAGES } from '@friendly/contracts/chat-constants';
import { io, type Socket } from 'socket.io-client';
import type { RealtimeConnection, RealtimeStatus, RoomAck } from './realtime-connection';
import { clearSession, getToken, isLoggedIn, onSessionChange } from './session';

/**
 * The tab's one socket (docs/decisions/095; DESIGN.md: "one socket per tab; server events
 * → SWR mutate(); reconnect → catch up"): socket.io on /socket.io, websocket only, the
 * session's token in the handshake, the spec's reconnection settings (001 §9). Connect
 * errors are only logged; a token error — a refused handshake, or `auth_error` when the
 * session is revoked — ends the session as a 401 does (src/api/http.ts), and the layout
 * then leaves for Log In (spec 001 §4 'Socket').
 *
 * This module carries socket.io-client: it is only ever imported dynamically
 * (`loadRealtime`), never by the entry.
 */

type Listener = (status: RealtimeStatus, info: { reconnected: boolean }) => void;
type SocketListener = Parameters<Socket['on']>[1];

let socket: Socket | null = null;
let connection: RealtimeConnection | null = null;
/** The token the socket last connected with: a different one (another sign-in) reconnects. */
let connectedToken: string | null = null;
let everConnected = false;
const statusListeners = new Set<Listener>();

const isTokenError = (message: unknown) => message === CHAT_MESSAGES.unauthorized;

function endSession() {
  socket?.disconnect();
  clearSession();
}

function followSession() {
  const current = socket;
  if (!current) return;
  const token = isLoggedIn() ? getToken() : null;
  if (!token) {
    connectedToken = null;
    if (current.active) current.disconnect();
    return;
  }
  if (!current.active) {
    // Signed in again after a sign-out or a refused token.
    current.connect();
  } else if (connectedToken !== null && token !== connectedToken) {
    // Another account signed in (here or in another tab): the next handshake carries its token.
    current.disconnect();
    current.connect();
  }
}

function createSocket(): Socket {
  const created = io({
    path: CHAT.socketPath,
    transports: ['websocket'],
    autoConnect: false,
    // Read at every (re)connection, so a new sign-in's token is the one sent.
    auth: (send) => send({ token: getToken() ?? '' }),
    ...CHAT.reconnection,
  });
  created.on('connect', () => {
    connectedToken = getToken();
    const reconnected = everConnected;
    everConnected = true;
    for (const listener of statusListeners) listener('connected', { reconnected });
  });
  created.on('disconnect', () => {
    for (const listener of statusListeners) listener('disconnected', { reconnected: false });
  });
  created.on('connect_error', (error: Error) => {
    if (isTokenError(error.message)) {
      endSession();
      return;
    }
    // The manager keeps retrying (1 s to 5 s, without end); nothing for the host to do.
    console.warn('Realtime connection failed', error.message);
  });
  created.on('auth_error', () => endSession());
  onSessionChange(followSession);
  return created;
}

function timedOut(error: unknown) {
  console.warn('A chat request had no answer', error instanceof Error ? error.message : error);
}

function createConnection(current: Socket): RealtimeConnection {
  return {
    on(event, listener) {
      const name: string = event;
      const handler = listener as SocketListener;
      current.on(name, handler);
      return () => {
        current.off(name, handler);
      };
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    isConnected: () => current.connected,
    async joinRoom(roomId) {
      try {
        return (await current.timeout(CHAT.ackTimeoutMs).emitWithAck('join_room', { roomId })) as RoomAck;
      } catch (error) {
        timedOut(error);
        return { ok: false, error: CHAT_MESSAGES.sendFailed };
      }
    },
    async sendMessage(message) {
      // Not connected: say so now rather than leave the message in socket.io's buffer, to
      // be sent at some later reconnection after the host was told it failed.
      if (!current.connected) return { ok: false, error: CHAT_MESSAGES.sendFailed };
      try {
        return await current.timeout(CHAT.ackTimeoutMs).emitWithAck('send_message', message);
      } catch (error) {
        // No answer in time ('operation has timed out'): the message may still be stored;
        // a retry with the same client id answers it instead of storing it twice.
        timedOut(error);
        return { ok: false, error: CHAT_MESSAGES.sendFailed };
      }
    },
  };
}

/**
 * The tab's connection while signed in (connecting it if it is not), or null when signed
 * out. The same object for the whole tab; it follows sign-ins and sign-outs by itself.
 */
export function realtime(): RealtimeConnection | null {
  if (!isLoggedIn()) return null;
  socket ??= createSocket();
  connection ??= createConnection(socket);
  if (!socket.active) socket.connect();
  return connection;
}
