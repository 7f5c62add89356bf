// The API half of `npm run bench` (docs/decisions/071): the built server (`npm run build` first) on
// PGlite and on PostgreSQL, each measured with autocannon in the same run as a bare
// Fastify route, so the figures are ratios of what this machine can do at all.
//
// Run alone: `npm run bench -- api` (builds the server only and writes the API rows into
// docs/PERFORMANCE.md), or `node scripts/bench/api.mjs` after `npm run build:server`
// (prints the rows as a table).
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench) names a database
// whose `public` and `drizzle` schemas are dropped and recreated; BENCH_SECONDS (default
// 10) is how long each measurement lasts, after a warm-up of a quarter of that;
// BENCH_API_RUNS (default 3) how many times every endpoint is measured against the bare
// route, in alternating two-second bursts (each row is the median run's ratio; the figure
// lists every run's).
// BENCH_SERVER_MAIN measures another build of the server (a copy of server/dist/main.js
// kept from before a change, say) instead of server/dist/main.js.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchEvents } from './events-fixture.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverMain = path.resolve(process.env.BENCH_SERVER_MAIN ?? path.join(repoRoot, 'server/dist/main.js'));
const webDist = path.join(repoRoot, 'dist');

const CONNECTIONS = 50;
const TARGETS = {
  countriesShare: 0.5,
  userShare: 0.3,
  eventsShare: 0.4,
  guestNearShare: 0.4,
  p99Ms: 25,
};
/** The guests' browse near a point: Sydney's centre, the bench events ~2 km away in Surry Hills. */
const NEAR = { latitude: -33.87, longitude: 151.21 };
const nearPath = (latitude, longitude) => `/api/guest/events?latitude=${latitude}&longitude=${longitude}`;
/** Members at each free bench event, as the demo's events have (their avatars are on the cards). */
const BENCH_GUESTS = 4;
// What a browser sends: the answers are measured as they travel to one.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const AUSTRALIA = { country_code: '+61', country_id: 21, iso_code: 'AU', role: 'host' };

const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(JSON.stringify({ port: app.server.address().port }) + '\\n');
`;

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

/** A child process whose output is kept for error messages; `stop()` ends it and waits. */
function startChild(args, env) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return {
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function startBareServer() {
  const bare = startChild(['--input-type=module', '-e', BARE_SERVER], { PATH: process.env.PATH });
  const port = await new Promise((resolve, reject) => {
    const onData = () => {
      const line = bare.output().split('\n')[0];
      if (!line || !bare.output().includes('\n')) return;
      bare.child.stdout.off('data', onData);
      try {
        resolve(JSON.parse(line).port);
      } catch {
        reject(new Error(`the bare Fastify server said: ${bare.output()}`));
      }
    };
    bare.child.stdout.on('data', onData);
    bare.exited.then((code) =>
      reject(new Error(`the bare Fastify server exited (${code}): ${bare.output()}`)),
    );
  });
  return { ...bare, url: `http://127.0.0.1:${port}/` };
}

