// `npm run bench`: the performance targets of docs/decisions/072, measured on this machine and
// written to docs/PERFORMANCE.md (docs/decisions/072). Not part of `npm test`: CI runs
// only the first-load budget check (e2e/bundle-budget.spec.ts), not these timings.
//
//   1. builds the app and the server as `npm start` would;
//   2. first-load JavaScript per route: the e2e budget spec, which reports its figures;
//   3. Lighthouse 12 (mobile, default simulated throttling) in Debian's Chromium against
//      the built app served by `scripts/start.mjs`, the median of three runs per page;
//   4. the API under load (scripts/bench/api.mjs, when present): autocannon against the
//      server and a bare Fastify route in the same run, on PGlite and PostgreSQL;
//   5. chat (scripts/bench/chat.mjs): socket.io send-to-receive latency with 500 sockets in
//      100 rooms, on one instance and across two on PostgreSQL, and messages per second;
//   6. the mixed load (scripts/bench/load.mjs, docs/decisions/098): hosts' lists, guests joining and
//      paying, chat, at a stated rate on one PGlite instance and two on PostgreSQL — errors
//      and p99 per endpoint.
//
// `npm run bench -- first-load lighthouse` runs some parts only; the table keeps the
// previous rows of the others and says from when. Without a browser part (`npm run bench --
// api`, `-- chat`, `-- load`) only the server is built.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** The built app and API as `npm start` serves them, on a free port with a fresh DATA_DIR. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'friendly-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The admin route approves the host whose My Events is measured.
  const adminToken = randomBytes(24).toString('hex');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
    },
  };
}

/** A host who signed up, verified and completed a profile, through the API (as the screens do). */
async function signedInHost(server) {
  const phone = `4${String(Date.now()).slice(-8)}`;
  const post = async (path, body, token) => {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const australia = { country_code: '+61', country_id: 21, iso_code: 'AU', role: 'host' };
  const { user_slug } = await post('/register', { ...australia, phone });
  const outbox = readFileSync(path.join(server.dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const code = outbox
    .map((line) => JSON.parse(line))
    .filter((message) => message.to.endsWith(phone))
    .map((message) => /\b(\d{6})\b/.exec(message.body)?.[1])
    .at(-1);
  const { token } = await post('/verify-otp', { slug: user_slug, otp: code });
  const { user } = await post(
    '/complete-profile',
    {
      name: 'Maya Patel',
      phone,
      country_code: '+61',
      location: 'Sydney, New South Wales, Australia',
      latitude: '-33.86785',
      longitude: '151.20732',
      bio: 'I host small dinners and board-game nights for curious people.',
    },
    token,
  );
  return { token, user };
}

/**
 * A signed-in host the payment screens let in (My Events): approved through the admin
 * route, with a payout account connected through the sandbox's onboarding page.
 */
async function hostReadyForPayments(server) {
  const { token } = await signedInHost(server);
  const auth = { authorization: `Bearer ${token}` };
  const call = async (path, init) => {
    const response = await fetch(`${server.baseUrl}${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { data: user } = await call('/api/user', { headers: auth });
  await call('/api/admin/commands', {
    method: 'POST',
    headers: { 'x-admin-token': server.adminToken, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'hosts.approve', who: user.slug }),
  });
  const link = await call('/api/stripe/create-account-link', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ return_url: `${server.baseUrl}/`, refresh_url: `${server.baseUrl}/` }),
  });
  await fetch(link.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'business_name=Bench',
    redirect: 'manual',
  });
  await call('/api/stripe/handle-return', { method: 'POST', headers: auth });
  return { token, user: (await call('/api/user', { headers: auth })).data };
}

/** Lighthouse of a signed-in screen: a user flow whose page holds the session before it loads. */
async function signedInLighthouse(server, chrome, route, session) {
  const { startFlow } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const { token, user } = session;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
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
  const [step] = (await flow.createFlowResult()).steps;
  await page.close();
  await browser.disconnect();
  return step.lhr;
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

/** Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS, 3 by default); the report is the median one. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The run with the median performance score, of LIGHTHOUSE_RUNS (a failed run counts lowest). */
async function medianRun(runOnce) {
  const results = [];
  for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) results.push(await runOnce());
  const score = (lhr) => (lhr.runtimeError ? -1 : (lhr.categories.performance?.score ?? -1));
  results.sort((a, b) => score(a) - score(b));
  return results[Math.floor(results.length / 2)];
}

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
    for (const route of ['/', '/login']) {
      runs.push([
        route,
        await medianRun(async () => {
          const result = await lighthouse(`${server.baseUrl}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          return result.lhr;
        }),
      ]);
    }
    // The signed-in shell: My Events (docs/decisions/072), and Notifications, which any host reaches.
    const eventsHost = await hostReadyForPayments(server);
    runs.push([
      '/my-events (signed in)',
      await medianRun(() => signedInLighthouse(server, chrome, '/my-events', eventsHost)),
    ]);
    const host = await signedInHost(server);
    runs.push([
      '/notifications (signed in)',
      await medianRun(() => signedInLighthouse(server, chrome, '/notifications', host)),
    ]);
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
      log(`Lighthouse ${route}: performance ${performance}, CLS ${cls.toFixed(3)}`);
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
  const file = path.join(repoRoot, 'docs/PERFORMANCE.md');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const previous = current.slice(current.indexOf(start), current.indexOf(end));
  const partOf = (line) => {
    const [, area, name] = line.split('|').map((cell) => cell.trim());
    if (area === 'API') return 'api';
    if (area === 'Chat') return 'chat';
    if (area === 'Load') return 'load';
    return name.startsWith('First-load JS') ? 'first-load' : 'lighthouse';
  };
  const kept = previous
    .split('\n')
    .filter((line) => /^\| (Browser|API|Chat|Load) \|/.test(line) && !ranParts.has(partOf(line)));
  const previousDate = /on (\d{4}-\d{2}-\d{2})/.exec(previous)?.[1] ?? 'an earlier run';
  const keptParts = [...new Set(kept.map(partOf))];
  const notes = [
    process.env.BENCH_NOTE,
    keptParts.length > 0 ? `The ${keptParts.join(' and ')} rows are from the run of ${previousDate}` : null,
  ].filter(Boolean);
  const load = `1-minute load average ${startLoad} at the start, ${os.loadavg()[0].toFixed(2)} at the end`;
  const heading = `Measured by \`npm run bench${ranParts.size < 5 ? ` -- ${[...ranParts].join(' ')}` : ''}\` on ${new Date().toISOString().slice(0, 16).replace('T', ', ')} UTC: ${machine()}; ${load}.`;
  const table = `${start}\n${[heading, ...notes.map((note) => `${note}.`)].join(' ')}\n\n${[markdown(rows), ...kept].join('\n')}\n${end}`;
  const next =
    current.includes(start) && current.includes(end)
      ? current.replace(new RegExp(`${start}[\\s\\S]*${end}`), table)
      : `${current}\n${table}\n`;
  writeFileSync(file, next);
  log(`wrote ${path.relative(repoRoot, file)}`);
}

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
console.info(markdown(rows));
writeReport(rows, new Set(['first-load', 'lighthouse', 'api', 'chat', 'load'].filter(want)));
