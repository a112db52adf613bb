// `npm run bench:lighthouse`: Lighthouse (desktop) on /login and the dashboard with Debian's
// Chromium against a fresh build served with the mock API. A benchmark, not a test: scores move
// with machine load, so it runs each page RUNS times and judges the median.
// Budgets (DESIGN.md): performance ≥ 95 and accessibility 100 on both pages.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startServer } from '../server/app.ts';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../server/mock-api/store/seed/index.ts';

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
const BUDGET = { performance: 95, accessibility: 100 };
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
  const { categories, audits } = result.lhr;
  const failedA11y = Object.values(audits)
    .filter(
      (audit) =>
        audit.scoreDisplayMode === 'binary' && audit.score === 0 && categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
    )
    .map((audit) => audit.id);
  const metric = (id) => audits[id]?.displayValue ?? '?';
  return {
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    failedA11y,
  };
}

const server = await startServer({ port: 0 });
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
let failed = false;
try {
  const page = await browser.newPage();
  const targets = [
    { name: '/login', url: `${server.url}/login`, before: async () => page.deleteCookie(...(await page.cookies())) },
    { name: 'dashboard', url: `${server.url}/`, before: async () => signIn(page, server.url) },
  ];
  for (const target of targets) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      await target.before();
      runs.push(await measure(page, target.url));
    }
    const performance = median(runs.map((run) => run.performance));
    const accessibility = median(runs.map((run) => run.accessibility));
    const ok = performance >= BUDGET.performance && accessibility >= BUDGET.accessibility;
    failed ||= !ok;
    console.log(
      `${ok ? '✓' : '✗'} ${target.name}: performance ${performance} (runs ${runs.map((r) => r.performance).join(', ')}), ` +
        `accessibility ${accessibility} [${runs[runs.length - 1].metrics}]${runs[0].failedA11y.length ? ` — failing audits: ${runs[0].failedA11y.join(', ')}` : ''}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
