import type { ChatMessage } from '@friendly/contracts';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { insertMessage, lockRoomOfEvent } from './repository';
import { toChatMessage } from './service';

/**
 * The server's notices in an event's group chat (docs/decisions/103): a text message in
 * the host's name with `is_system` set, so the web app shows it as a notice and a client
 * that does not know the flag still shows a sensible text from the host. No client can
 * post one: `send_message` never sets the flag.
 */

/**
 * Posts `content` in the event's room, when the room exists, in the caller's transaction
 * (so it commits with the change it announces). Answers the message to broadcast after the
 * commit through the chat's one broadcast path (`ChatRealtime.messagePosted`), or null.
 */
export async function postSystemMessage(
  tx: Database,
  deps: Pick<Deps, 'providers'>,
  input: {
    eventId: number;
    host: { id: number; name: string | null; profilePhotoKey: string | null };
    content: string;
    now: Date;
  },
): Promise<ChatMessage | null> {
  const room = await lockRoomOfEvent(tx, input.eventId);
  if (!room) return null;
  const row = await insertMessage(tx, {
    roomId: room.id,
    senderId: input.host.id,
    type: 'text',
    content: input.content,
    mediaKey: null,
    clientId: null,
    isSystem: true,
    createdAt: input.now,
  });
  return toChatMessage(
    row,
    { name: input.host.name, photoKey: input.host.profilePhotoKey },
    deps.providers.storage,
    input.now,
  );
}
