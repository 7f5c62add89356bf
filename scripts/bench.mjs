// `npm run bench`: the performance targets of docs/decisions/072, measured on this machine and
// written to docs/PERFORMANCE.md (docs/decisions/072). Not part of `npm test`: CI runs
// only the first-load budget check (e2e/bundle-budget.spec.ts), not these timings.
//
//   1. builds the app and the server as `npm start` would;
//   2. first-load JavaScript per route: the e2e budget spec, which reports its figures;
//   3. Lighthouse 12 (mobile, default simulated throttling) in Debian's Chromium against
//      the built server and a copy of the web build, the median of five runs per page: `/`,
//      `/login`, and as the seeded demo host (README 'Demo') My Events, a completed event's
//      details, Messages with its first conversation open and Notifications — with where
//      each page's main thread went (work by kind, the costliest scripts, TBT);
//   4. the API under load (scripts/bench/api.mjs, when present): autocannon against the
//      server and a bare Fastify route in the same run, on PGlite and PostgreSQL;
//   5. chat (scripts/bench/chat.mjs): socket.io send-to-receive latency with 500 sockets in
//      100 rooms, on one instance and across two on PostgreSQL, and messages per second;
//   6. the mixed load (scripts/bench/load.mjs, docs/decisions/098): hosts' lists, guests joining and
//      paying, chat, at a stated rate on one PGlite instance and two on PostgreSQL — errors
//      and p99 per endpoint;
//   7. the waitlist (scripts/bench/waitlist.mjs, docs/decisions/148, 149): 20 guests racing for
//      one freed seat, 1,000 go/no-go decisions due at once with the API's p99 meanwhile, and
//      the line's calls beside the mixed load — on PGlite and PostgreSQL;
//   8. where and when (scripts/bench/where-when.mjs, docs/decisions/150, 151): a person's
//      calendar feed of 200 events at 10 and 50 connections, and 1,000 members' reminders
//      due at once with the API's p99 meanwhile — on PGlite and PostgreSQL.
//
// `npm run bench -- first-load lighthouse` runs some parts only; the table keeps the
// previous rows of the others and says from when. Without a browser part (`npm run bench --
// api`, `-- chat`, `-- load`, `-- waitlist`, `-- where-when`) only the server is built.
// BENCH_REPORT names another file to write the table to than docs/PERFORMANCE.md (a trial run).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => console.info(`[bench] ${message}`);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy');
}

/**
 * The web build (dist/, and dist-ssr/ that paints the public pages) copied aside as the
 * bench built it: other work in the same checkout rebuilds dist/, emptying it, and a page
 * whose chunks vanish mid-run would measure 404s. node_modules is linked beside the copy for
 * the painter's imports.
 */
function snapshotWebBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'friendly-bench-web-'));
  for (const built of ['dist', 'dist-ssr']) {
    cpSync(path.join(repoRoot, built), path.join(dir, built), { recursive: true });
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * The built app and API as `npm start` serves them (the server's build, run from the
 * repository, without start.mjs's rebuild check: the bench has just built), the web build
 * from a copy of its own, on a free port with a fresh DATA_DIR.
 */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'friendly-bench-'));
  const webDir = snapshotWebBuild();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The admin CLI sends the server `demo seed` with this token (lighthouseRows).
  const adminToken = randomBytes(24).toString('hex');
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(webDir, 'dist'),
      WEB_RENDERER: path.join(webDir, 'dist-ssr', 'entry-server.js'),
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: adminToken,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    dataDir,
    adminToken,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}