async function waitForHealth(url, server) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    }
    try {
      const answer = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function resetPostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/** The built server as `npm start` runs it, in production mode with its pretend providers. */
export async function startAppServer(database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'friendly-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startChild([serverMain], {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    // Instances of one deployment share their secret, so a token works on each of them.
    JWT_SECRET: database.jwtSecret ?? randomBytes(32).toString('hex'),
    ADMIN_TOKEN: database.adminToken,
    ALLOW_SMS_OUTBOX: 'true',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    // Request logs at info would measure the log sink as much as the server.
    LOG_LEVEL: 'warn',
    // The chat rows send a message per room per second, one person in all 100 rooms at once
    // (far past the per-account limit, docs/decisions/105): the limiter still runs on every
    // send, its cost is in the figures, but it lets them through.
    CHAT_BURST: '1000000',
    CHAT_PER_SECOND: '1000000',
    ...(existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST_DIR: webDist } : {}),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  try {
    await waitForHealth(url, server);
  } catch (error) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postJson(url, body) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await answer.json();
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Registers an account (a host unless `role` says guest) and enters the code from the SMS outbox, as a person would. */
export async function signIn(server, role = 'host') {
  const phone = `4${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
  const { user_slug: slug } = await postJson(`${server.url}/api/register`, { ...AUSTRALIA, phone, role });
  const outbox = readFileSync(path.join(server.dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const code = /\b(\d{6})\b/.exec(JSON.parse(outbox.at(-1)).body)?.[1];
  if (!code) throw new Error('no code in the SMS outbox');
  const { token } = await postJson(`${server.url}/api/verify-otp`, { slug, otp: code });
  return token;
}

function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * Requests per second and p99 latency of one URL after a warm-up; `requests` (autocannon's)
 * can give each request its own path. `slow`: an answer may take up to a minute (the
 * browse's whole path at 50 connections on a busy machine) instead of autocannon's 10 s.
 */
async function measure(url, headers, seconds, { requests, slow = false } = {}) {
  const options = { url, headers, ...(requests ? { requests } : {}), ...(slow ? { timeout: 60 } : {}) };
  await runAutocannon({ ...options, duration: Math.max(1, Math.round(seconds / 4)) });
  const result = await runAutocannon({ ...options, duration: seconds });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(
      `${url}: ${failed} of ${result.requests.total} requests failed (non-2xx, errors or timeouts)`,
    );
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * An endpoint against the bare route, in alternating bursts of two seconds (bare first, then
 * the endpoint first, and so on), after a warm-up of each: on a shared machine the load
 * moves from second to second, and a ratio is only as good as its two figures' nearness in
 * time. Answers both rates over all bursts and the median of the endpoint's bursts' p99.
 */
async function measurePaired(bareUrl, url, headers, seconds) {
  const burst = 2;
  await runAutocannon({ url: bareUrl, headers: BROWSER_HEADERS, duration: 1 });
  await runAutocannon({ url, headers, duration: 1 });
  const pairs = Math.max(2, Math.round(seconds / burst));
  const totals = { bare: 0, endpoint: 0 };
  const p99s = [];
  for (let pair = 0; pair < pairs; pair++) {
    for (const side of pair % 2 ? ['endpoint', 'bare'] : ['bare', 'endpoint']) {
      const result = await runAutocannon({
        url: side === 'bare' ? bareUrl : url,
        headers: side === 'bare' ? BROWSER_HEADERS : headers,
        duration: burst,
      });
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
      totals[side] += result.requests.total;
      if (side === 'endpoint') p99s.push(result.latency.p99);
    }
  }
  const span = pairs * burst;
  return { rps: totals.endpoint / span, bare: totals.bare / span, p99: median(p99s) };
}

const number = (value) => Math.round(value).toLocaleString('en-US');
const percent = (ratio) => Math.round(ratio * 100);
/** The middle value (of an odd count; the upper middle of an even one). */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** An endpoint's runs, each `{ rps, p99, bare }` (the bare route's req/s of the same run): the median run's ratio. */
function shareRow(name, label, runs, target) {
  const ratios = runs.map((run) => run.rps / run.bare);
  const ratio = median(ratios);
  const middle = runs[ratios.indexOf(ratio)];
  const each = runs.length > 1 ? `; runs ${ratios.map(percent).join(', ')} %` : '';
  return {
    area: 'API',
    name: `${name} req/s vs bare (${label})`,
    figure: `${number(middle.rps)} req/s (${percent(ratio)} % of ${number(middle.bare)}${each})`,
    target: target === null ? 'reported' : `≥ ${percent(target)} % of bare`,
    ratio: Number(ratio.toFixed(3)),
    met: target === null ? true : ratio >= target,
  };
}

function latencyRow(name, label, runs) {
  const p99 = median(runs.map((run) => run.p99));
  const each = runs.length > 1 ? ` (runs ${runs.map((run) => run.p99).join(', ')} ms)` : '';
  return {
    area: 'API',
    name: `${name} p99 latency (${label})`,
    figure: `${p99} ms${each}`,
    target: `< ${TARGETS.p99Ms} ms`,
    ratio: Number((p99 / TARGETS.p99Ms).toFixed(3)),
    met: p99 < TARGETS.p99Ms,
  };
}

const ENDPOINT_NAMES = {
  countries: 'GET /api/countries',
  user: 'GET /api/user',
  events: 'GET /api/events (20 events)',
  near: 'GET /api/guest/events near a point (20 events)',
  newPoint: 'GET /api/guest/events, a new point each request (20 events)',
};

function notRunRows(label, reason) {
  return Object.values(ENDPOINT_NAMES).map((name) => ({
    area: 'API',
    name: `${name} (${label})`,
    figure: `not measured: ${reason}`,
    target: '—',
    ratio: 0,
    met: false,
  }));
}

/**
 * The bench world, like the demo's: a host with 20 approved events in Surry Hills, every
 * other one free, with BENCH_GUESTS guests holding a seat at each free one; the first guest
 * browses near Sydney's centre (all 20 events within the default radius, 10 of them joined).
 */
async function benchWorld(server, adminToken, label, log) {
  const host = await signIn(server);
  log(`  ${label}: creating 20 events and their members…`);
  const made = await createBenchEvents(server, host, {
    adminToken,
    count: 20,
    free: (index) => index % 2 === 1,
    approve: true,
  });
  const guests = [];
  for (let index = 0; index < BENCH_GUESTS; index++) {
    const token = await signIn(server, 'guest');
    const auth = { authorization: `Bearer ${token}` };
    await postJsonAs(`${server.url}/api/guest/profile`, { name: `Bench guest ${index + 1}` }, auth);
    for (const event of made.filter((entry) => !entry.is_paid)) {
      await postJsonAs(`${server.url}/api/guest/events/${event.id}/join`, undefined, auth);
    }
    guests.push(token);
  }
  return { host, guest: guests[0] };
}

async function postJsonAs(url, body, headers) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await answer.json();
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${JSON.stringify(json)}`);
  return json;
}

