// `npm run bench:first-row`: navigation start → first data row visible on /cards, /expenses and /bills,
// cold cache, in Debian's Chromium against the build in dist/ served like production with the mock API.
// A benchmark, not a test (machine-sensitive): RUNS (default 5) cold loads per page, judged on the median
// against TARGET_MS (default 1,000). `-- --waterfall` also prints, for the last run of each page, every
// request from index.html to the first row: start and end (ms after navigation start), size on the wire.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../server/app.ts';
import { benchPages, landedOn } from './benchPages.ts';
import { signedInState } from './benchSession.mjs';
import { CHROMIUM_ARGS } from '../playwright.config.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_MS = Number(process.env.TARGET_MS ?? 1_000);
const WATERFALL = process.argv.includes('--waterfall');
const VIEWPORT = { width: 1350, height: 940 };
const SETTLE_MS = 1_000;
/** Lighthouse's total blocking time, from the long tasks of a run: what each task held the main thread beyond 50 ms. */
const blockingMs = (longTasks) => longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);

/**
 * Runs in the page before any of its scripts: notes `performance.now()` (milliseconds after navigation
 * start) at the first frame that shows a list row holding text (react-admin's loading rows are empty).
 */
function watchFirstRow() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__longTasks.push([Math.round(task.startTime), Math.round(task.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  const firstRow = () =>
    [...document.querySelectorAll('tbody tr.RaDataTable-row')].find(
      (row) => row.textContent.trim() !== '' && row.getBoundingClientRect().height > 0,
    );
  const observer = new MutationObserver(() => {
    if (!firstRow()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__firstRowAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function coldLoad(browser, url, storageState) {
  // A new context has an empty HTTP cache: every file is fetched as on a first visit.
  const context = await browser.newContext({ viewport: VIEWPORT, storageState, locale: 'en-GB', timezoneId: 'Asia/Dubai' });
  const page = await context.newPage();
  await page.addInitScript(watchFirstRow);
  await page.goto(url);
  await page.waitForFunction(() => typeof window.__firstRowAt === 'number', undefined, { timeout: 30_000 });
  const firstRowAt = await page.evaluate(() => window.__firstRowAt);
  // The work the first row sets off (the rest of the page, the next rows' effects) counts too: a second of quiet after it.
  await page.waitForTimeout(SETTLE_MS);
  const requests = await page.evaluate((until) => {
    const navigation = performance.getEntriesByType('navigation')[0];
    return [navigation, ...performance.getEntriesByType('resource')]
      .filter((entry) => entry.startTime <= until)
      .map((entry) => ({
        name: new URL(entry.name).pathname + new URL(entry.name).search,
        start: Math.round(entry.startTime),
        end: Math.round(entry.responseEnd),
        kilobytes: entry.transferSize / 1024,
      }));
  }, firstRowAt);
  const longTasks = await page.evaluate(() => window.__longTasks);
  const finalUrl = page.url();
  await context.close();
  return { firstRowAt, requests, longTasks, finalUrl };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// SPENDBOARD_DIST_DIR measures another build (an engineer's own copy), as the e2e fixture does; BENCH_PAGES=dashboard,/cards only those.
const DIST_DIR = resolve(process.env.SPENDBOARD_DIST_DIR ?? 'dist');
const ONLY = process.env.BENCH_PAGES?.split(',');
const measured = (target) => !ONLY || ONLY.includes(target.name);
if (!existsSync(`${DIST_DIR}/index.html`)) throw new Error(`No build in ${DIST_DIR}: run \`npm run build\` first.`);
const server = await startServer({ port: 0, distDir: DIST_DIR });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
console.log(`First data row, cold cache, median of ${RUNS} (target ≤ ${TARGET_MS} ms)`);
let failed = false;
try {
  const storageState = await signedInState(browser, server.url, VIEWPORT);
  for (const target of benchPages(server.mockApi.context.store.db).filter((page) => page.list && measured(page))) {
    const { path } = target;
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await coldLoad(browser, `${server.url}${path}`, storageState));
    const times = runs.map((run) => Math.round(run.firstRowAt));
    const result = median(times);
    const blocking = runs.map((run) => blockingMs(run.longTasks));
    const taskCounts = runs.map((run) => run.longTasks.length);
    // A row of another page (the company chooser's list) is not this page's first row.
    const astray = runs.filter((run) => !landedOn(run.finalUrl, target)).map((run) => run.finalUrl);
    const ok = astray.length === 0 && result <= TARGET_MS;
    failed ||= !ok;
    console.log(
      `${ok ? '✓' : '✗'} ${path}: ${result} ms (runs ${times.join(', ')}), ended on ${new URL(runs[0].finalUrl).pathname}` +
        (astray.length ? ` — NOT the page asked for: ${astray.join(', ')}` : '') +
        `; main thread blocked ${median(blocking)} ms (runs ${blocking.join(', ')}) in ${median(taskCounts)} tasks ≥ 50 ms`,
    );
    if (WATERFALL) {
      const { requests } = runs[runs.length - 1];
      for (const request of requests.sort((a, b) => a.start - b.start))
        console.log(
          `    ${String(request.start).padStart(5)} → ${String(request.end).padStart(5)} ms  ${request.kilobytes.toFixed(1).padStart(6)} KB  ${request.name}`,
        );
      const { longTasks } = runs[runs.length - 1];
      console.log(
        `    main thread busy (tasks ≥ 50 ms, start+duration): ${longTasks.map(([start, duration]) => `${start}+${duration}`).join(', ')}`,
      );
      const total = requests.reduce((sum, request) => sum + request.kilobytes, 0);
      console.log(`    ${requests.length} requests, ${total.toFixed(0)} KB on the wire before the first row`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