/** POSTs to the bench's API; answers the JSON, or throws with the server's answer. */
async function post(server, route, body, token) {
  const response = await fetch(`${server.baseUrl}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The demo host's number without +61 (README 'Demo'). */
const DEMO_HOST_PHONE = '400000000';

/**
 * The demo's event whose details are measured: completed, with pictures, members and
 * reviews — the details screen with everything on it, as e2e/bundle-budget.spec.ts measures.
 */
const DEMO_EVENT = 'Dumpling folding night';

/**
 * The demo (README 'Demo', docs/decisions/083) in the bench's server, seeded by the admin
 * CLI's `demo seed` (the server holds DATA_DIR; the CLI hands it the command), then the
 * demo host signed in ONCE, as Log in and Verification do with the code from the SMS
 * outbox: the number gets five codes an hour (docs/decisions/011), so every signed-in
 * page of the run shares this session.
 */
async function demoHostSession(server) {
  const seeded = run(process.execPath, ['server/dist/admin.js', 'demo', 'seed'], {
    DATA_DIR: server.dataDir,
    ADMIN_TOKEN: server.adminToken,
    ADMIN_CLI_TIMEOUT_MS: '300000',
  });
  if (seeded !== 0) throw new Error(`admin demo seed failed (${seeded})`);
  const australia = { country_code: '+61', country_id: 21, iso_code: 'AU', role: 'host' };
  const { user_slug } = await post(server, '/login', { ...australia, phone: DEMO_HOST_PHONE });
  const outbox = readFileSync(path.join(server.dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const code = outbox
    .map((line) => JSON.parse(line))
    .filter((message) => message.to.endsWith(DEMO_HOST_PHONE))
    .map((message) => /\b(\d{6})\b/.exec(message.body)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!code) throw new Error(`no code in the outbox for ${DEMO_HOST_PHONE}`);
  const { token, data: user } = await post(server, '/verify-otp', { slug: user_slug, otp: code });
  const listed = await fetch(`${server.baseUrl}/api/events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!listed.ok) throw new Error(`/events: ${listed.status} ${await listed.text()}`);
  const event = (await listed.json()).data.find((candidate) => candidate.title === DEMO_EVENT);
  if (!event) throw new Error(`the demo host has no "${DEMO_EVENT}"`);
  return { token, user, eventSlug: event.slug };
}

/**
 * Lighthouse of a signed-in screen: a user flow whose page holds the session before it
 * loads. `afterLoad(page, flow)` may add steps once the page is measured (a timespan of a
 * tap); the answer is the navigation's lhr, with the later steps (name, lhr) as `laterSteps`.
 */
