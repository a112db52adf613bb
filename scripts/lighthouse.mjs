// `npm run bench:lighthouse`: Lighthouse (desktop) on /login, the dashboard and the list pages with
// Debian's Chromium against the build in dist/ served with the mock API. A benchmark, not a test:
// scores move with machine load, so it runs each page RUNS times and judges the median.
// Budgets (DESIGN.md, issue 18): performance ≥ 95, accessibility 100 and total blocking time ≤ 200 ms on every page.
//
// `npm run bench:lighthouse -- --plain` serves the same build the way the server did before it
// served like production: nothing compressed (no .br/.gz, no gzip of JSON) and every file
// revalidated (`max-age=0`), to show what compression and caching are worth.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { createServerApp, startServer } from '../server/app.ts';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../server/mock-api/store/seed/index.ts';
import { benchPages, landedOn, RETURNING_COMPANY } from './benchPages.ts';

// Lighthouse is a benchmark tool, not a project dependency: its own dependencies follow the
// registry's moving `latest` tags, which would make `npm ci` fail whenever they move. It is
// installed on demand into .cache/bench (git-ignored).
const BENCH_DIR = '.cache/bench';
const LIGHTHOUSE = 'lighthouse@12.8.2'; // the last major that runs on Node 20
if (!existsSync(`${BENCH_DIR}/node_modules/lighthouse`)) {
  execSync(`npm install --prefix ${BENCH_DIR} --no-save --no-audit --no-fund ${LIGHTHOUSE}`, { stdio: 'inherit' });
}
const fromBench = (path) => import(pathToFileURL(`${BENCH_DIR}/node_modules/${path}`).href);
const { default: lighthouse } = await fromBench('lighthouse/core/index.js');
const { default: desktopConfig } = await fromBench('lighthouse/core/config/desktop-config.js');
const { default: puppeteer } = await fromBench('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js');

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PLAIN = process.argv.includes('--plain');
const DETAILS = process.env.LIGHTHOUSE_DETAILS === '1';
const BUDGET = { performance: 95, accessibility: 100, totalBlockingTimeMs: 200 };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function signIn(page, origin) {
  await page.deleteCookie(...(await page.cookies(origin)));
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[name="email"]');
  // A returning user: their company is active at sign-in (else the app asks to choose one first).
  await page.evaluate((companyId) => localStorage.setItem('default_company_id', companyId), RETURNING_COMPANY.id);
  await page.type('input[name="email"]', SEEDED_ACCOUNTS.firmAdmin);
  await page.type('input[name="password"]', SEEDED_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('button[type="submit"]')]);
}

async function measure(page, url) {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility'] },
    desktopConfig,
    page,
  );
  const { categories, audits, runtimeError, runWarnings } = result.lhr;
  if (runtimeError) console.log(`  Lighthouse error on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  for (const warning of runWarnings ?? []) console.log(`  Lighthouse warning on ${url}: ${warning}`);
  const failedA11y = Object.values(audits)
    .filter(
      (audit) =>
        audit.scoreDisplayMode === 'binary' && audit.score === 0 && categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
    )
    .map((audit) => audit.id);
  const metric = (id) => audits[id]?.displayValue ?? '?';
  const scriptBytes = (audits['network-requests']?.details?.items ?? [])
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  if (DETAILS) printWhereTheTimeGoes(url, audits);
  return {
    finalUrl: result.lhr.finalDisplayedUrl ?? result.lhr.finalUrl,
    metrics: `JS transferred ${(scriptBytes / 1024).toFixed(0)} KB, FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
    performance: Math.round((categories.performance.score ?? 0) * 100),
    totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? Infinity),
    accessibility: Math.round(categories.accessibility.score * 100),
    failedA11y,
  };
}

