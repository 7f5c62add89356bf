import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import {
  approvedEvent,
  call,
  groupRoom,
  guest,
  type Person,
  readyHost,
  referenceIds,
} from '../../../scripts/bench/world.mjs';
import {
  catchUp,
  deployment,
  joinRoom,
  openSocket,
  scratchPostgres,
  startInstance,
  waitForProgress,
} from './live';
import { exitCode, stopProcessesAfterEachTest } from './support';

stopProcessesAfterEachTest();

/**
 * An instance dies and its sockets come back all at once on the other (see
 * docs/decisions/094, 091). Two instances on one PostgreSQL; 100 sockets in 5 rooms, half on
 * each; members send on both; instance A is killed (-9) mid-stream; its 50 sockets
 * reconnect at once to B, as a load balancer sends them, join their rooms again and catch
 * up with `after` from the last message each heard. Every acknowledged message reaches
 * every socket of its room: live, or in the catch-up — and never twice live. Runs in the
 * PostgreSQL pass (several instances need PostgreSQL); crash-recovery.test.ts is the
 * one-instance version on both databases.
 */

const ROOMS = 5;
const SOCKETS = 100;

type Tab = { person: Person; roomId: number; socket: Socket; heard: number[]; on: 'A' | 'B' };

describe('an instance dies under 100 sockets', () => {
  it('its sockets reconnect at once to the other and no acknowledged message is lost', async () => {
    const databaseUrl = await scratchPostgres('friendly_failover');
    const setup = deployment({ DATABASE_URL: databaseUrl });
    const [a, b] = await Promise.all([startInstance(setup), startInstance(setup)]);

    // A host with five free events and six guests holding a seat at each; a chat per event.
    const host = await readyHost(a);
    const reference = await referenceIds(a, host.token);
    const events = [];
    for (let index = 0; index < ROOMS; index++)
      events.push(
        await approvedEvent(a, host, reference, { title: `Failover supper ${index + 1}`, free: true }),
      );
    const guests: Person[] = [];
    for (let index = 0; index < 6; index++) guests.push(await guest(b, `Guest ${index + 1}`));
    for (const person of guests)
      for (const event of events)
        await call(b.url, 'POST', `/api/guest/events/${event.id}/join`, { token: person.token });
    const rooms: number[] = [];
    for (const event of events) rooms.push(await groupRoom(a, host, event.id));

    // 100 tabs: each room has 20, of its seven people, alternately on A and on B.
    const people = [host, ...guests];
    const tabs: Tab[] = await Promise.all(
      Array.from({ length: SOCKETS }, async (_, index) => {
        const on = index % 2 === 0 ? 'A' : 'B';
        const roomId = rooms[index % ROOMS]!;
        const person = people[Math.floor(index / ROOMS) % people.length]!;
        const socket = await openSocket((on === 'A' ? a : b).url, person.token);
        await joinRoom(socket, roomId);
        const tab: Tab = { person, roomId, socket, heard: [], on };
        socket.on('receive_message', ({ message }: { message: { id: number } }) =>
          tab.heard.push(message.id),
        );
        return tab;
      }),
    );

    // Two senders per room, one on each instance, each sending as soon as the last is acknowledged.
    const acked = new Map<number, number>(); // message id → room
    let running = true;
    const senders = rooms.flatMap((roomId) =>
      (['A', 'B'] as const).map(async (on) => {
        const tab = tabs.find((entry) => entry.roomId === roomId && entry.on === on)!;
        for (let turn = 0; running; turn++) {
          const answer = await tab.socket
            .timeout(10_000)
            .emitWithAck('send_message', {
              roomId,
              content: `${on} ${turn}`,
              clientId: `${on}-${roomId}-${turn}`,
            })
            .catch(() => null);
          if (!answer?.ok) {
            if (on === 'A') return; // its instance is gone
            continue;
          }
          acked.set(answer.message.id, roomId);
        }
      }),
    );

    await waitForProgress('messages flowing on both instances', () => (acked.size >= 60 ? true : undefined));
    a.child.process.kill('SIGKILL');
    await exitCode(a.child);
    const ackedBeforeKill = acked.size;

    // A's 50 sockets, all at once, to B — each joins its room again and catches up.
    const orphaned = tabs.filter((tab) => tab.on === 'A');
    await waitForProgress('A’s sockets see the connection drop', () =>
      orphaned.every((tab) => !tab.socket.connected) ? true : undefined,
    );
    const caughtUp = new Map<Tab, number[]>();
    const moved = new Map<Tab, Tab>();
    await Promise.all(
      orphaned.map(async (tab) => {
        const socket = await openSocket(b.url, tab.person.token);
        const next: Tab = { ...tab, socket, heard: [], on: 'B' };
        socket.on('receive_message', ({ message }: { message: { id: number } }) =>
          next.heard.push(message.id),
        );
        await joinRoom(socket, tab.roomId);
        moved.set(tab, next);
        const ids = await catchUp(b.url, tab.person.token, tab.roomId, tab.heard.at(-1) ?? 0);
        caughtUp.set(tab, ids);
      }),
    );

    // B goes on a little after everyone is back, then stops; every delivery drains.
    await waitForProgress('more messages after the reconnection', () =>
      acked.size >= ackedBeforeKill + 40 ? true : undefined,
    );
    running = false;
    await Promise.all(senders);
    const expectedFor = (roomId: number) =>
      [...acked].filter(([, room]) => room === roomId).map(([id]) => id);
    const received = (tab: Tab) => {
      const next = moved.get(tab);
      return new Set([...tab.heard, ...(caughtUp.get(tab) ?? []), ...(next?.heard ?? [])]);
    };
    const missing = () =>
      tabs.flatMap((tab, index) =>
        expectedFor(tab.roomId)
          .filter((id) => !received(tab).has(id))
          .map((id) => `socket ${index} (${tab.on}, room ${tab.roomId}) lacks message ${id}`),
      );
    await waitForProgress('every acknowledged message at every socket of its room', () =>
      missing().length === 0 ? true : undefined,
    ).catch(() => undefined);
    expect(missing()).toEqual([]);

    for (const tab of tabs) {
      const live = [...tab.heard, ...(moved.get(tab)?.heard ?? [])];
      expect(new Set(tab.heard).size, 'a message heard twice live').toBe(tab.heard.length);
      const next = moved.get(tab);
      if (next) expect(new Set(next.heard).size, 'a message heard twice live').toBe(next.heard.length);
      // Nothing from another room.
      for (const id of live) if (acked.has(id)) expect(acked.get(id)).toBe(tab.roomId);
    }
    console.info(
      `failover: ${acked.size} messages acknowledged (${ackedBeforeKill} before the kill), ${orphaned.length} sockets moved`,
    );
  }, 240_000);
});
