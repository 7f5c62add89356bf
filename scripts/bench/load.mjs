// The mixed load scenario (docs/decisions/098): hosts browsing their lists (My
// Events, Payment Transaction, notifications, an event's details), guests browsing (the
// list, and near where they stand), joining, paying on the sandbox's card page and
// leaving, and group chats (sends over socket.io, reads and read marks over HTTP), at a
// stated rate of actions per second for a bounded time,
// against one server or several sharing PostgreSQL (requests and sockets spread over
// them). Every answer must be a success: the error rate is the first figure.
//
// Used by `npm run bench -- load` (longer runs, figures in docs/PERFORMANCE.md) and by
// server/test/process/load.test.ts (a few seconds in `npm test`, asserting 0 errors).
// Run alone against the built server: `node scripts/bench/load.mjs` (BENCH_LOAD_RATE,
// BENCH_LOAD_SECONDS, BENCH_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { io as connect } from 'socket.io-client';
import { approvedEvent, groupRoom, guest, payOnSandbox, readyHost, referenceIds, request } from './world.mjs';

/** What one action is, and how often it is chosen (weights add up to 100). */
const MIX = [
  ['hostMyEvents', 10],
  ['hostTransactions', 10],
  ['hostNotifications', 10],
  ['guestBrowse', 8],
  ['guestBrowseNear', 7],
  ['guestJoined', 5],
  ['hostEventDetail', 5],
  ['joinFlow', 10],
  ['chatSend', 15],
  ['chatRead', 12],
  ['chatMarkRead', 3],
  ['chatRooms', 5],
];

export const LOAD_SHAPE = { hosts: 2, guests: 8, chatMembers: 3, capacity: 6 };

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The world the load runs in, made through the API on `servers[0]`: hosts with a free
 * event whose chat a few guests are in and an event guests join and leave (paid for the
 * first host, free for the second), every guest with a profile, sockets in the rooms.
 */
export async function setUpLoad(servers, { log = () => undefined } = {}) {
  const first = servers[0];
  log('load: hosts and their events…');
  const hosts = [];
  for (let index = 0; index < LOAD_SHAPE.hosts; index++) {
    const host = await readyHost(first, `Load Host ${index + 1}`);
    const reference = await referenceIds(first, host.token);
    const chatEvent = await approvedEvent(first, host, reference, {
      title: `Load chat supper ${index + 1}`,
      free: true,
    });
    const joinEvent = await approvedEvent(first, host, reference, {
      title: `Load open supper ${index + 1}`,
      free: index % 2 === 1,
      capacity: LOAD_SHAPE.capacity,
    });
    hosts.push({ ...host, chatEvent, joinEvent });
  }
  log('load: guests…');
  const guests = [];
  for (let index = 0; index < LOAD_SHAPE.guests; index++)
    guests.push(await guest(first, `Load Guest ${index + 1}`));
  const rooms = [];
  for (const [index, host] of hosts.entries()) {
    const members = guests.slice(index * LOAD_SHAPE.chatMembers, (index + 1) * LOAD_SHAPE.chatMembers);
    for (const member of members) {
      const joined = await request(first.url, 'POST', `/api/guest/events/${host.chatEvent.id}/join`, {
        token: member.token,
      });
      if (joined.status !== 200)
        throw new Error(`chat join answered ${joined.status}: ${JSON.stringify(joined.body)}`);
    }
    rooms.push({ id: await groupRoom(first, host, host.chatEvent.id), people: [host, ...members] });
  }
  log('load: sockets…');
  const sockets = [];
  let turn = 0;
  for (const room of rooms) {
    for (const person of room.people) {
      const url = servers[turn++ % servers.length].url;
      const socket = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: person.token },
        reconnection: false,
        forceNew: true,
      });
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const joined = await socket.timeout(15_000).emitWithAck('join_room', { roomId: room.id });
      if (!joined.ok) throw new Error(`join_room: ${joined.error}`);
      sockets.push({ socket, roomId: room.id, person });
    }
  }
  return { hosts, guests, rooms, sockets };
}

/**
 * Runs the mix at `rate` actions per second for `seconds` (an open model: an action starts
 * on time whether or not the earlier ones have answered), then waits for the last ones.
 * Answers per-endpoint counts, errors and latency percentiles, and the totals.
 */
