// The where-and-when rows of `npm run bench` (docs/decisions/150, 151): a person's calendar
// feed and a burst of reminders, against the built server in production mode with its
// pretend providers, on one PGlite instance and, when it answers, PostgreSQL
// (BENCH_DATABASE_URL), on the instances of scripts/bench/waitlist.mjs.
//
//   (a) the personal calendar feed of a host with 200 events (one made through the API,
//       199 copies of it written in SQL, one day apart, every tenth cancelled after its
//       approval): GET /api/calendar/{token}.ics, the link GET /api/user/calendar-feed
//       gives, with autocannon at 1 connection (the target: how long one feed takes to
//       answer), at 10 and at 50 (reported: how many a second one instance serves),
//       each for BENCH_FEED_SECONDS (10 s) after a warm-up, as a calendar app asks (gzip);
//   (b) 1,000 members' 24-hour reminders due at the same moment: a free event of ten seats
//       made through the API with one guest, copied 100 times in SQL with 1,000 guests
//       (ten a table), every copy starting 24 hours after a moment a little ahead (on
//       PGlite the instance is stopped while its files are written, then started again),
//       so its members' and its host's reminders fall due then. The `reminders.send` job
//       runs every 30 s (server/src/jobs.ts) on the instance's own phase; the time is from
//       the moment they fell due until the last reminder's SMS is in the instance's SMS
//       outbox (sms-outbox.jsonl), with every claim row in `event_reminders` and every
//       `sms.send` job done. Meanwhile GET /api/guest/events and GET /api/events are read
//       200 times a second in waitlist.mjs' open model (each timed from when it was due):
//       their p99 while the reminders are sent (from the run's start to the last SMS) and
//       in the seconds before they fell due.
//
// Run alone: `npm run bench -- where-when` (builds the server, writes these rows into
// docs/PERFORMANCE.md), or `node scripts/bench/where-when.mjs` after `npm run build:server`
// (prints them).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { formatRows, resetPostgres } from './api.mjs';
import { copyRows, deploy, ms, openReads, openSql, sleep } from './waitlist.mjs';
import { approvedEvent, call, guest, readyHost, referenceIds } from './world.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverMain = path.join(repoRoot, 'server/dist/main.js');

const AREA = 'Where and when';
const TARGETS = { feedP99Ms: 20, remindersSeconds: 60, readsP99Ms: 25 };
/**
 * The feed's events, and autocannon's connections. "Answers within 20 ms" is the time one
 * feed takes, one request at a time: the target is at 1 connection. 10 and 50 are reported
 * for the throughput: a closed loop of 10 connections waits for the answers before it, so
 * its p99 is about 10 ÷ the answers a second, however quick each answer is.
 */
const FEED_EVENTS = 200;
const FEED_CONNECTIONS = [1, 10, 50];
const FEED_TARGET_CONNECTIONS = 1;
const FEED_SECONDS = Number(process.env.BENCH_FEED_SECONDS) || 10;
/** The burst's members (BENCH_REMINDERS shortens a trial run), ten at each event. */
const MEMBERS = Number(process.env.BENCH_REMINDERS) || 1_000;
const PER_EVENT = 5;
const EVENTS = Math.ceil(MEMBERS / PER_EVENT);
/** The reads while the reminders go: requests a second (half each), as waitlist.mjs reads. */
const READ_RATE = 200;
/** How long after the moment the bench waits for the last reminder before it gives up. */
const GIVE_UP_SECONDS = 150;
const REMINDER_TITLE = 'Reminder supper';

const count = (value) => Number(value).toLocaleString('en-US');

/**
 * Runs `write(sql)` on the deployment's database: on PostgreSQL beside the running
 * instance; on PGlite, whose files only one process may hold, with the instance stopped,
 * then started again on the same files. Answers the instance and what `write` answered.
 */
async function withSql(database, deployment, write) {
  if (database.url) {
    const sql = await openSql(database);
    try {
      return { server: deployment.servers[0], written: await write(sql) };
    } finally {
      await sql.close();
    }
  }
  await deployment.stopOne(0);
  const sql = await openSql(database, deployment.servers[0].dataDir);
  let written;
  try {
    written = await write(sql);
  } finally {
    await sql.close();
  }
  return { server: await deployment.restartOne(0), written };
}

