// The waitlist rows of `npm run bench` (docs/decisions/149, 148): the line of a full event and
// the go/no-go under load, against the built server in production mode with its pretend
// providers, on one PGlite instance and, when it answers, PostgreSQL (BENCH_DATABASE_URL).
//
//   (a) a race for one freed seat: 20 guests in the line of a full event (paid, then free)
//       all ask to join (and to claim) at the moment its member leaves, then 20 guests
//       without a line join at once for a seat just freed — exactly one guest may get it,
//       the first in line when there is a line (two instances on PostgreSQL: the race
//       crosses processes);
//   (b) a burst of 1,000 go/no-go decisions due at the same moment (paid events, each one
//       paid member short of its minimum of two: every decision calls its event off and asks
//       for a refund), written straight into the database (PGlite's with the server
//       stopped), run by one instance's job queue while GET /api/guest/events and GET
//       /api/events are read 200 times a second in an open model (each timed from when it
//       was due; autocannon's closed loop of connections asks little while the server is
//       held up, so its p99 hides a stall): the time until the last decision and the
//       reads' p99 meanwhile (and before, for comparison); then how many of the 1,000
//       refunds were sent a minute later;
//   (c) the mixed load of scripts/bench/load.mjs at its stated rate (BENCH_LOAD_RATE, 20
//       actions a second, BENCH_LOAD_SECONDS, 30 s) with the line's calls beside it: two
//       flows a second (BENCH_WAITLIST_RATE) on four full paid events, each a member leaving
//       (the first in line is offered the seat), that guest claiming and paying, the leaver
//       joining the line again and a guest reading their places — p99 per endpoint.
//
// Run alone: `npm run bench -- waitlist` (builds the server, writes these rows into
// docs/PERFORMANCE.md), or `node scripts/bench/waitlist.mjs` after `npm run build:server`
// (prints them).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { formatRows, resetPostgres } from './api.mjs';
import { runLoad, setUpLoad, tearDownLoad } from './load.mjs';
import {
  approvedEvent,
  call,
  guest,
  payOnSandbox,
  readyHost,
  referenceIds,
  request,
  teamCommand,
} from './world.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverMain = path.join(repoRoot, 'server/dist/main.js');

const RACERS = 20;
/** BENCH_BURST and BENCH_REFUNDS_WAIT_SECONDS shorten a trial run. */
const BURST = Number(process.env.BENCH_BURST) || 1_000;
const REFUNDS_WAIT_SECONDS = Number(process.env.BENCH_REFUNDS_WAIT_SECONDS) || 60;
const TARGETS = { burstSeconds: 60, burstP99Ms: 25, lineP99Ms: 50 };
/** The reads during the burst: requests a second (half each), and how long one may take. */
const READ_RATE = 200;
const READ_TIMEOUT_SECONDS = 60;
/** The line's flows in (c): events, and the guests of each (one member, the rest in line). */
const LINES = 4;
const LINE_GUESTS = 4;

export const ms = (value) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
export const sleep = (millis) => new Promise((resolve) => setTimeout(resolve, millis));

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The built server as scripts/bench/api.mjs starts it (production mode, sandbox payments,
 * the SMS outbox), on `dataDir`, which outlives it: (b) stops the PGlite instance, writes
 * into its database and starts it again on the same files. The sign-up limits per address
 * are raised: every account of the bench comes from 127.0.0.1.
 */