const loadAverage = () => os.loadavg()[0].toFixed(2);

async function benchDatabase(database, bare, { seconds, runs }, log) {
  if (database.url) await resetPostgres(database.url);
  const adminToken = randomBytes(24).toString('hex');
  const server = await startAppServer({ ...database, adminToken });
  try {
    const { host, guest } = await benchWorld(server, adminToken, database.label, log);
    const asHost = { ...BROWSER_HEADERS, authorization: `Bearer ${host}` };
    const asGuest = { ...BROWSER_HEADERS, authorization: `Bearer ${guest}` };
    // Each request a point of its own, a metre or so from the last: no answer can be kept
    // for the next, so this is the browse's whole path (the queries) every time.
    let step = 0;
    const newPoint = [
      {
        method: 'GET',
        setupRequest: (request) => {
          step += 1;
          const latitude = (NEAR.latitude + (step % 100_000) * 1e-5).toFixed(5);
          return { ...request, path: nearPath(latitude, NEAR.longitude) };
        },
      },
    ];
    const endpoints = [
      ['countries', `${server.url}/api/countries`, BROWSER_HEADERS, TARGETS.countriesShare],
      ['user', `${server.url}/api/user`, asHost, TARGETS.userShare],
      ['events', `${server.url}/api/events`, asHost, TARGETS.eventsShare],
      ['near', `${server.url}${nearPath(NEAR.latitude, NEAR.longitude)}`, asGuest, TARGETS.guestNearShare],
      [
        'newPoint',
        `${server.url}${nearPath(NEAR.latitude, NEAR.longitude)}`,
        asGuest,
        null,
        { requests: newPoint, slow: true },
      ],
    ];
    const figures = new Map(endpoints.map(([key]) => [key, []]));
    const loads = [];
    for (let run = 1; run <= runs; run++) {
      loads.push(loadAverage());
      log(`  ${database.label}, run ${run} of ${runs} (load average ${loads.at(-1)})…`);
      for (const [key, url, headers, , options] of endpoints) {
        log(`  ${database.label}, run ${run}: ${ENDPOINT_NAMES[key]} against the bare route…`);
        if (options?.slow) {
          // Seconds an answer: bursts would end with most requests still waiting.
          const bareFigures = await measure(bare.url, BROWSER_HEADERS, seconds);
          const measured = await measure(url, headers, seconds, options);
          figures.get(key).push({ ...measured, bare: bareFigures.rps });
        } else {
          figures.get(key).push(await measurePaired(bare.url, url, headers, seconds));
        }
      }
    }
    loads.push(loadAverage());
    const rows = [];
    for (const [key, , , target] of endpoints) {
      rows.push(shareRow(ENDPOINT_NAMES[key], database.label, figures.get(key), target));
      rows.push(latencyRow(ENDPOINT_NAMES[key], database.label, figures.get(key)));
    }
    rows.push({
      area: 'API',
      name: `machine load during these rows (${database.label})`,
      figure: `1-minute load average ${loads.join(', ')} (each run's start, then the end)`,
      target: 'reported',
      ratio: null,
      met: true,
    });
    return rows;
  } finally {
    await server.stop();
  }
}

/**
 * Measures the API against a bare Fastify route on this machine. Assumes `npm run build`
 * (or `npm run build:server`) was done; builds nothing. Answers one row per figure:
 * `{ area, name, figure, target, ratio, met }`.
 */
export async function benchApi({
  log = console.info,
  seconds = Number(process.env.BENCH_SECONDS) || 10,
  runs = Number(process.env.BENCH_API_RUNS) || 3,
} = {}) {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run \`npm run build\` first.`);
  const databases = [
    { label: 'PGlite', url: null },
    {
      label: 'PostgreSQL',
      url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
  ];
  const bare = await startBareServer();
  const rows = [];
  try {
    for (const database of databases) {
      log(`API benchmark on ${database.label} (${CONNECTIONS} connections, ${seconds} s each, ${runs} runs)`);
      try {
        rows.push(...(await benchDatabase(database, bare, { seconds, runs }, log)));
      } catch (error) {
        if (!database.url) throw error;
        // No PostgreSQL on this machine is a reason to say so, not to lose the PGlite rows.
        log(`  ${database.label} skipped: ${error.message}`);
        rows.push(...notRunRows(database.label, error.message.split('\n')[0]));
      }
    }
  } finally {
    await bare.stop();
  }
  return rows;
}

/** Rows as a plain-text table, for a terminal. */
export function formatRows(rows) {
  const cells = [
    ['name', 'figure', 'target', 'met'],
    ...rows.map(({ name, figure, target, met }) => [name, figure, target, met ? 'yes' : 'NO']),
  ];
  const widths = cells[0].map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const rows = await benchApi({ log: (line) => console.error(line) });
  process.stdout.write(`${formatRows(rows)}\n`);
}