/** The wall date, time and instants of an event starting at `startsAt` (SQL of `t`, the copied row). */
function startingAt(startsAt) {
  const endsAt = `(${startsAt} + (t.ends_at - t.starts_at))`;
  return {
    date: `cast((${startsAt}) at time zone t.time_zone as date)`,
    start_time: `to_char((${startsAt}) at time zone t.time_zone, 'HH24:MI')`,
    end_time: `to_char(${endsAt} at time zone t.time_zone, 'HH24:MI')`,
    starts_at: startsAt,
    ends_at: endsAt,
    decision_at: `(${startsAt} - t.decision_hours_before * interval '1 hour')`,
  };
}

/** The answer's bytes as they travel (`fetch` would hand them decoded) and their encoding. */
function bytesOnTheWire(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (answer) => {
        let bytes = 0;
        answer.on('data', (chunk) => {
          bytes += chunk.length;
        });
        answer.on('end', () => resolve({ bytes, encoding: answer.headers['content-encoding'] ?? null }));
        answer.on('error', reject);
      })
      .on('error', reject);
  });
}

/** autocannon's run; what failed (an answer but 200, an error, a timeout) is counted, not thrown. */
function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** (a) The feed of a host with FEED_EVENTS events, at each of FEED_CONNECTIONS. */
async function feedBench(database, deployment, log) {
  const first = deployment.servers[0];
  const host = await readyHost(first, 'Feed Host');
  const reference = await referenceIds(first, host.token);
  const template = await approvedEvent(first, host, reference, { title: 'Feed supper', free: true });
  const { server } = await withSql(database, deployment, (sql) =>
    copyRows(
      sql,
      'events',
      `from events t cross join generate_series(1, ${FEED_EVENTS - 1}) as g where t.id = ${template.id}`,
      {
        slug: `t.slug || '--feed-' || g`,
        title: `t.title || ' ' || g`,
        ...startingAt(
          `((cast(t.date + g as timestamp) + cast(t.start_time as time)) at time zone t.time_zone)`,
        ),
        status: `case when g % 10 = 0 then 'cancelled' else t.status end`,
        cancelled_at: `case when g % 10 = 0 then now() else t.cancelled_at end`,
      },
    ),
  );
  const { data } = await call(server.url, 'GET', '/api/user/calendar-feed', { token: host.token });
  const feedUrl = data.url.replace(/^https?:\/\/[^/]+/, server.url);
  const plain = await fetch(feedUrl);
  const text = await plain.text();
  const entries = text.split('BEGIN:VEVENT').length - 1;
  const cancelled = text.split('STATUS:CANCELLED').length - 1;
  if (plain.status !== 200 || entries !== FEED_EVENTS)
    throw new Error(`the feed answered ${plain.status} with ${entries} events, not ${FEED_EVENTS}`);
  const headers = { 'accept-encoding': 'gzip', accept: 'text/calendar' };
  const sent = await bytesOnTheWire(feedUrl, headers);
  const size = `${Math.round(Buffer.byteLength(text) / 1024)} KB${sent.encoding ? `, ${Math.round(sent.bytes / 1024)} KB ${sent.encoding}` : ''}`;
  log(`    the feed: ${entries} events (${cancelled} cancelled), ${size}`);
  const runs = [];
  for (const connections of FEED_CONNECTIONS) {
    // A feed held up for more than autocannon's 10 s is measured, not dropped as a timeout.
    const options = { url: feedUrl, headers, connections, timeout: 60 };
    await cannon({ ...options, duration: Math.max(2, Math.round(FEED_SECONDS / 4)) });
    const result = await cannon({ ...options, duration: FEED_SECONDS });
    const failed = { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
    runs.push({
      connections,
      failed: failed.non2xx + failed.errors + failed.timeouts,
      failures: Object.entries(failed)
        .filter(([, value]) => value > 0)
        .map(([kind, value]) => `${value} ${kind === 'non2xx' ? 'answered other than 2xx' : kind}`)
        .join(', '),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      rps: result.requests.average,
      total: result.requests.total,
    });
    log(
      `    ${connections} connection${connections === 1 ? '' : 's'}: p99 ${ms(result.latency.p99)}, p50 ${ms(result.latency.p50)}, ${Math.round(result.requests.average)} req/s${runs.at(-1).failed ? `, ${runs.at(-1).failures}` : ''}`,
    );
  }
  return { entries, cancelled, size, runs };
}

function feedRows(label, feed) {
  return feed.runs.map((run) => {
    const targeted = run.connections === FEED_TARGET_CONNECTIONS;
    return {
      area: AREA,
      name: `p99 of a person's calendar feed, ${feed.entries} events (${feed.cancelled} cancelled), GET /api/calendar/{token}.ics at ${run.connections === 1 ? 'one connection' : `${run.connections} connections`} (${label})`,
      figure: `${ms(run.p99)} (p50 ${ms(run.p50)}, slowest ${ms(run.max)}; ${count(Math.round(run.rps))} req/s, ${count(run.total)} answers of ${feed.size}${run.failed ? `; ${run.failures}` : ''})`,
      target: targeted ? `< ${TARGETS.feedP99Ms} ms` : 'reported',
      ratio: targeted ? Number((run.p99 / TARGETS.feedP99Ms).toFixed(3)) : null,
      met: run.failed === 0 && (!targeted || run.p99 < TARGETS.feedP99Ms),
    };
  });
}

/**
 * (b)'s copies: EVENTS copies of `template` (a free event with `member` joined) starting
 * 24 hours after `at`, MEMBERS copies of the member (numbers +613…, which no signed-up
 * guest has), and their seats, PER_EVENT at each copy.
 */
async function writeReminders(sql, template, member, at) {
  const mark = '--rem-';
  const startsAt = `(timestamptz '${at.toISOString()}' + interval '24 hours')`;
  await copyRows(
    sql,
    'events',
    `from events t cross join generate_series(1, ${EVENTS}) as g where t.id = ${template.id}`,
    {
      slug: `t.slug || '${mark}' || g`,
      ...startingAt(startsAt),
    },
  );
  await copyRows(
    sql,
    'users',
    `from users t cross join generate_series(1, ${MEMBERS}) as g where t.id = ${member.id}`,
    {
      slug: `'reminded-guest-' || g`,
      phone: `'3' || lpad(cast(g as text), 8, '0')`,
      phone_e164: `'+613' || lpad(cast(g as text), 8, '0')`,
      name: `'Reminded Guest ' || g`,
      email: 'null',
    },
  );
  const copiedEvents = `(select id, cast(split_part(slug, '${mark}', 2) as int) as g from events where slug like '${template.slug}${mark}%') as c`;
  const copiedUsers = `(select id, cast(substr(phone_e164, 5) as int) as g from users where phone_e164 like '+613%') as u`;
  await copyRows(
    sql,
    'event_members',
    `from event_members t cross join ${copiedUsers} join ${copiedEvents} on c.g = (u.g - 1) / ${PER_EVENT} + 1 where t.event_id = ${template.id} and t.user_id = ${member.id} and t.status = 'joined'`,
    { event_id: 'c.id', user_id: 'u.id', joined_at: `t.joined_at + u.g * interval '1 millisecond'` },
  );
  const { rows } = await sql.query(
    `select count(distinct e.id) as events, count(m.id) as members
     from events e left join event_members m on m.event_id = e.id and m.status = 'joined'
     where e.slug like '${template.slug}${mark}%'`,
  );
  return { events: Number(rows[0].events), members: Number(rows[0].members) };
}

/** The reminder texts in the instance's SMS outbox: how many, and when the last was sent. */
function outboxReminders(dataDir) {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  if (!existsSync(file)) return { sent: 0, last: null };
  const prefix = `Friendly Host: ${REMINDER_TITLE} `;
  const times = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(prefix))
    .map((line) => JSON.parse(line))
    .filter((message) => message.body.startsWith(prefix))
    .map((message) => Date.parse(message.sentAt));
  return { sent: times.length, last: times.length ? new Date(Math.max(...times)) : null };
}