export async function runLoad(servers, world, { rate, seconds, seed = 1 }) {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  const server = () => pick(servers);
  const stats = new Map();
  const errors = [];
  const record = (name, started, ok, detail) => {
    const entry = stats.get(name) ?? { name, latencies: [], errors: 0 };
    entry.latencies.push(performance.now() - started);
    if (!ok) {
      entry.errors += 1;
      if (errors.length < 20) errors.push(`${name}: ${detail}`);
    }
    stats.set(name, entry);
  };
  /** One HTTP request, timed under its route's name; a non-2xx answer is an error. */
  const timed = async (name, method, url, options = {}, base = server().url) => {
    const started = performance.now();
    try {
      const answer = await request(base, method, url, options);
      const ok = answer.status >= 200 && answer.status < 300;
      record(name, started, ok, `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      return ok ? answer : null;
    } catch (error) {
      record(name, started, false, String(error));
      return null;
    }
  };

  // A guest is in one join flow at a time, and no more guests than an event's capacity
  // are in flows on it: every join finds a seat.
  const inFlow = new Map(world.hosts.map((host) => [host.joinEvent.id, 0]));
  const busy = new Set();

  const actions = {
    hostMyEvents: () => timed('GET /api/events', 'GET', '/api/events', { token: pick(world.hosts).token }),
    hostTransactions: () =>
      timed('GET /api/events/transactions', 'GET', '/api/events/transactions', {
        token: pick(world.hosts).token,
      }),
    hostNotifications: () =>
      timed('GET /api/notifications', 'GET', '/api/notifications', { token: pick(world.hosts).token }),
    guestBrowse: () =>
      timed('GET /api/guest/events', 'GET', '/api/guest/events?page=1&per_page=10', {
        token: pick(world.guests).token,
      }),
    // Near where the guest is: a point within a few km of Sydney's centre, each its own
    // (guests stand in different places), so an answer kept for one is rarely another's.
    guestBrowseNear: () => {
      const latitude = (-33.87 + (random() - 0.5) * 0.1).toFixed(5);
      const longitude = (151.21 + (random() - 0.5) * 0.1).toFixed(5);
      return timed(
        'GET /api/guest/events near a point',
        'GET',
        `/api/guest/events?latitude=${latitude}&longitude=${longitude}&page=1&per_page=10`,
        { token: pick(world.guests).token },
      );
    },
    guestJoined: () =>
      timed('GET /api/user/events/joined', 'GET', '/api/user/events/joined', {
        token: pick(world.guests).token,
      }),
    hostEventDetail: () => {
      const host = pick(world.hosts);
      return timed('GET /api/event-detail/{id}', 'GET', `/api/event-detail/${host.joinEvent.id}`, {
        token: host.token,
      });
    },
    joinFlow: async () => {
      const host = pick(world.hosts);
      const event = host.joinEvent;
      const person = world.guests.find((entry) => !busy.has(entry.id));
      if (!person || inFlow.get(event.id) >= LOAD_SHAPE.capacity) return actions.guestBrowse();
      busy.add(person.id);
      inFlow.set(event.id, inFlow.get(event.id) + 1);
      const base = server().url;
      try {
        const joined = await timed(
          'POST /api/guest/events/{id}/join',
          'POST',
          `/api/guest/events/${event.id}/join`,
          { token: person.token },
          base,
        );
        if (!joined) return;
        const payment = joined.body.data.payment;
        if (payment) {
          const started = performance.now();
          const status = await payOnSandbox(payment.checkout_url).catch((error) => String(error));
          record('POST /sandbox/pay/{token}', started, status === 200, `answered ${status}`);
          if (status !== 200) return;
        }
        await timed(
          'POST /api/guest/events/{id}/leave',
          'POST',
          `/api/guest/events/${event.id}/leave`,
          { token: person.token },
          base,
        );
      } finally {
        busy.delete(person.id);
        inFlow.set(event.id, inFlow.get(event.id) - 1);
      }
    },
    chatSend: async () => {
      const { socket, roomId } = pick(world.sockets);
      const started = performance.now();
      try {
        const ack = await socket.timeout(30_000).emitWithAck('send_message', {
          roomId,
          content: `load ${Math.round(started)}`,
          clientId: randomBytes(8).toString('hex'),
        });
        record('socket send_message', started, ack.ok, ack.error);
      } catch (error) {
        record('socket send_message', started, false, String(error));
      }
    },
    chatRead: () => {
      const { roomId, person } = pick(world.sockets);
      return timed(
        'GET /api/chat/rooms/{id}/messages',
        'GET',
        `/api/chat/rooms/${roomId}/messages?limit=20`,
        {
          token: person.token,
        },
      );
    },
    chatMarkRead: () => {
      const { roomId, person } = pick(world.sockets);
      return timed('POST /api/chat/rooms/{id}/mark-read', 'POST', `/api/chat/rooms/${roomId}/mark-read`, {
        token: person.token,
      });
    },
    chatRooms: () =>
      timed('GET /api/chat/rooms', 'GET', '/api/chat/rooms', { token: pick(world.sockets).person.token }),
  };
  const weighted = MIX.flatMap(([name, weight]) => Array.from({ length: weight }, () => name));

  const running = new Set();
  const interval = 1000 / rate;
  const start = performance.now();
  const end = start + seconds * 1000;
  let launched = 0;
  for (let index = 0; ; index++) {
    const at = start + index * interval;
    if (at >= end) break;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const action = actions[pick(weighted)]().finally(() => running.delete(action));
    running.add(action);
    launched += 1;
  }
  await Promise.all(running);
  const elapsed = (performance.now() - start) / 1000;

  const endpoints = [...stats.values()]
    .map(({ name, latencies, errors: failed }) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        name,
        count: sorted.length,
        errors: failed,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const requests = endpoints.reduce((sum, entry) => sum + entry.count, 0);
  const failed = endpoints.reduce((sum, entry) => sum + entry.errors, 0);
  return {
    rate,
    seconds,
    elapsed,
    actions: launched,
    requests,
    errors: failed,
    errorSamples: errors,
    requestsPerSecond: requests / elapsed,
    endpoints,
  };
}

/** Closes the world's sockets. */
export function tearDownLoad(world) {
  for (const { socket } of world.sockets) socket.disconnect();
}

const ms = (value) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

/** Rows of `npm run bench` for one run: the totals, then p99 per endpoint. */
export function loadRows(label, result) {
  return [
    {
      area: 'Load',
      name: `mixed scenario, ${label}: ${result.rate} actions/s for ${result.seconds} s`,
      figure: `${result.requests.toLocaleString('en-US')} requests (${Math.round(result.requestsPerSecond)}/s), ${result.errors} errors`,
      target: '0 errors',
      ratio: result.errors === 0 ? 1 : 0,
      met: result.errors === 0,
    },
    ...result.endpoints.map((entry) => ({
      area: 'Load',
      name: `p99 ${entry.name} (${label})`,
      figure: `${ms(entry.p99)} (p50 ${ms(entry.p50)}, ${entry.count.toLocaleString('en-US')} calls${entry.errors ? `, ${entry.errors} errors` : ''})`,
      target: 'reported',
      ratio: null,
      met: entry.errors === 0,
    })),
  ];
}

/**
 * The load part of `npm run bench` (after `npm run build`): one instance on PGlite, then
 * two instances on PostgreSQL (BENCH_DATABASE_URL), each at BENCH_LOAD_RATE actions/s
 * (default 20, the rate `npm test` asserts 0 errors at) for BENCH_LOAD_SECONDS (default 30).
 */
export async function benchLoad({
  log = console.info,
  rate = Number(process.env.BENCH_LOAD_RATE) || 20,
  seconds = Number(process.env.BENCH_LOAD_SECONDS) || 30,
} = {}) {
  const { resetPostgres, startAppServer } = await import('./api.mjs');
  const rows = [];
  const measure = async (label, servers) => {
    const world = await setUpLoad(servers, { log });
    try {
      log(`load: ${label}, ${rate} actions/s for ${seconds} s…`);
      const result = await runLoad(servers, world, { rate, seconds });
      for (const sample of result.errorSamples) log(`  error: ${sample}`);
      rows.push(...loadRows(label, result));
    } finally {
      tearDownLoad(world);
    }
  };
  const adminToken = randomBytes(24).toString('hex');
  const one = await startAppServer({ url: null, adminToken });
  try {
    await measure('one instance, PGlite', [{ ...one, adminToken }]);
  } finally {
    await one.stop();
  }
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
  try {
    await resetPostgres(url);
    const jwtSecret = randomBytes(32).toString('hex');
    const first = await startAppServer({ url, adminToken, jwtSecret });
    const second = await startAppServer({ url, adminToken, jwtSecret });
    try {
      // Accounts are made on the first (codes are read from its SMS outbox); load goes to both.
      await measure('two instances, PostgreSQL', [
        { ...first, adminToken },
        { ...second, adminToken },
      ]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  } catch (error) {
    log(`load: two instances skipped: ${String(error.message).split('\n')[0]}`);
    rows.push({
      area: 'Load',
      name: 'mixed scenario, two instances, PostgreSQL',
      figure: `not measured: ${String(error.message).split('\n')[0]}`,
      target: '0 errors',
      ratio: 0,
      met: false,
    });
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { formatRows } = await import('./api.mjs');
  const rows = await benchLoad({ log: (line) => console.error(line) });
  process.stdout.write(`${formatRows(rows.map((row) => ({ ...row, target: row.target ?? '' })))}\n`);
}