async function startInstance({ dataDir, url = null, adminToken, jwtSecret }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      JWT_SECRET: jwtSecret,
      ADMIN_TOKEN: adminToken,
      ALLOW_SMS_OUTBOX: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      LOG_LEVEL: 'warn',
      CHAT_BURST: '1000000',
      CHAT_PER_SECOND: '1000000',
      RATE_LIMIT_OTP_SEND_PER_IP_HOUR: '100000',
      RATE_LIMIT_OTP_CHECK_PER_IP_10MIN: '100000',
      ...(url ? { DATABASE_URL: url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${base} did not become healthy:\n${output}`);
    }
    await sleep(100);
  }
  return {
    url: base,
    dataDir,
    adminToken,
    stop,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
  };
}

/** A deployment: `count` instances sharing a database (PostgreSQL) or one on PGlite. */
export async function deploy(database, count) {
  const adminToken = randomBytes(24).toString('hex');
  const jwtSecret = randomBytes(32).toString('hex');
  const dataDirs = [];
  const servers = [];
  try {
    for (let index = 0; index < count; index++) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'friendly-bench-waitlist-'));
      dataDirs.push(dataDir);
      servers.push(await startInstance({ dataDir, url: database.url, adminToken, jwtSecret }));
    }
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    servers,
    adminToken,
    jwtSecret,
    /** Stops instance `index` (its DATA_DIR stays until `close`). */
    stopOne: (index) => servers[index].stop(),
    async restartOne(index) {
      servers[index] = await startInstance({
        dataDir: dataDirs[index],
        url: database.url,
        adminToken,
        jwtSecret,
      });
      return servers[index];
    },
    async close() {
      await Promise.all(servers.map((server) => server.stop()));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const asGuestOf = (server) => (person, method, url, json) =>
  request(server.url, method, url, { token: person.token, ...(json ? { json } : {}) });

/**
 * (a) The race for one freed seat, three ways: a paid event's line (the member leaves while
 * all 20 in line ask to join and to claim), a free event's line (the same, joins only), and
 * 20 guests without a line joining at once for the seat a member has just given back.
 * Answers what each left: who holds the seat, who is offered it, how many answers were 200.
 */
async function raceForOneSeat(servers, log) {
  const first = servers[0];
  const at = (index) => servers[index % servers.length];
  const host = await readyHost(first, 'Race Host');
  const reference = await referenceIds(first, host.token);
  log(`    ${RACERS + 1} guests…`);
  const member = await guest(first, 'Race Member');
  const racers = [];
  for (let index = 0; index < RACERS; index++) racers.push(await guest(first, `Racer ${index + 1}`));
  const detail = async (event) => {
    // The host's details may be kept a second (docs/decisions/090): read them fresh.
    await sleep(1_100);
    return (await call(first.url, 'GET', `/api/event-detail/${event.id}`, { token: host.token })).data;
  };
  const outcomes = [];

  for (const free of [false, true]) {
    const event = await approvedEvent(first, host, reference, {
      title: `Race for a seat ${free ? '(free)' : '(paid)'}`,
      free,
      capacity: 1,
    });
    const joined = await call(first.url, 'POST', `/api/guest/events/${event.id}/join`, {
      token: member.token,
    });
    if (!free && (await payOnSandbox(joined.data.payment.checkout_url)) !== 200)
      throw new Error('member pay');
    for (const racer of racers) {
      await call(first.url, 'POST', `/api/guest/events/${event.id}/waitlist`, {
        token: racer.token,
        json: {},
      });
    }
    const asks = [
      asGuestOf(at(0))(member, 'POST', `/api/guest/events/${event.id}/leave`),
      ...racers.flatMap((racer, index) => [
        asGuestOf(at(index + 1))(racer, 'POST', `/api/guest/events/${event.id}/join`),
        ...(free
          ? []
          : [asGuestOf(at(index))(racer, 'POST', `/api/guest/events/${event.id}/waitlist/claim`)]),
      ]),
    ];
    const answers = await Promise.all(asks);
    if (answers[0].status !== 200) throw new Error(`the member's leave answered ${answers[0].status}`);
    const winners = new Set();
    answers.slice(1).forEach((answer, index) => {
      if (answer.status === 200) winners.add(free ? index : Math.floor(index / 2));
      else if (answer.status !== 409) throw new Error(`a racer answered ${answer.status}`);
    });
    const seen = await detail(event);
    const lines = await Promise.all(
      racers.map(async (racer) => {
        const mine = await call(first.url, 'GET', '/api/guest/waitlists?per_page=50', { token: racer.token });
        return mine.data.find((entry) => entry.event_id === event.id)?.state;
      }),
    );
    const served = lines.flatMap((state, index) =>
      state === 'offered' || state === 'seated' ? [index] : [],
    );
    outcomes.push({
      name: free ? 'a free event’s line' : 'a paid event’s line',
      served: served.length,
      firstInLine: served.length === 1 && served[0] === 0,
      answered200: winners.size,
      members: seen.totalMembers,
      capacity: seen.capacity,
    });
  }

  // No line: the member gives the seat back, then 20 guests join at once.
  const open = await approvedEvent(first, host, reference, {
    title: 'Race for a seat (no line)',
    free: true,
    capacity: 1,
  });
  await call(first.url, 'POST', `/api/guest/events/${open.id}/join`, { token: member.token });
  await call(first.url, 'POST', `/api/guest/events/${open.id}/leave`, { token: member.token });
  const answers = await Promise.all(
    racers.map((racer, index) => asGuestOf(at(index))(racer, 'POST', `/api/guest/events/${open.id}/join`)),
  );
  const seen = await detail(open);
  outcomes.push({
    name: 'no line, 20 joining at once',
    served: answers.filter((answer) => answer.status === 200).length,
    firstInLine: true,
    answered200: answers.filter((answer) => answer.status === 200).length,
    members: seen.totalMembers,
    capacity: seen.capacity,
  });
  return outcomes;
}

function raceRow(label, outcomes) {
  const met = outcomes.every(
    (outcome) => outcome.served === 1 && outcome.firstInLine && outcome.members <= outcome.capacity,
  );
  const parts = outcomes.map((outcome) => {
    const paid = outcome.name.startsWith('a paid');
    const whom = outcome.name.startsWith('no line')
      ? ''
      : outcome.firstInLine
        ? ' (the first in line)'
        : ' (**not** the first in line)';
    return `${outcome.name}: ${outcome.served} ${paid ? 'offered' : 'seated'}${whom}, ${outcome.answered200} of the racers answered 200${paid ? ' (the one offered, claiming)' : ''}, members ${outcome.members} of capacity ${outcome.capacity}`;
  });
  return {
    area: 'Waitlist',
    name: `${RACERS} guests racing for one freed seat (${label})`,
    figure: parts.join('; '),
    target: 'exactly 1 each',
    ratio: met ? 1 : 0,
    met,
  };
}

/** SQL on the bench's database: a pg client, or PGlite on the stopped instance's files. */
export async function openSql(database, dataDir) {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return { query: (text, params) => client.query(text, params), close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(path.join(dataDir, 'pgdata'));
  await client.waitReady;
  return { query: (text, params) => client.query(text, params), close: () => client.close() };
}

/** The columns of `table`, for copying its rows with a few of them changed. */
async function columnsOf(sql, table) {
  const { rows } = await sql.query(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/**
 * Copies `table`'s rows `from` (a FROM … WHERE clause naming the row as `t` and the copy's
 * number as `g`), every column as it is but `id` (a new one) and those `changed` gives.
 */
export async function copyRows(sql, table, from, changed) {
  const columns = (await columnsOf(sql, table)).filter(
    (column) => column !== 'id' || table === 'sandbox_payment_intents',
  );
  const values = columns.map((column) => changed[column] ?? `t.${column}`);
  const result = await sql.query(
    `insert into ${table} (${columns.join(', ')}) select ${values.join(', ')} ${from}`,
  );
  return result.affectedRows ?? result.rowCount;
}

/**
 * (b)'s 1,000 events: copies of `template` (a paid event with one member who paid), each with
 * its member, payment and the sandbox's charge, its minimum two guests, its decision at `at`
 * and its decision's job on the queue for then.
 */
async function writeBurst(sql, templateId, at) {
  const mark = '--burst-';
  const { rows } = await sql.query('select slug from events where id = $1', [templateId]);
  const slug = rows[0].slug;
  const series = `cross join generate_series(1, ${BURST}) as g`;
  const copyOf = `(select id, cast(split_part(slug, '${mark}', 2) as int) as g from events where slug like '${slug}${mark}%') as c`;
  await copyRows(sql, 'events', `from events t ${series} where t.id = ${templateId}`, {
    slug: `t.slug || '${mark}' || g`,
    min_guests: '2',
    go_status: `'open'`,
    decision_at: `'${at.toISOString()}'::timestamptz`,
  });
  await copyRows(
    sql,
    'event_members',
    `from event_members t cross join ${copyOf} where t.event_id = ${templateId}`,
    {
      event_id: 'c.id',
    },
  );
  await copyRows(
    sql,
    'sandbox_payment_intents',
    `from sandbox_payment_intents t cross join generate_series(1, ${BURST}) as g where t.id = (select provider_payment_intent from payments where event_id = ${templateId} and status = 'succeeded')`,
    {
      id: `t.id || 'b' || g`,
      idempotency_key: `t.idempotency_key || '-b' || g`,
      checkout_token: `t.checkout_token || 'b' || g`,
      charge_id: `t.charge_id || 'b' || g`,
    },
  );
  await copyRows(
    sql,
    'payments',
    `from payments t cross join ${copyOf} where t.event_id = ${templateId} and t.status = 'succeeded'`,
    {
      event_id: 'c.id',
      provider_payment_intent: `t.provider_payment_intent || 'b' || c.g`,
      provider_payment_id: `t.provider_payment_id || 'b' || c.g`,
    },
  );
  await sql.query(
    `insert into jobs (kind, key, payload, state, run_at, attempts, max_attempts, created_at, updated_at)
     select 'event.decide', 'event.decide:' || id, json_build_object('event_id', id), 'queued', $1, 0, 10, now(), now()
     from events where slug like '${slug}${mark}%'`,
    [at.toISOString()],
  );
  const counted = await sql.query(
    `select (select count(*) from events where slug like '${slug}${mark}%') as events,
            (select count(*) from payments p join events e on e.id = p.event_id where e.slug like '${slug}${mark}%') as payments,
            (select count(*) from jobs where kind = 'event.decide' and run_at = $1) as jobs`,
    [at.toISOString()],
  );
  return { slug: `${slug}${mark}`, counts: counted.rows[0] };
}

/** Where the burst stands: decisions done (and when the last was), refunds still to send. */
async function burstState(sql, slugPrefix, at) {
  const { rows } = await sql.query(
    `select count(*) filter (where j.state = 'done') as done,
            count(*) filter (where j.state = 'failed') as failed,
            max(j.done_at) as last,
            count(*) filter (where e.go_status = 'called_off') as called_off
     from jobs j join events e on j.key = 'event.decide:' || e.id
     where e.slug like $1 and j.run_at = $2`,
    [`${slugPrefix}%`, at.toISOString()],
  );
  const refunds = await sql.query(
    `select count(*) filter (where p.refund_pending_minor > 0) as pending,
            count(*) filter (where p.status = 'refunded') as refunded
     from payments p join events e on e.id = p.event_id where e.slug like $1`,
    [`${slugPrefix}%`],
  );
  const row = rows[0];
  return {
    done: Number(row.done),
    failed: Number(row.failed),
    calledOff: Number(row.called_off),
    last: row.last ? new Date(row.last) : null,
    refundsPending: Number(refunds.rows[0].pending),
    refunded: Number(refunds.rows[0].refunded),
  };
}

/**
 * p50, p99 and the slowest of the answers to requests asked between `from` and `to` (epoch
 * ms): a request the server held up counts in the window it was asked in, however late.
 */
function windowOf(samples, from, to) {
  const inside = samples.filter((sample) => sample.asked >= from && sample.asked <= to);
  const sorted = inside.map((sample) => sample.latency).sort((a, b) => a - b);
  return {
    p99: percentile(sorted, 99),
    p50: percentile(sorted, 50),
    max: sorted.at(-1) ?? 0,
    count: sorted.length,
    perSecond: sorted.length / Math.max(0.001, (to - from) / 1000),
    failed: inside.filter((sample) => !sample.ok).length,
    /** Why requests failed: 'ECONNRESET ×3'. */
    failures: [
      ...inside
        .filter((sample) => !sample.ok)
        .reduce((counts, sample) => {
          const reason = sample.failure ?? 'error';
          return counts.set(reason, (counts.get(reason) ?? 0) + 1);
        }, new Map()),
    ]
      .map(([reason, count]) => `${reason} ×${count}`)
      .join(', '),
  };
}

/**
 * The two reads in an open model: `rate` requests a second, each asked when it is due
 * whatever the earlier ones are doing and timed from then, so a server held up shows in
 * every request that fell due meanwhile (a closed loop of connections, autocannon's, asks
 * little then and its p99 hides the stall). In a worker thread of its own, so that the
 * bench's own work does not delay the requests' start.
 */
export function openReads(server, people, rate) {
  const worker = new Worker(READS_WORKER, {
    eval: true,
    workerData: {
      base: server.url,
      rate,
      timeoutMs: READ_TIMEOUT_SECONDS * 1000,
      paths: [
        ['/api/guest/events?page=1&per_page=10', people.guest],
        ['/api/events', people.host],
      ],
    },
  });
  let samples = [];
  const finished = new Promise((resolve, reject) => {
    worker.once('message', (message) => {
      samples = message;
      resolve();
    });
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      await finished;
      await worker.terminate();
    },
    window: (from, to) => windowOf(samples, from, to),
  };
}

const READS_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, rate, timeoutMs, paths } = workerData;
const samples = [];
const running = new Set();
let stopped = false;
parentPort.on('message', () => { stopped = true; });
(async () => {
  const start = performance.now();
  for (let index = 0; !stopped; index++) {
    const due = start + index * (1000 / rate);
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const [url, token] = paths[index % paths.length];
    const asked = performance.timeOrigin + due;
    const answer = fetch(base + url, { headers: { authorization: 'Bearer ' + token }, signal: AbortSignal.timeout(timeoutMs) })
      .then(async (reply) => { await reply.arrayBuffer(); return reply.ok ? null : String(reply.status); })
      .catch((error) => error.cause?.code ?? error.name)
      .then((failure) => {
        samples.push({ asked, latency: performance.now() - due, ok: failure === null, failure });
        running.delete(answer);
      });
    running.add(answer);
  }
  await Promise.all(running);
  parentPort.postMessage(samples);
})();
`;

/**
 * (b) On `deployment`'s first instance (stopped and started again on PGlite, whose files
 * only one process may hold): the burst is written to fall due `leadSeconds` after the
 * instance answers again; the reads run from before it until the last decision.
 */
async function decisionBurst(database, deployment, log) {
  let server = deployment.servers[0];
  const burstHost = await readyHost(server, 'Burst Host');
  const reference = await referenceIds(server, burstHost.token);
  const template = await approvedEvent(server, burstHost, reference, { title: 'Burst supper', capacity: 6 });
  const payer = await guest(server, 'Burst Guest');
  const joined = await call(server.url, 'POST', `/api/guest/events/${template.id}/join`, {
    token: payer.token,
  });
  if ((await payOnSandbox(joined.data.payment.checkout_url)) !== 200) throw new Error('burst payer');
  // The reads measured: a host with a few events of their own, a guest browsing.
  const readHost = await readyHost(server, 'Reading Host');
  for (let index = 0; index < 3; index++) {
    await approvedEvent(server, readHost, reference, {
      title: `Reading supper ${index + 1}`,
      free: index % 2 === 1,
    });
  }
  const reader = await guest(server, 'Reading Guest');
  const people = { host: readHost.token, guest: reader.token };

  const leadSeconds = 20;
  let at;
  let written;
  if (database.url) {
    const sql = await openSql(database);
    try {
      at = new Date(Date.now() + leadSeconds * 1000);
      written = await writeBurst(sql, template.id, at);
    } finally {
      await sql.close();
    }
  } else {
    await deployment.stopOne(0);
    const sql = await openSql(database, server.dataDir);
    try {
      // Due a little after the instance is back (it takes a few seconds to start).
      at = new Date(Date.now() + (leadSeconds + 10) * 1000);
      written = await writeBurst(sql, template.id, at);
    } finally {
      await sql.close();
    }
    server = await deployment.restartOne(0);
  }
  log(
    `    ${written.counts.events} events, ${written.counts.payments} paid seats, ${written.counts.jobs} decisions due at ${at.toISOString()}`,
  );
  const untilDue = at.getTime() - Date.now();
  if (untilDue < 8_000) throw new Error(`the burst is due in ${untilDue} ms: no time to measure before it`);
  // The reads from 6 s before the moment until the last decision (or 90 s).
  await sleep(Math.max(0, at.getTime() - Date.now() - 6_000));
  const reads = openReads(server, people, READ_RATE);
  const readsStarted = Date.now();
  const watch = database.url ? await openSql(database) : null;
  try {
    for (;;) {
      await sleep(database.url ? 250 : 2_000);
      if (watch) {
        const state = await burstState(watch, written.slug, at);
        if (state.done + state.failed >= BURST) break;
      } else {
        // PGlite's database is the instance's alone: the team's list of cancelled events says
        // how far it is. An instance held up may drop a kept-alive connection: asked again.
        if (server.exited()) throw new Error(`the instance exited during the burst:\n${server.output()}`);
        const list = await teamCommand(server, {
          name: 'events.list',
          status: 'cancelled',
          limit: 1000,
        }).catch((error) => {
          log(`    the progress could not be read (${error.cause?.code ?? error.message}); asking again`);
          return '';
        });
        const cancelled = list.split('\n').filter((line) => line.includes('--burst-')).length;
        if (cancelled >= BURST) break;
      }
      if (Date.now() - at.getTime() > 90_000) break;
    }
  } finally {
    await watch?.close();
  }
  if (Date.now() - at.getTime() > 90_000) {
    const tail = server.output().split('\n').slice(-15).join('\n');
    log(`    the burst did not finish within 90 s; the instance's last words:\n${tail}`);
  }
  // The requests asked until now have their answers within a second or two: then the reads stop.
  await sleep(2_000);
  await reads.stop();
  const watched = Date.now();

  log(`    ${REFUNDS_WAIT_SECONDS} s for the refunds job…`);
  await sleep(REFUNDS_WAIT_SECONDS * 1000);
  let state;
  if (database.url) {
    const sql = await openSql(database);
    try {
      state = await burstState(sql, written.slug, at);
    } finally {
      await sql.close();
    }
  } else {
    await deployment.stopOne(0);
    const sql = await openSql(database, server.dataDir);
    try {
      state = await burstState(sql, written.slug, at);
    } finally {
      await sql.close();
    }
  }
  // The decisions' window: from the moment they fell due until the last one ran (its job's
  // time, the start of its run: a decision takes milliseconds).
  const end = state.done + state.failed >= BURST && state.last ? state.last.getTime() : watched;
  return {
    at,
    state,
    // The first second warms the reads' connections up.
    before: reads.window(readsStarted + 1_000, at.getTime()),
    during: reads.window(at.getTime(), end),
    finishedSeconds: (end - at.getTime()) / 1000,
    refundsWaited: Math.round((Date.now() - end) / 1000),
  };
}

function burstRows(label, burst) {
  const { state, before, during } = burst;
  const finished = state.done >= BURST;
  return [
    {
      area: 'Waitlist',
      name: `${BURST.toLocaleString('en-US')} go/no-go decisions due at once, one instance (${label})`,
      figure: finished
        ? `the last decided ${burst.finishedSeconds.toFixed(1)} s after they fell due (${state.calledOff.toLocaleString('en-US')} called off, ${state.failed} failed)`
        : `${state.done} of ${BURST} decided in ${burst.finishedSeconds.toFixed(1)} s (${state.failed} failed)`,
      target: `< ${TARGETS.burstSeconds} s`,
      ratio: Number((burst.finishedSeconds / TARGETS.burstSeconds).toFixed(3)),
      met: finished && burst.finishedSeconds < TARGETS.burstSeconds,
    },
    {
      area: 'Waitlist',
      name: `p99 of GET /api/guest/events and GET /api/events while they run, ${READ_RATE} a second, each timed from when it was due (${label})`,
      figure: `${ms(during.p99)} (p50 ${ms(during.p50)}, slowest ${ms(during.max)}, ${during.count.toLocaleString('en-US')} answers${during.failed ? `, ${during.failed} failed: ${during.failures}` : ''}); in the 5 s before: ${ms(before.p99)} (p50 ${ms(before.p50)}, slowest ${ms(before.max)})`,
      target: `< ${TARGETS.burstP99Ms} ms`,
      ratio: Number((during.p99 / TARGETS.burstP99Ms).toFixed(3)),
      met: during.p99 < TARGETS.burstP99Ms && during.failed === 0,
    },
    {
      area: 'Waitlist',
      name: `their refunds sent ${burst.refundsWaited} s after the last decision (${label})`,
      figure: `${(BURST - state.refundsPending).toLocaleString('en-US')} of ${BURST.toLocaleString('en-US')} (${state.refunded.toLocaleString('en-US')} refunded in full)`,
      target: 'reported',
      ratio: null,
      met: true,
    },
  ];
}

/** (c)'s world: four paid events of capacity one, each with its member and three guests in line. */
async function setUpLines(servers, log) {
  const first = servers[0];
  const host = await readyHost(first, 'Line Host');
  const reference = await referenceIds(first, host.token);
  const lines = [];
  log(`    ${LINES} full events with a line…`);
  for (let index = 0; index < LINES; index++) {
    const event = await approvedEvent(first, host, reference, {
      title: `Line supper ${index + 1}`,
      capacity: 1,
    });
    const people = [];
    for (let person = 0; person < LINE_GUESTS; person++) {
      people.push(await guest(first, `Line Guest ${index + 1}.${person + 1}`));
    }
    const joined = await call(first.url, 'POST', `/api/guest/events/${event.id}/join`, {
      token: people[0].token,
    });
    if ((await payOnSandbox(joined.data.payment.checkout_url)) !== 200) throw new Error('line member pay');
    for (const person of people.slice(1)) {
      await call(first.url, 'POST', `/api/guest/events/${event.id}/waitlist`, {
        token: person.token,
        json: {},
      });
    }
    lines.push({ event, seated: people[0], queue: people.slice(1), busy: false });
  }
  return lines;
}

/**
 * The line's flows at `rate` a second for `seconds` (an open model, as runLoad's): on a line
 * not already in a flow, the member leaves, the first in line claims the offered seat and
 * pays, the leaver joins the line again, and a guest in line reads their places.
 */
async function runLines(servers, lines, { rate, seconds }) {
  const stats = new Map();
  const errors = [];
  let turn = 0;
  const record = (name, started, ok, detail) => {
    const entry = stats.get(name) ?? { name, latencies: [], errors: 0 };
    entry.latencies.push(performance.now() - started);
    if (!ok) {
      entry.errors += 1;
      if (errors.length < 20) errors.push(`${name}: ${detail}`);
    }
    stats.set(name, entry);
  };
  const timed = async (name, method, url, options) => {
    const base = servers[turn++ % servers.length].url;
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
  let skipped = 0;
  const flow = async (line) => {
    line.busy = true;
    try {
      const id = line.event.id;
      const leaver = line.seated;
      if (
        !(await timed(
          'POST /api/guest/events/{id}/leave (the line refilled)',
          'POST',
          `/api/guest/events/${id}/leave`,
          { token: leaver.token },
        ))
      )
        return;
      const next = line.queue.shift();
      const claimed = await timed(
        'POST /api/guest/events/{id}/waitlist/claim',
        'POST',
        `/api/guest/events/${id}/waitlist/claim`,
        {
          token: next.token,
        },
      );
      if (claimed) {
        const started = performance.now();
        const status = await payOnSandbox(claimed.body.data.payment.checkout_url).catch((error) =>
          String(error),
        );
        record('POST /sandbox/pay/{token} (a claimed seat)', started, status === 200, `answered ${status}`);
      }
      line.seated = next;
      await timed('POST /api/guest/events/{id}/waitlist', 'POST', `/api/guest/events/${id}/waitlist`, {
        token: leaver.token,
        json: {},
      });
      line.queue.push(leaver);
      await timed('GET /api/guest/waitlists', 'GET', '/api/guest/waitlists', { token: line.queue[0].token });
    } finally {
      line.busy = false;
    }
  };
  const running = new Set();
  const interval = 1000 / rate;
  const start = performance.now();
  for (let index = 0; ; index++) {
    const at = start + index * interval;
    if (at >= start + seconds * 1000) break;
    const wait = at - performance.now();
    if (wait > 0) await sleep(wait);
    const line = lines.find((candidate) => !candidate.busy);
    if (!line) {
      skipped += 1;
      continue;
    }
    const action = flow(line).finally(() => running.delete(action));
    running.add(action);
  }
  await Promise.all(running);
  const endpoints = [...stats.values()]
    .map(({ name, latencies, errors: failed }) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        name,
        count: sorted.length,
        errors: failed,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { endpoints, errors, skipped };
}

/** (c): the mixed load and the line's flows at once. */
async function lineUnderLoad(servers, label, log) {
  const rate = Number(process.env.BENCH_LOAD_RATE) || 20;
  const seconds = Number(process.env.BENCH_LOAD_SECONDS) || 30;
  const lineRate = Number(process.env.BENCH_WAITLIST_RATE) || 2;
  const world = await setUpLoad(servers, { log });
  const lines = await setUpLines(servers, log);
  try {
    log(`    the mixed load at ${rate} actions/s and the line's flows at ${lineRate}/s for ${seconds} s…`);
    const [load, line] = await Promise.all([
      runLoad(servers, world, { rate, seconds }),
      runLines(servers, lines, { rate: lineRate, seconds }),
    ]);
    for (const sample of [...load.errorSamples, ...line.errors]) log(`    error: ${sample}`);
    const join = load.endpoints.find((entry) => entry.name === 'POST /api/guest/events/{id}/join');
    const measured = [
      ...(join ? [{ ...join, name: `${join.name} (the mixed load's)` }] : []),
      ...line.endpoints,
    ];
    const targeted = (name) => /\/join|\/waitlist$|\/claim/.test(name.split(' (')[0]);
    return [
      {
        area: 'Waitlist',
        name: `the line's flows beside the mixed load, ${label}: ${lineRate}/s beside ${rate} actions/s for ${seconds} s`,
        figure: `${line.endpoints.reduce((sum, entry) => sum + entry.count, 0)} line requests, ${line.endpoints.reduce((sum, entry) => sum + entry.errors, 0)} errors${line.skipped ? ` (${line.skipped} flows skipped: every line busy)` : ''}; the mixed load ${load.requests} requests, ${load.errors} errors`,
        target: '0 errors',
        ratio: load.errors + line.errors.length === 0 ? 1 : 0,
        met: load.errors === 0 && line.endpoints.every((entry) => entry.errors === 0),
      },
      ...measured.map((entry) => ({
        area: 'Waitlist',
        name: `p99 ${entry.name} (${label}, under the mixed load)`,
        figure: `${ms(entry.p99)} (p50 ${ms(entry.p50)}, ${entry.count.toLocaleString('en-US')} calls${entry.errors ? `, ${entry.errors} errors` : ''})`,
        target: targeted(entry.name) ? `< ${TARGETS.lineP99Ms} ms` : 'reported',
        ratio: targeted(entry.name) ? Number((entry.p99 / TARGETS.lineP99Ms).toFixed(3)) : null,
        met: entry.errors === 0 && (!targeted(entry.name) || entry.p99 < TARGETS.lineP99Ms),
      })),
    ];
  } finally {
    tearDownLoad(world);
  }
}

/** One database's rows: (a) and (c) on its deployment (two instances on PostgreSQL), then (b) on one. */
async function benchDatabase(database, log) {
  if (database.url) await resetPostgres(database.url);
  const count = database.url ? 2 : 1;
  const label = database.url ? 'two instances, PostgreSQL' : 'one instance, PGlite';
  const deployment = await deploy(database, count);
  const rows = [];
  try {
    // BENCH_WAITLIST_ONLY=burst measures the go/no-go burst alone (a trial of the queue).
    if (process.env.BENCH_WAITLIST_ONLY !== 'burst') {
      log(`  ${label}: the race for one freed seat…`);
      rows.push(raceRow(label, await raceForOneSeat(deployment.servers, log)));
      log(`  ${label}: the line under the mixed load…`);
      rows.push(...(await lineUnderLoad(deployment.servers, label, log)));
    }
    // The burst on one instance: the second (PostgreSQL) stops first.
    if (count > 1) await deployment.stopOne(1);
    log(`  ${database.label}: ${BURST} go/no-go decisions at once…`);
    rows.push(...burstRows(`${database.label}`, await decisionBurst(database, deployment, log)));
  } finally {
    await deployment.close();
  }
  return rows;
}

/**
 * The waitlist part of `npm run bench` (after `npm run build:server`): PGlite, then
 * PostgreSQL when it answers. Answers rows `{ area, name, figure, target, ratio, met }`.
 */
export async function benchWaitlist({ log = console.info } = {}) {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run \`npm run build\` first.`);
  const rows = [];
  const databases = [
    { label: 'PGlite', url: null },
    {
      label: 'PostgreSQL',
      url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
  ];
  for (const database of databases) {
    log(`waitlist on ${database.label} (1-minute load average ${os.loadavg()[0].toFixed(2)})`);
    try {
      rows.push(...(await benchDatabase(database, log)));
    } catch (error) {
      if (!database.url) throw error;
      const reason = String(error.message).split('\n')[0];
      log(`  ${database.label} skipped: ${reason}`);
      rows.push({
        area: 'Waitlist',
        name: `the line and the go/no-go (${database.label})`,
        figure: `not measured: ${reason}`,
        target: '—',
        ratio: 0,
        met: false,
      });
    }
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const rows = await benchWaitlist({ log: (line) => console.error(line) });
  process.stdout.write(`${formatRows(rows.map((row) => ({ ...row, target: row.target ?? '' })))}\n`);
}