/** The burst in the database: claim rows, the run's start (their `sent_at`), the SMS jobs. */
async function reminderState(sql, slugPrefix) {
  const { rows } = await sql.query(
    `select (select count(*) from event_reminders r join events e on e.id = r.event_id where e.slug like $1) as claimed,
            (select count(*) from event_reminders r join events e on e.id = r.event_id where e.slug like $1 and r.kind = 'host_24h') as hosts,
            (select min(r.sent_at) from event_reminders r join events e on e.id = r.event_id where e.slug like $1) as run_at,
            (select count(*) from jobs where kind = 'sms.send' and key like 'sms.send:reminder:%') as sms,
            (select count(*) from jobs where kind = 'sms.send' and key like 'sms.send:reminder:%' and state = 'done') as sms_done,
            (select count(*) from jobs where kind = 'sms.send' and key like 'sms.send:reminder:%' and state = 'failed') as sms_failed,
            (select min(done_at) from jobs where kind = 'sms.send' and key like 'sms.send:reminder:%') as first_sms`,
    [`${slugPrefix}%`],
  );
  const row = rows[0];
  return {
    claimed: Number(row.claimed),
    hosts: Number(row.hosts),
    runAt: row.run_at ? new Date(row.run_at) : null,
    sms: Number(row.sms),
    smsDone: Number(row.sms_done),
    smsFailed: Number(row.sms_failed),
    firstSms: row.first_sms ? new Date(row.first_sms) : null,
  };
}

