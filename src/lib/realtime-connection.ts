import type { ChatMessage, ChatMessageType, SendMessageAck } from '@friendly/contracts/chat';

/**
 * The app's realtime channel as the screens use it (docs/decisions/095): what the server
 * pushes, and the chat's three requests. `realtime.ts` implements it over socket.io; the
 * screen stories hand in a fake that keeps the same promises. Nothing here loads
 * socket.io-client, so a screen can name the channel without carrying it.
 */

/** What the server pushes (spec 001 §7, and our `notifications_updated`; docs/decisions/091). */
export type RealtimeEvents = {
  receive_message: { roomId: number; message: ChatMessage };
  message_read: { roomId: number };
  notifications_updated: Record<string, unknown>;
};

export type RealtimeStatus = 'connected' | 'disconnected';

/** A `join_room` or `mark_read` answer. */
export type RoomAck = { ok: true } | { ok: false; error: string };

/** `send_message` as the app sends it: `clientId` makes a retry store the message once. */
export type OutgoingMessage = {
  roomId: number;
  type: ChatMessageType;
  content: string;
  mediaUrl: string | null;
  clientId: string;
};

export interface RealtimeConnection {
  /** Listens to a server event; answers how to stop listening. */
  on<Event extends keyof RealtimeEvents>(
    event: Event,
    listener: (payload: RealtimeEvents[Event]) => void,
  ): () => void;
  /**
   * Hears the connection come and go: `connected` with `reconnected` true after a drop
   * (the moment to join rooms again and fetch what was missed), or `disconnected`.
   */
  onStatus(listener: (status: RealtimeStatus, info: { reconnected: boolean }) => void): () => void;
  /** Whether the channel is up now. */
  isConnected(): boolean;
  /** Joins a room's broadcasts (the server checks membership and the session). */
  joinRoom(roomId: number): Promise<RoomAck>;
  /**
   * Sends a message; answers the server's acknowledgement with the stored message, or
   * `{ ok: false }` with the server's error, or with 'Failed to send.' when there was no
   * answer (not connected, or none in time).
   */
  sendMessage(message: OutgoingMessage): Promise<SendMessageAck>;
}
