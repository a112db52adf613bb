// `npm run bench:main-thread`: the main thread's work on a cold load of the dashboard, the lists and a card, read
// from a Chrome trace as CPU time (each task's thread time, `tdur`), not wall time: on a machine shared with other
// work a task that waits for the CPU looks long on the clock but not here, so before/after comparisons hold under
// load. Per page, the median of RUNS cold loads (default 3): CPU time of all tasks, the tasks of ≥ 50 ms CPU, and
// their blocking time (Lighthouse's TBT read in CPU time: what each long task holds the thread beyond 50 ms).
// A benchmark, not a test: it prints, it does not judge. `-- --tasks` also lists the long tasks of the last run.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../server/app.ts';
import { benchPages, landedOn } from './benchPages.ts';
import { signedInState } from './benchSession.mjs';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { mainThreadTasks, summariseTasks } from './mainThreadTrace.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const LIST_TASKS = process.argv.includes('--tasks');
const VIEWPORT = { width: 1350, height: 940 };
/** After the network is quiet, the work it set off (rendering what arrived) gets this long to finish. */
const SETTLE_MS = 1_000;
const TRACE_CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline', '__metadata'];

/** The trace events of everything the browser does while `work` runs (a buffer as large as the browser allows). */
async function traced(browser, work) {
  const cdp = await browser.newBrowserCDPSession();
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  });
  await work();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return events;
}

async function coldLoad(browser, url, storageState) {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState, locale: 'en-GB', timezoneId: 'Asia/Dubai' });
  const page = await context.newPage();
  const trace = await traced(browser, async () => {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
  });
  const finalUrl = page.url();
  await context.close();
  return { ...summariseTasks(mainThreadTasks(trace)), finalUrl };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// SPENDBOARD_DIST_DIR measures another build (an engineer's own copy); BENCH_PAGES=dashboard,/cards only those.
const DIST_DIR = resolve(process.env.SPENDBOARD_DIST_DIR ?? 'dist');
const ONLY = process.env.BENCH_PAGES?.split(',');
if (!existsSync(`${DIST_DIR}/index.html`)) throw new Error(`No build in ${DIST_DIR}: run \`npm run build\` first.`);
const server = await startServer({ port: 0, distDir: DIST_DIR });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
console.log(`Main thread on a cold load (CPU time from a trace), median of ${RUNS}, ${DIST_DIR}`);
try {
  const storageState = await signedInState(browser, server.url, VIEWPORT);
  const targets = benchPages(server.mockApi.context.store.db).filter((page) => page.signedIn && (!ONLY || ONLY.includes(page.name)));
  for (const target of targets) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await coldLoad(browser, `${server.url}${target.path}`, storageState));
    const astray = runs.filter((run) => !landedOn(run.finalUrl, target)).map((run) => run.finalUrl);
    const column = (name) => `${median(runs.map((run) => run[name]))} ms (${runs.map((run) => run[name]).join(', ')})`;
    console.log(
      `${target.name}: CPU ${column('cpuMs')}; blocking ${column('blockingMs')} in ${median(runs.map((run) => run.longTasks.length))} tasks ≥ 50 ms; longest ${column('longestMs')}` +
        (astray.length ? ` — NOT the page asked for: ${astray.join(', ')}` : ''),
    );
    if (LIST_TASKS)
      console.log(
        `    long tasks (start+CPU ms): ${runs
          .at(-1)
          .longTasks.map(([start, cpu]) => `${start}+${cpu}`)
          .join(', ')}`,
      );
  }
} finally {
  await browser.close();
  await server.close();
}