/**
 * (b) On the deployment's instance: the burst written to fall due a little after the
 * instance answers again (PGlite) or 20 s ahead (PostgreSQL); the reads run from 6 s before
 * the moment until the last reminder's SMS is out (or GIVE_UP_SECONDS).
 */
async function reminderBurst(database, deployment, log) {
  const first = deployment.servers[0];
  const host = await readyHost(first, 'Reminder Host');
  const reference = await referenceIds(first, host.token);
  const template = await approvedEvent(first, host, reference, {
    title: REMINDER_TITLE,
    free: true,
    capacity: PER_EVENT,
  });
  const member = await guest(first, 'Reminded Guest');
  await call(first.url, 'POST', `/api/guest/events/${template.id}/join`, { token: member.token });
  // The reads measured, as waitlist.mjs's: a host with a few events of their own, a guest browsing.
  const readHost = await readyHost(first, 'Reading Host');
  for (let index = 0; index < 3; index++) {
    await approvedEvent(first, readHost, reference, {
      title: `Reading supper ${index + 1}`,
      free: index % 2 === 1,
    });
  }
  const reader = await guest(first, 'Reading Guest');
  const people = { host: readHost.token, guest: reader.token };

  let at;
  const { server, written } = await withSql(database, deployment, (sql) => {
    // PGlite's instance takes a few seconds to start again after the writing.
    at = new Date(Date.now() + (database.url ? 20 : 30) * 1000);
    return writeReminders(sql, template, member, at);
  });
  const expected = written.members + written.events;
  log(
    `    ${count(written.members)} members at ${written.events} events: ${count(expected)} reminders (the hosts' too) due at ${at.toISOString()}`,
  );
  const untilDue = at.getTime() - Date.now();
  if (untilDue < 8_000) throw new Error(`the reminders are due in ${untilDue} ms: no time to measure before`);
  await sleep(Math.max(0, at.getTime() - Date.now() - 6_000));
  const reads = openReads(server, people, READ_RATE);
  const readsStarted = Date.now();
  let outbox = { sent: 0, last: null };
  for (;;) {
    await sleep(500);
    if (server.exited()) throw new Error(`the instance exited during the burst:\n${server.output()}`);
    outbox = outboxReminders(server.dataDir);
    if (outbox.sent >= expected) break;
    if (Date.now() - at.getTime() > GIVE_UP_SECONDS * 1000) {
      const tail = server.output().split('\n').slice(-15).join('\n');
      log(
        `    ${outbox.sent} of ${expected} sent after ${GIVE_UP_SECONDS} s; the instance's last words:\n${tail}`,
      );
      break;
    }
  }
  // The requests asked until now have their answers within a second or two: then the reads stop.
  await sleep(2_000);
  await reads.stop();
  const watched = Date.now();
  let state;
  if (database.url) {
    const sql = await openSql(database);
    try {
      state = await reminderState(sql, `${template.slug}--rem-`);
    } finally {
      await sql.close();
    }
  } else {
    await deployment.stopOne(0);
    const sql = await openSql(database, server.dataDir);
    try {
      state = await reminderState(sql, `${template.slug}--rem-`);
    } finally {
      await sql.close();
    }
  }
  const finished = outbox.sent >= expected && state.claimed >= expected && state.smsDone >= expected;
  const end = finished && outbox.last ? outbox.last.getTime() : watched;
  const runAt = state.runAt?.getTime() ?? at.getTime();
  // Where a stall fell: the reads' p99 second by second from the run's start.
  const seconds = [];
  for (let from = runAt; from < end; from += 1_000) {
    const second = reads.window(from, Math.min(end, from + 1_000));
    seconds.push(`${ms(second.p99)} (${second.count})`);
  }
  log(`    the reads' p99 each second from the run's start (answers): ${seconds.join(', ')}`);
  return {
    expected,
    written,
    outbox,
    state,
    finished,
    finishedSeconds: (end - at.getTime()) / 1000,
    runAfterSeconds: (runAt - at.getTime()) / 1000,
    claimedSeconds: state.firstSms ? (state.firstSms.getTime() - runAt) / 1000 : null,
    sendingSeconds: (end - runAt) / 1000,
    // The first second warms the reads' connections up.
    before: reads.window(readsStarted + 1_000, at.getTime()),
    during: reads.window(runAt, end),
  };
}

