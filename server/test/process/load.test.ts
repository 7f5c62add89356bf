import { describe, expect, it } from 'vitest';
import { runLoad, setUpLoad, tearDownLoad } from '../../../scripts/bench/load.mjs';
import { deployment, onPostgres, scratchPostgres, startInstance } from './live';
import { stopProcessesAfterEachTest } from './support';

stopProcessesAfterEachTest();

/**
 * The mixed load of docs/decisions/098, short: hosts browsing My Events,
 * Payment Transaction, notifications and an event's details; guests browsing, joining,
 * paying on the sandbox's card page and leaving; chat sends over socket.io, reads and
 * read marks — at 20 actions a second for 5 seconds, with 0 errors. One instance on
 * PGlite in that pass, two instances on PostgreSQL in the other (requests and sockets
 * spread over both). Timings are not asserted here (a shared two-core machine): `npm run
 * bench -- load` runs it longer and reports p99 per endpoint in docs/PERFORMANCE.md.
 */
const RATE = 20;
const SECONDS = 5;

describe(`mixed load (${onPostgres ? 'two instances, PostgreSQL' : 'one instance, PGlite'})`, () => {
  it(`${RATE} actions a second for ${SECONDS} s, every answer a success`, async () => {
    const databaseUrl = onPostgres ? await scratchPostgres('friendly_load') : null;
    const setup = deployment(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
    const servers = await Promise.all(
      Array.from({ length: databaseUrl ? 2 : 1 }, () => startInstance(setup)),
    );
    const world = await setUpLoad(servers);
    try {
      const result = await runLoad(servers, world, { rate: RATE, seconds: SECONDS });
      console.info(
        `load: ${result.requests} requests in ${result.elapsed.toFixed(1)} s (${Math.round(result.requestsPerSecond)}/s), ${result.errors} errors; p99 ${result.endpoints
          .map((entry) => `${entry.name} ${Math.round(entry.p99)} ms`)
          .join(', ')}`,
      );
      expect(result.errorSamples).toEqual([]);
      expect(result.errors).toBe(0);
      expect(result.actions).toBe(RATE * SECONDS);
      // Every part of the mix ran.
      expect(result.endpoints.map((entry) => entry.name)).toEqual(
        expect.arrayContaining([
          'GET /api/events',
          'GET /api/events/transactions',
          'GET /api/notifications',
          'GET /api/guest/events',
          'POST /api/guest/events/{id}/join',
          'POST /api/guest/events/{id}/leave',
          'socket send_message',
          'GET /api/chat/rooms/{id}/messages',
        ]),
      );
    } finally {
      tearDownLoad(world);
    }
  }, 240_000);
});
