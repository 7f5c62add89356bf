import { CHAT_MESSAGES } from '@friendly/contracts';
import { describe, expect, it } from 'vitest';
import {
  approvedEvent,
  call,
  groupRoom,
  guest,
  readyHost,
  referenceIds,
  request,
} from '../../../scripts/bench/world.mjs';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/lib/errors';
import { startFaultProxy } from '../support/fault-proxy';
import {
  deployment,
  joinRoom,
  openSocket,
  postgresAddress,
  scratchPostgres,
  startInstance,
  waitForProgress,
} from './live';
import { health, stopProcessesAfterEachTest } from './support';

stopProcessesAfterEachTest();

/**
 * PostgreSQL restarts under load (docs/decisions/094). The machine's PostgreSQL is
 * shared with other tests, so a TCP proxy between the servers and it plays the restart:
 * every connection cut at once, new ones refused, then let through again. Two instances
 * serve a steady mix of reads and writes throughout. Runs in the PostgreSQL pass.
 */
describe('PostgreSQL goes away under load', () => {
  it('answers 503 in the spec’s shape (never 500) while it is gone, and recovers without a restart', async () => {
    const proxy = await startFaultProxy(postgresAddress());
    try {
      const databaseUrl = proxy.through(await scratchPostgres('friendly_outage'));
      const setup = deployment({ DATABASE_URL: databaseUrl });
      const [a, b] = await Promise.all([startInstance(setup), startInstance(setup)]);
      const pids = [a.child.pid, b.child.pid];

      // A host with an approved free event, two guests holding seats, the event's chat.
      const host = await readyHost(a);
      const reference = await referenceIds(a, host.token);
      const event = await approvedEvent(a, host, reference, { title: 'Outage supper', free: true });
      const amy = await guest(a, 'Amy');
      const ben = await guest(b, 'Ben');
      for (const person of [amy, ben])
        await call(b.url, 'POST', `/api/guest/events/${event.id}/join`, { token: person.token });
      const roomId = await groupRoom(a, host, event.id);
      const amyOnA = await openSocket(a.url, amy.token);
      const benOnB = await openSocket(b.url, ben.token);
      await joinRoom(amyOnA, roomId);
      await joinRoom(benOnB, roomId);

      // The load: four clients in turn on both instances, each request after the last answer.
      const mix = [
        () => request(a.url, 'GET', '/api/notifications', { token: host.token }),
        () => request(b.url, 'GET', '/api/events', { token: host.token }),
        () => request(a.url, 'GET', `/api/chat/rooms/${roomId}/messages`, { token: amy.token }),
        () => request(b.url, 'POST', `/api/chat/rooms/${roomId}/mark-read`, { token: ben.token }),
        () => request(b.url, 'GET', '/api/guest/events', { token: ben.token }),
        () => request(a.url, 'GET', `/api/event-detail/${event.id}`, { token: host.token }),
      ];
      type Seen = { phase: string; status: number; body: unknown };
      const seen: Seen[] = [];
      let phase = 'before';
      let running = true;
      const clients = [0, 1, 2, 3].map(async (offset) => {
        for (let turn = offset; running; turn++) {
          const at = phase;
          try {
            const answer = await mix[turn % mix.length]!();
            // A request that spans a change of phase is counted apart.
            seen.push({ phase: at === phase ? at : 'between', status: answer.status, body: answer.body });
          } catch (error) {
            seen.push({ phase: at === phase ? at : 'between', status: 0, body: String(error) });
          }
        }
      });
      const count = (name: string) => seen.filter((entry) => entry.phase === name).length;
      try {
        await waitForProgress('load before the outage', () => (count('before') >= 40 ? true : undefined));

        phase = 'outage';
        proxy.down();
        await waitForProgress('both instances unhealthy', async () => {
          for (const server of [a, b]) {
            if (server.child.process.exitCode !== null || server.child.process.signalCode !== null)
              throw new Error(`pid ${server.child.pid} ended:\n${server.child.output()}`);
          }
          return (await health(a.url)) === 503 && (await health(b.url)) === 503 ? true : undefined;
        });
        // A client that connects now is told to try again, not that its token is refused
        // (the app signs out on that), and a joined one is answered, not disconnected.
        const refused = await openSocket(a.url, amy.token).then(
          () => 'connected',
          (error: Error) => error.message,
        );
        expect(refused).toBe(DATABASE_UNAVAILABLE_MESSAGE);
        expect(refused).not.toBe(CHAT_MESSAGES.unauthorized);
        expect(await benOnB.timeout(15_000).emitWithAck('join_room', { roomId })).toEqual({
          ok: false,
          error: DATABASE_UNAVAILABLE_MESSAGE,
        });
        expect(benOnB.connected).toBe(true);
        const failed = await amyOnA
          .timeout(15_000)
          .emitWithAck('send_message', { roomId, content: 'lost?', clientId: 'outage-1' });
        expect(failed.ok).toBe(false);
        await waitForProgress('load during the outage', () =>
          seen.filter((entry) => entry.phase === 'outage' && entry.status === 503).length >= 20
            ? true
            : undefined,
        );

        phase = 'recovering';
        proxy.up();
        await waitForProgress('both instances healthy again', async () =>
          (await health(a.url)) === 200 && (await health(b.url)) === 200 ? true : undefined,
        );
        phase = 'after';
        await waitForProgress('load after the outage', () => (count('after') >= 40 ? true : undefined));
      } finally {
        running = false;
        await Promise.all(clients);
      }

      const statuses = (name: string) => [
        ...new Set(seen.filter((e) => e.phase === name).map((e) => e.status)),
      ];
      expect(statuses('before')).toEqual([200]);
      // While it is gone: answers from memory where the server keeps them, otherwise 503.
      expect(statuses('outage').filter((status) => status !== 200 && status !== 503)).toEqual([]);
      for (const name of ['recovering', 'between'])
        expect(statuses(name).filter((status) => status !== 200 && status !== 503)).toEqual([]);
      for (const entry of seen.filter((e) => e.status === 503)) {
        expect(entry.body).toEqual({ status: false, message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      expect(statuses('after')).toEqual([200]);
      // The same processes, never restarted.
      expect([a.child.process.exitCode, b.child.process.exitCode]).toEqual([null, null]);
      expect([a.child.pid, b.child.pid]).toEqual(pids);
      const tally = Object.fromEntries(
        ['before', 'outage', 'recovering', 'between', 'after'].map((name) => [
          name,
          Object.fromEntries(
            statuses(name).map((status) => [
              status,
              seen.filter((e) => e.phase === name && e.status === status).length,
            ]),
          ),
        ]),
      );
      console.info(`PostgreSQL outage, answers by phase: ${JSON.stringify(tally)}`);

      // Chat works again across the instances: the adapter listens again on a new
      // connection (within a few seconds), so a message sent on A reaches B live.
      await joinRoom(benOnB, roomId);
      const heardLive = (content: string) =>
        new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => done(false), 1_000);
          const listener = ({ message }: { message: { content: string } }) => {
            if (message.content === content) done(true);
          };
          const done = (value: boolean) => {
            clearTimeout(timer);
            benOnB.off('receive_message', listener);
            resolve(value);
          };
          benOnB.on('receive_message', listener);
        });
      let sent = 0;
      await waitForProgress('a message from A heard live on B', async () => {
        const content = `back ${++sent}`;
        const heard = heardLive(content);
        const ack = await amyOnA.timeout(15_000).emitWithAck('send_message', { roomId, content });
        expect(ack.ok).toBe(true);
        return (await heard) ? true : undefined;
      });
    } finally {
      await proxy.close();
    }
  }, 180_000);
});