function reminderRows(label, burst) {
  const { state, outbox, during, before } = burst;
  const figure = burst.finished
    ? `the last SMS ${burst.finishedSeconds.toFixed(1)} s after they fell due: the run began ${burst.runAfterSeconds.toFixed(1)} s after (every 30 s), claimed and notified them in ${burst.claimedSeconds === null ? '?' : `${burst.claimedSeconds.toFixed(1)} s`}, its texts out ${burst.sendingSeconds.toFixed(1)} s after it began (${count(state.claimed)} claim rows, ${count(state.smsDone)} SMS jobs done, ${count(outbox.sent)} texts in the outbox)`
    : `${count(state.claimed)} of ${count(burst.expected)} claimed, ${count(state.smsDone)} SMS jobs done (${state.smsFailed} failed), ${count(outbox.sent)} texts in the outbox after ${burst.finishedSeconds.toFixed(1)} s`;
  return [
    {
      area: AREA,
      name: `${count(burst.written.members)} members' reminders due at once (${burst.written.events} events of ${PER_EVENT}, and their hosts' ${count(state.hosts)}), one instance (${label})`,
      figure,
      target: `< ${TARGETS.remindersSeconds} s`,
      ratio: Number((burst.finishedSeconds / TARGETS.remindersSeconds).toFixed(3)),
      met: burst.finished && burst.finishedSeconds < TARGETS.remindersSeconds,
    },
    {
      area: AREA,
      name: `p99 of GET /api/guest/events and GET /api/events while the reminders are sent, ${READ_RATE} a second, each timed from when it was due (${label})`,
      figure: `${ms(during.p99)} (p50 ${ms(during.p50)}, slowest ${ms(during.max)}, ${count(during.count)} answers${during.failed ? `, ${during.failed} failed: ${during.failures}` : ''}); in the 5 s before: ${ms(before.p99)} (p50 ${ms(before.p50)}, slowest ${ms(before.max)})`,
      target: `< ${TARGETS.readsP99Ms} ms`,
      ratio: Number((during.p99 / TARGETS.readsP99Ms).toFixed(3)),
      met: during.count > 0 && during.p99 < TARGETS.readsP99Ms && during.failed === 0,
    },
  ];
}

/** One database's rows: the feed, then the reminders, on one instance. */
async function benchDatabase(database, log) {
  if (database.url) await resetPostgres(database.url);
  const deployment = await deploy(database, 1);
  const rows = [];
  try {
    log(`  ${database.label}: the calendar feed of a host with ${FEED_EVENTS} events…`);
    rows.push(...feedRows(database.label, await feedBench(database, deployment, log)));
    log(`  ${database.label}: ${MEMBERS} reminders due at once…`);
    rows.push(...reminderRows(database.label, await reminderBurst(database, deployment, log)));
  } finally {
    await deployment.close();
  }
  return rows;
}

/**
 * The where-and-when part of `npm run bench` (after `npm run build:server`): PGlite, then
 * PostgreSQL when it answers. Answers rows `{ area, name, figure, target, ratio, met }`.
 */
export async function benchWhereWhen({ log = console.info } = {}) {
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
    log(`where and when on ${database.label} (1-minute load average ${os.loadavg()[0].toFixed(2)})`);
    try {
      rows.push(...(await benchDatabase(database, log)));
    } catch (error) {
      if (!database.url) throw error;
      const reason = String(error.message).split('\n')[0];
      log(`  ${database.label} skipped: ${reason}`);
      rows.push({
        area: AREA,
        name: `the calendar feed and the reminders (${database.label})`,
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
  const rows = await benchWhereWhen({ log: (line) => console.error(line) });
  process.stdout.write(`${formatRows(rows.map((row) => ({ ...row, target: row.target ?? '' })))}\n`);
}