/** `LIGHTHOUSE_DETAILS=1`: each run's main-thread work by kind, the scripts that cost most and the long tasks. */
function printWhereTheTimeGoes(url, audits) {
  const ms = (value) => `${Math.round(value)} ms`;
  const kinds = audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.log(`  ${new URL(url).pathname} main thread: ${kinds.map((item) => `${item.groupLabel} ${ms(item.duration)}`).join(', ')}`);
  for (const item of (audits['bootup-time']?.details?.items ?? []).slice(0, 6))
    console.log(
      `    script ${URL.canParse(item.url) ? new URL(item.url).pathname : item.url}: total ${ms(item.total)}, evaluation ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)}`,
    );
  const tasks = audits['long-tasks']?.details?.items ?? [];
  console.log(`    long tasks (start+duration): ${tasks.map((task) => `${ms(task.startTime)}+${ms(task.duration)}`).join(', ')}`);
}

/** The production app behind a front that asks for nothing compressed and lets nothing be cached. */
async function startPlainServer() {
  const { app: production, setOwnOrigin } = createServerApp({ distDir: DIST_DIR });
  const plain = express();
  plain.use((req, res, next) => {
    req.headers['accept-encoding'] = 'identity';
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? 'public, max-age=0' : value);
    next();
  });
  plain.use(production);
  const listening = await new Promise((resolve) => {
    const server = plain.listen(0, '127.0.0.1', () => resolve(server));
  });
  const { port } = listening.address();
  setOwnOrigin(`http://127.0.0.1:${port}`);
  return { url: `http://localhost:${port}`, close: () => new Promise((resolve) => listening.close(resolve)) };
}

// SPENDBOARD_DIST_DIR measures another build (an engineer's own copy), as the e2e fixture does; BENCH_PAGES=dashboard,/cards only those.
const DIST_DIR = resolve(process.env.SPENDBOARD_DIST_DIR ?? 'dist');
const ONLY = process.env.BENCH_PAGES?.split(',');
const measured = (target) => !ONLY || ONLY.includes(target.name);
if (!existsSync(`${DIST_DIR}/index.html`)) throw new Error(`No build in ${DIST_DIR}: run \`npm run build\` first.`);
const server = PLAIN ? await startPlainServer() : await startServer({ port: 0, distDir: DIST_DIR });
console.log(`Serving ${DIST_DIR} ${PLAIN ? 'plain (uncompressed, revalidated)' : 'like production'}, ${RUNS} runs a page`);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
let failed = false;
try {
  const page = await browser.newPage();
  // Every run is a cold load: signed in (or not) first, then measured with the browser's caches off
  // (memory cache included), so what is measured is what a first visit downloads and runs.
  const signedOut = async () => page.deleteCookie(...(await page.cookies(server.url)));
  const signedIn = async () => signIn(page, server.url);
  const targets = benchPages(server.mockApi.context.store.db)
    .filter(measured)
    .map((target) => ({
      ...target,
      url: `${server.url}${target.path}`,
      before: target.signedIn ? signedIn : signedOut,
    }));
  for (const target of targets) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      await target.before();
      const cold = await page.createCDPSession();
      await cold.send('Network.enable');
      await cold.send('Network.setCacheDisabled', { cacheDisabled: true });
      runs.push(await measure(page, target.url));
      await cold.detach();
    }
    const performance = median(runs.map((run) => run.performance));
    const accessibility = median(runs.map((run) => run.accessibility));
    const totalBlockingTimeMs = median(runs.map((run) => run.totalBlockingTimeMs));
    // A load that ended elsewhere (the company chooser, /login) measured another page: it fails, whatever it scored.
    const astray = runs.filter((run) => !landedOn(run.finalUrl, target)).map((run) => run.finalUrl);
    const ok =
      astray.length === 0 &&
      performance >= BUDGET.performance &&
      accessibility >= BUDGET.accessibility &&
      totalBlockingTimeMs <= BUDGET.totalBlockingTimeMs;
    failed ||= !ok;
    console.log(
      `${ok ? '✓' : '✗'} ${target.name}: performance ${performance} (runs ${runs.map((r) => r.performance).join(', ')}), ` +
        `accessibility ${accessibility}, TBT ${totalBlockingTimeMs} ms, ended on ${new URL(runs[0].finalUrl).pathname}` +
        `${astray.length ? ` — NOT the page asked for: ${astray.join(', ')}` : ''} [${runs[runs.length - 1].metrics}]${runs[0].failedA11y.length ? ` — failing audits: ${runs[0].failedA11y.join(', ')}` : ''}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
