import type { ChatMessage } from '@friendly/contracts';
import { describe, expect, it } from 'vitest';
import {
  approvedEvent,
  call,
  groupRoom,
  guest,
  readyHost,
  referenceIds,
} from '../../../scripts/bench/world.mjs';
import { deployment, joinRoom, openSocket, startInstance } from './live';
import { exitCode, stopProcessesAfterEachTest } from './support';

stopProcessesAfterEachTest();

/**
 * A graceful restart on one machine (docs/decisions/097, 107): SIGTERM closes each socket's
 * connection without telling it to stay away, so a client that reconnects by itself — as
 * the app's does, with the spec's reconnection settings — comes back to the server started
 * again on the same port and DATA_DIR, joins its room again and hears what is said there,
 * with nothing touching its session meanwhile.
 */
describe('a graceful restart (PGlite)', () => {
  it('lets a connected client reconnect by itself and hear a message sent after the restart', async () => {
    const setup = deployment();
    const first = await startInstance(setup);
    const host = await readyHost(first);
    const reference = await referenceIds(first, host.token);
    const event = await approvedEvent(first, host, reference, {
      title: 'Supper across a restart',
      free: true,
    });
    const amy = await guest(first, 'Amy');
    await call(first.url, 'POST', `/api/guest/events/${event.id}/join`, { token: amy.token });
    const roomId = await groupRoom(first, host, event.id);
    const hostSocket = await openSocket(first.url, host.token, { reconnection: true });
    await joinRoom(hostSocket, roomId);

    const dropped = new Promise<string>((resolve) =>
      hostSocket.once('disconnect', (reason) => resolve(reason)),
    );
    first.child.process.kill('SIGTERM');
    // A dropped connection, on which socket.io-client reconnects; not 'io server disconnect',
    // on which it gives up until the app connects it again.
    expect(await dropped).toBe('transport close');
    expect(await exitCode(first.child, 30_000)).toBe(0);
    expect(hostSocket.active).toBe(true);

    const back = new Promise<void>((resolve) => hostSocket.once('connect', () => resolve()));
    const second = await startInstance(setup, first.port);
    await back;
    await joinRoom(hostSocket, roomId);
    const heard = new Promise<ChatMessage>((resolve) =>
      hostSocket.on('receive_message', (payload: { message: ChatMessage }) => resolve(payload.message)),
    );
    const amySocket = await openSocket(second.url, amy.token);
    const sent = await amySocket
      .timeout(15_000)
      .emitWithAck('send_message', { roomId, content: 'Still on for tonight?', clientId: 'after-restart' });
    expect(sent.ok, JSON.stringify(sent)).toBe(true);
    expect(await heard).toMatchObject({ id: sent.message.id, content: 'Still on for tonight?' });

    second.child.process.kill('SIGTERM');
    expect(await exitCode(second.child, 30_000)).toBe(0);
  }, 300_000);
});
