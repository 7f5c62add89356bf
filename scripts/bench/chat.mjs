// The chat rows of `npm run bench` (docs/decisions/091): send-to-receive latency of socket.io messages
// with 500 sockets in 100 rooms on one instance (PGlite) and across two instances on one
// PostgreSQL, and the messages per second the server sustains with nothing lost.
//
// Run alone: `node scripts/bench/chat.mjs` (after `npm run build`) prints the rows.
// BENCH_SECONDS (default 10) is how long each phase lasts.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { io as connect } from 'socket.io-client';
import { formatRows, resetPostgres, signIn, startAppServer } from './api.mjs';
import { createBenchEvents } from './events-fixture.mjs';

const ROOMS = 100;
const GUESTS = 4;
const TARGETS = { p99OneMs: 20, p99TwoMs: 40 };
/** The latency phase sends one message per room per second: 100 messages/s, 500 deliveries/s. */
const LATENCY_INTERVAL_MS = 1000;

const json = async (answer, what) => {
  const body = await answer.json();
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(body)}`);
  return body;
};
const call = (url, token, method = 'GET', body) =>
  fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then((answer) => json(answer, `${method} ${url}`));

/** A host with 100 approved free events, four guests holding a seat at each, and the rooms. */
async function setUp(server, adminToken, log) {
  const host = await signIn(server, 'host');
  log(`    ${ROOMS} events…`);
  await createBenchEvents(server, host, { adminToken, count: ROOMS, free: true });
  const events = (await call(`${server.url}/api/events`, host)).data;
  for (const event of events) {
    await fetch(`${server.url}/api/admin/commands`, {
      method: 'POST',
      headers: { 'x-admin-token': adminToken, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'events.approve', slug: event.slug }),
    }).then((answer) => json(answer, 'events approve'));
  }
  log(`    ${GUESTS} guests joining each…`);
  const guests = [];
  for (let index = 0; index < GUESTS; index++) {
    const token = await signIn(server, 'guest');
    await call(`${server.url}/api/guest/profile`, token, 'POST', { name: `Bench guest ${index + 1}` });
    for (const event of events) await call(`${server.url}/api/guest/events/${event.id}/join`, token, 'POST');
    guests.push(token);
  }
  const rooms = [];
  for (const event of events) {
    rooms.push(
      (await call(`${server.url}/api/chat/rooms/group`, host, 'POST', { event_id: event.id })).data.id,
    );
  }
  return { people: [host, ...guests], rooms };
}

/** 5 sockets a room (the host and the four guests), spread over the instances' URLs. */
async function openSockets(urls, people, rooms) {
  const sockets = [];
  let turn = 0;
  for (const roomId of rooms) {
    for (const token of people) {
      const url = urls[turn++ % urls.length];
      const socket = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
      });
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const joined = await socket.timeout(10_000).emitWithAck('join_room', { roomId });
      if (!joined.ok) throw new Error(`join_room: ${joined.error}`);
      sockets.push({ socket, roomId });
    }
  }
  return sockets;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Every socket counts what it hears; each message should be heard by the 5 sockets of its
 * room (its sender's included). Latencies are measured by this one process's clock, from
 * the send to each receipt.
 */
function listen(sockets) {
  const heard = new Map();
  const latencies = [];
  for (const { socket } of sockets) {
    socket.on('receive_message', ({ message }) => {
      const sentAt = Number(message.content.split(' ')[1]);
      latencies.push(performance.now() - sentAt);
      heard.set(message.id, (heard.get(message.id) ?? 0) + 1);
    });
  }
  return { heard, latencies };
}

async function drained(heard, sent, perMessage, deadlineMs = 10_000) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    let missing = 0;
    for (const id of sent) missing += perMessage - (heard.get(id) ?? 0);
    if (missing === 0 || Date.now() > deadline) return missing;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Phase 1: a message per room per second for `seconds`; p50/p99 of every delivery. */
async function latencyPhase(sockets, rooms, seconds) {
  const { heard, latencies } = listen(sockets);
  const senders = rooms.map((roomId) => sockets.filter((entry) => entry.roomId === roomId));
  const sent = [];
  const stopAt = performance.now() + seconds * 1000;
  let round = 0;
  while (performance.now() < stopAt) {
    const started = performance.now();
    await Promise.all(
      senders.map(async (members, index) => {
        // Spread the room's sends over the second, so they do not all leave at once.
        await new Promise((resolve) => setTimeout(resolve, (index * LATENCY_INTERVAL_MS) / rooms.length));
        const { socket, roomId } = members[round % members.length];
        const ack = await socket.timeout(10_000).emitWithAck('send_message', {
          roomId,
          content: `t ${performance.now()}`,
          clientId: randomBytes(8).toString('hex'),
        });
        if (ack.ok) sent.push(ack.message.id);
      }),
    );
    round++;
    const rest = LATENCY_INTERVAL_MS - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  const lost = await drained(heard, sent, 5);
  for (const { socket } of sockets) socket.off('receive_message');
  latencies.sort((a, b) => a - b);
  return { sent: sent.length, lost, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** Phase 2: every room sends as fast as its acks come back; messages per second stored and delivered. */
async function throughputPhase(sockets, rooms, seconds) {
  const { heard } = listen(sockets);
  const sent = [];
  const stopAt = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    rooms.map(async (roomId) => {
      const members = sockets.filter((entry) => entry.roomId === roomId);
      let turn = 0;
      while (performance.now() < stopAt) {
        const { socket } = members[turn++ % members.length];
        const ack = await socket
          .timeout(10_000)
          .emitWithAck('send_message', { roomId, content: `t ${performance.now()}` });
        if (ack.ok) sent.push(ack.message.id);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const lost = await drained(heard, sent, 5);
  for (const { socket } of sockets) socket.off('receive_message');
  return { rate: sent.length / elapsed, sent: sent.length, lost };
}

const ms = (value) => `${value.toFixed(1)} ms`;

function rowsFor(label, latency, throughput, target) {
  return [
    {
      area: 'Chat',
      name: `send-to-receive p99, 500 sockets in 100 rooms (${label})`,
      figure: `${ms(latency.p99)} (p50 ${ms(latency.p50)}; ${latency.sent.toLocaleString('en-US')} messages, ${latency.lost} deliveries lost)`,
      target: `< ${target} ms, nothing lost`,
      ratio: Number((latency.p99 / target).toFixed(3)),
      met: latency.p99 < target && latency.lost === 0,
    },
    {
      area: 'Chat',
      name: `messages per second sustained (${label})`,
      figure: `${Math.round(throughput.rate).toLocaleString('en-US')} msg/s stored and delivered to 5 sockets each (${throughput.lost} deliveries lost)`,
      target: 'nothing lost',
      ratio: throughput.lost === 0 ? 1 : 0,
      met: throughput.lost === 0,
    },
  ];
}

async function benchOne(label, servers, target, seconds, adminToken, log) {
  const urls = servers.map((server) => server.url);
  log(`  ${label}: setting up ${ROOMS} rooms…`);
  const { people, rooms } = await setUp(servers[0], adminToken, log);
  log(`  ${label}: opening ${rooms.length * people.length} sockets…`);
  const sockets = await openSockets(urls, people, rooms);
  try {
    log(`  ${label}: latency (${seconds} s)…`);
    const latency = await latencyPhase(sockets, rooms, seconds);
    log(`  ${label}: throughput (${seconds} s)…`);
    const throughput = await throughputPhase(sockets, rooms, seconds);
    return rowsFor(label, latency, throughput, target);
  } finally {
    for (const { socket } of sockets) socket.disconnect();
  }
}

/** Assumes `npm run build` was done. Answers rows `{ area, name, figure, target, ratio, met }`. */
export async function benchChat({
  log = console.info,
  seconds = Number(process.env.BENCH_SECONDS) || 10,
} = {}) {
  const rows = [];
  const adminToken = randomBytes(24).toString('hex');
  log('Chat benchmark: one instance on PGlite');
  const one = await startAppServer({ url: null, adminToken });
  try {
    rows.push(...(await benchOne('one instance, PGlite', [one], TARGETS.p99OneMs, seconds, adminToken, log)));
  } finally {
    await one.stop();
  }
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
  log('Chat benchmark: two instances on PostgreSQL');
  try {
    await resetPostgres(url);
    const jwtSecret = randomBytes(32).toString('hex');
    const first = await startAppServer({ url, adminToken, jwtSecret });
    const second = await startAppServer({ url, adminToken, jwtSecret }).catch(async (error) => {
      await first.stop();
      throw error;
    });
    try {
      rows.push(
        ...(await benchOne(
          'two instances, PostgreSQL',
          [first, second],
          TARGETS.p99TwoMs,
          seconds,
          adminToken,
          log,
        )),
      );
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  } catch (error) {
    log(`  two instances skipped: ${error.message.split('\n')[0]}`);
    rows.push({
      area: 'Chat',
      name: 'send-to-receive p99, 500 sockets in 100 rooms (two instances, PostgreSQL)',
      figure: `not measured: ${error.message.split('\n')[0]}`,
      target: `< ${TARGETS.p99TwoMs} ms`,
      ratio: 0,
      met: false,
    });
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const rows = await benchChat({ log: (line) => console.error(line) });
  process.stdout.write(`${formatRows(rows)}\n`);
}