async function signedInLighthouse(server, chrome, route, session, afterLoad) {
  const { startFlow } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const { token, user } = session;
  const { defaultSettings } = await import('lighthouse/core/config/constants.js');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  try {
    await page.evaluateOnNewDocument(
      (session) => {
        localStorage.setItem('auth_token', session.token);
        localStorage.setItem('user_data', session.user);
      },
      { token, user: JSON.stringify(user) },
    );
    const flow = await startFlow(page, {
      config: {
        extends: 'lighthouse:default',
        settings: { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      },
    });
    await flow.navigate(`${server.baseUrl}${route}`);
    if (afterLoad) {
      // Lighthouse's emulation of the phone ends with its step, and the page falls back to
      // the headless window (780 px wide: Messages opens a conversation itself): the steps
      // after the load see the phone again.
      const phone = defaultSettings.screenEmulation;
      await page.setViewport({
        width: phone.width,
        height: phone.height,
        deviceScaleFactor: phone.deviceScaleFactor,
        isMobile: phone.mobile,
        hasTouch: phone.mobile,
      });
      try {
        await page.waitForFunction((width) => window.innerWidth === width, {}, phone.width);
        await afterLoad(page, flow);
      } catch (error) {
        // The load is measured; a step after it that failed is said and left out.
        const seen = await page
          .evaluate(
            () => `${location.pathname}, ${window.innerWidth} px: ${document.body.innerText.slice(0, 200)}`,
          )
          .catch(() => 'the page did not answer');
        log(`${route}: the step after the load failed (${error.message}); the page: ${JSON.stringify(seen)}`);
        if (flow.currentTimespan) await flow.endTimespan().catch(() => undefined);
      }
    }
    const [step, ...later] = (await flow.createFlowResult()).steps;
    return Object.assign(step.lhr, { laterSteps: later.map(({ name, lhr }) => ({ name, lhr })) });
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

/**
 * Messages on a phone shows the list first (src/features/messages/use-wide-screen.ts); the
 * budget spec measures it with the first conversation open, which here takes a tap: a
 * timespan of that tap until the conversation's messages are in. A screen that opened it
 * without one adds no step.
 */
async function openFirstConversation(page, flow) {
  const first = await page.waitForSelector('ul[aria-label="Conversations"] [data-room-id]', {
    visible: true,
    timeout: 30_000,
  });
  // The screen's answer to the phone's width is painted by the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
  if ((await first.evaluate((button) => button.getAttribute('aria-current'))) === 'true') {
    log('Messages opened its first conversation without a tap: no step after the load');
    return;
  }
  await flow.startTimespan({ name: 'opening the first conversation' });
  await first.tap();
  await page.waitForSelector('section[aria-label^="Messages in "]:not(:has([aria-busy="true"]))', {
    timeout: 30_000,
  });
  await flow.endTimespan();
}

/** A script's address as the report shows it: the path on the bench's server, else the whole URL. */
function scriptName(url, baseUrl) {
  return url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url;
}

/**
 * Where the main thread went (Lighthouse's own audits of the run): total blocking time, the
 * work by kind (`mainthread-work-breakdown`) and the five scripts that cost it most
 * (`bootup-time`). A navigation's are at the 4× slower CPU Lighthouse models (simulated
 * throttling: observed durations × 4, TBT simulated); a timespan (Messages' tap) runs with
 * DevTools throttling instead, so its figures, INP among them, are as observed at that CPU.
 */
function mainThread(lhr, baseUrl) {
  const { audits } = lhr;
  const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
  const tbt = audits['total-blocking-time']?.numericValue;
  const inp = audits['interaction-to-next-paint']?.numericValue;
  const work = (audits['mainthread-work-breakdown']?.details?.items ?? []).map(
    (item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`,
  );
  const scripts = [...(audits['bootup-time']?.details?.items ?? [])]
    // Puppeteer's own scripts: the bench waiting for the conversation, not the app.
    .filter((item) => !item.url.startsWith('pptr:'))
    .sort((a, b) => b.total - a.total)
    .slice(0, 5)
    .map(
      (item) =>
        `${scriptName(item.url, baseUrl)} ${ms(item.total)} (evaluation ${ms(item.scripting)}, parse and compile ${ms(item.scriptParseCompile)})`,
    );
  return {
    summary: [
      `TBT ${tbt === undefined ? 'not measured' : ms(tbt)}`,
      ...(inp === undefined ? [] : [`INP ${ms(inp)}`]),
      `main thread ${ms(audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN)}: ${work.join(', ')}`,
    ].join('; '),
    scripts: scripts.join('; '),
  };
}

/** The largest paint's element and its phases (time to first byte, load delay, load, render delay). */
function largestPaint(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const snippet = element?.items?.[0]?.node?.snippet ?? 'unknown';
  const timings = (phases?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing)} ms`);
  return `${snippet.slice(0, 160)}; ${timings.join(', ')}`;
}

const row = (area, name, figure, target, ratio, met) => ({ area, name, figure, target, ratio, met });

/** First-load JS: the budget spec measures and reports; a failed budget is a figure here. */
function firstLoadRows() {
  const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'friendly-first-load-')), 'first-load.jsonl');
  run(process.execPath, ['scripts/test-e2e.mjs', 'e2e/bundle-budget.spec.ts'], { FIRST_LOAD_REPORT: report });
  if (!existsSync(report)) return [row('Browser', 'First-load JS', 'not measured', '', null, false)];
  return readFileSync(report, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .map((measured) =>
      row(
        'Browser',
        `First-load JS, ${measured.name}`,
        `${measured.totalKb.toFixed(1)} KB gzip in ${measured.files.length} files`,
        `≤ ${measured.budgetKb} KB`,
        measured.totalKb / measured.budgetKb,
        measured.totalKb <= measured.budgetKb,
      ),
    );
}

/** Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS, 5 by default); the report is the median one. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** The run with the median performance score, of LIGHTHOUSE_RUNS (a failed run counts lowest). */
async function medianRun(runOnce) {
  const results = [];
  for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) results.push(await runOnce());
  const score = (lhr) => (lhr.runtimeError ? -1 : (lhr.categories.performance?.score ?? -1));
  results.sort((a, b) => score(a) - score(b));
  return results[Math.floor(results.length / 2)];
}

/**
 * Lighthouse mobile (the default config) on the pages users have: the public home and Log
 * In, then the signed-in screens as the demo host sees them (README 'Demo': events in every
 * status, members, reviews, group chats) — My Events, a completed event's details,
 * Messages with its first conversation open, and Notifications.
 */
async function lighthouseRows() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chromePath =
    process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  try {
    const runs = [];
    const measure = async (route, runOnce) => {
      const started = Date.now();
      const lhr = await medianRun(runOnce);
      log(`Lighthouse ${route}: ${LIGHTHOUSE_RUNS} runs in ${Math.round((Date.now() - started) / 1000)} s`);
      runs.push([route, lhr]);
    };
    for (const route of ['/', '/login']) {
      await measure(route, async () => {
        const result = await lighthouse(`${server.baseUrl}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        return result.lhr;
      });
    }
    const demo = await demoHostSession(server);
    const signedIn = [
      ['/my-events', '/my-events'],
      [`/event-details/{slug} (${DEMO_EVENT})`, `/event-details/${demo.eventSlug}`],
      ['/messages', '/messages', openFirstConversation],
      ['/notifications', '/notifications'],
    ];
    for (const [name, route, afterLoad] of signedIn) {
      await measure(`${name} (the demo host)`, () =>
        signedInLighthouse(server, chrome, route, demo, afterLoad),
      );
    }
    for (const [route, lhr] of runs) {
      const { categories, audits, runtimeError } = lhr;
      if (runtimeError) log(`Lighthouse ${route}: ${runtimeError.code} ${runtimeError.message}`);
      for (const ref of categories['best-practices']?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          const details = (audit.details?.items ?? []).map(
            (item) => item.issueType ?? item.description ?? '',
          );
          log(`best practices, ${route}: ${audit.title} ${JSON.stringify(details)}`);
        }
      }
      const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
      const performance = score('performance');
      const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      const lcp = (audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000;
      const tbt = audits['total-blocking-time']?.numericValue ?? Number.NaN;
      rows.push(
        row(
          'Browser',
          `Lighthouse performance, ${route}`,
          `${performance} (LCP ${lcp.toFixed(1)} s, TBT ${Math.round(tbt)} ms)`,
          '≥ 95',
          performance / 95,
          performance >= 95,
        ),
        row('Browser', `CLS, ${route}`, cls.toFixed(3), '≤ 0.02', cls / 0.02, cls <= 0.02),
        row(
          'Browser',
          `Accessibility / best practices / SEO, ${route}`,
          `${score('accessibility')} / ${score('best-practices')} / ${score('seo')}`,
          '100 each',
          Math.min(score('accessibility'), score('best-practices'), score('seo')) / 100,
          [score('accessibility'), score('best-practices'), score('seo')].every((value) => value === 100),
        ),
      );
      log(
        `Lighthouse ${route}: performance ${performance}, LCP ${lcp.toFixed(1)} s, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}, accessibility / best practices / SEO ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}`,
      );
      log(`largest paint, ${route}: ${largestPaint(lhr)}`);
      // The median run's main thread, and that of a step after the load (Messages' tap).
      const steps = [
        [route, lhr],
        ...(lhr.laterSteps ?? []).map((step) => [`${route}, ${step.name}`, step.lhr]),
      ];
      for (const [name, stepLhr] of steps) {
        const { summary, scripts } = mainThread(stepLhr, server.baseUrl);
        log(`main thread, ${name}: ${summary}`);
        log(`top scripts, ${name}: ${scripts || 'none'}`);
        rows.push(
          row('Browser', `Main thread, ${name}`, summary, 'reported', null, true),
          row(
            'Browser',
            `Top scripts by main-thread time, ${name}`,
            scripts || 'none',
            'reported',
            null,
            true,
          ),
        );
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  return rows;
}

async function apiRows() {
  const module = path.join(repoRoot, 'scripts/bench/api.mjs');
  if (!existsSync(module)) return [row('API', 'API under load', 'not measured', '', null, false)];
  const { benchApi } = await import(pathToFileURL(module).href);
  return benchApi({ log });
}

async function chatRows() {
  const { benchChat } = await import(pathToFileURL(path.join(repoRoot, 'scripts/bench/chat.mjs')).href);
  return benchChat({ log });
}

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}, ${os.type()} ${os.release()}`;
}

function markdown(rows) {
  const lines = [
    '| Area | Figure | Measured | Target | Ratio | Met |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.area} | ${r.name} | ${r.figure} | ${r.target} | ${r.ratio == null || Number.isNaN(r.ratio) ? '—' : r.ratio.toFixed(2)} | ${r.met ? 'yes' : '**no**'} |`,
    ),
  ];
  return lines.join('\n');
}

/**
 * Replaces the part of docs/PERFORMANCE.md between the markers with this run's table. A
 * run of some parts only (`npm run bench -- first-load lighthouse`) keeps the previous
 * table's rows of the other areas, saying so. BENCH_NOTE adds a remark on the conditions
 * (e.g. a machine shared with other work).
 */
function writeReport(rows, ranParts) {
  const file = path.resolve(repoRoot, process.env.BENCH_REPORT ?? 'docs/PERFORMANCE.md');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const previous = current.slice(current.indexOf(start), current.indexOf(end));
  const partOf = (line) => {
    const [, area, name] = line.split('|').map((cell) => cell.trim());
    if (area === 'API') return 'api';
    if (area === 'Chat') return 'chat';
    if (area === 'Load') return 'load';
    if (area === 'Waitlist') return 'waitlist';
    if (area === 'Where and when') return 'where-when';
    return name.startsWith('First-load JS') ? 'first-load' : 'lighthouse';
  };
  const kept = previous
    .split('\n')
    .filter(
      (line) =>
        /^\| (Browser|API|Chat|Load|Waitlist|Where and when) \|/.test(line) && !ranParts.has(partOf(line)),
    );
  const previousDate = /on (\d{4}-\d{2}-\d{2})/.exec(previous)?.[1] ?? 'an earlier run';
  const keptParts = [...new Set(kept.map(partOf))];
  const notes = [
    process.env.BENCH_NOTE,
    keptParts.length > 0 ? `The ${keptParts.join(' and ')} rows are from the run of ${previousDate}` : null,
  ].filter(Boolean);
  const load = `1-minute load average ${startLoad} at the start, ${os.loadavg()[0].toFixed(2)} at the end`;
  const heading = `Measured by \`npm run bench${ranParts.size < PARTS.length ? ` -- ${[...ranParts].join(' ')}` : ''}\` on ${new Date().toISOString().slice(0, 16).replace('T', ', ')} UTC: ${machine()}; ${load}.`;
  const table = `${start}\n${[heading, ...notes.map((note) => `${note}.`)].join(' ')}\n\n${[markdown(rows), ...kept].join('\n')}\n${end}`;
  const next =
    current.includes(start) && current.includes(end)
      ? current.replace(new RegExp(`${start}[\\s\\S]*${end}`), table)
      : `${current}\n${table}\n`;
  writeFileSync(file, next);
  log(`wrote ${path.relative(repoRoot, file)}`);
}

const PARTS = ['first-load', 'lighthouse', 'api', 'chat', 'load', 'waitlist', 'where-when'];
const only = new Set(process.argv.slice(2));
const want = (part) => only.size === 0 || only.has(part);

const startLoad = os.loadavg()[0].toFixed(2);
const browser = want('first-load') || want('lighthouse');
if (run('npm', ['run', browser ? 'build' : 'build:server']) !== 0) process.exit(1);
const rows = [];
if (want('first-load')) rows.push(...firstLoadRows());
if (want('lighthouse')) rows.push(...(await lighthouseRows()));
if (want('api')) rows.push(...(await apiRows()));
if (want('chat')) rows.push(...(await chatRows()));
if (want('load')) {
  const { benchLoad } = await import(pathToFileURL(path.join(repoRoot, 'scripts/bench/load.mjs')).href);
  rows.push(...(await benchLoad({ log })));
}
if (want('waitlist')) {
  const { benchWaitlist } = await import(
    pathToFileURL(path.join(repoRoot, 'scripts/bench/waitlist.mjs')).href
  );
  rows.push(...(await benchWaitlist({ log })));
}
if (want('where-when')) {
  const { benchWhereWhen } = await import(
    pathToFileURL(path.join(repoRoot, 'scripts/bench/where-when.mjs')).href
  );
  rows.push(...(await benchWhereWhen({ log })));
}
console.info(markdown(rows));
writeReport(rows, new Set(PARTS.filter(want)));
