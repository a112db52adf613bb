// `npm run bench:writes` (issue 38 item 4): how long after the API answers a write its result is on screen, for
// coding an expense, approving one and moving money — in the built app of dist/ against the in-process mock, as the
// returning firm admin. In the page, on one clock: the write's responseEnd (Resource Timing) → the first moment the
// DOM shows the result (a MutationObserver). It also counts the reads the app sends after the write until the
// network is idle (a write that refetches the world shows up there). A benchmark, not a test: RUNS (default 5) per
// flow, judged on the median against TARGET_MS (default 300).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../server/app.ts';
import { approvalBlockersOf } from '../server/mock-api/policy/expenses.ts';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { RETURNING_COMPANY } from './benchPages.ts';
import { signedInState } from './benchSession.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_MS = Number(process.env.TARGET_MS ?? 300);
const VIEWPORT = { width: 1440, height: 900 };
const DAY_MS = 86_400_000;

/** In the page: notes when the write's answer ended and when the result first shows. */
function watchForResult({ writePath, selector, text, region }) {
  window.__bench = { clickAt: performance.now(), shownAt: null };
  /** A region by its accessible name (aria-label, or the text its aria-labelledby names). */
  const named = (element) =>
    element.getAttribute('aria-label') ?? document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
  const within = () =>
    region ? [...document.querySelectorAll('section, [role="region"]')].filter((each) => named(each) === region) : [document];
  const shows = () => within().some((root) => [...root.querySelectorAll(selector)].some((element) => element.textContent?.includes(text)));
  if (shows()) throw new Error(`"${text}" is on screen before the write`);
  const observer = new MutationObserver(() => {
    if (window.__bench.shownAt === null && shows()) {
      window.__bench.shownAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  window.__bench.writeEnd = () =>
    performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === writePath && entry.startTime >= window.__bench.clickAt)?.responseEnd ?? null;
}

/** Expenses of the returning company nothing keeps from approval, recent, on a card, put up for a decision without a project. */
function decidableExpenses(db, count) {
  const picked = db.expenses
    .filter(
      (row) =>
        row.company_id === RETURNING_COMPANY.id &&
        row.card_id !== null &&
        (Date.now() - Date.parse(row.spent_at)) / DAY_MS < 20 &&
        approvalBlockersOf(db, row).length === 0,
    )
    .slice(0, count);
  for (const row of picked) {
    row.status = 'submitted';
    row.project_id = null;
  }
  if (picked.length < count) throw new Error(`Only ${picked.length} decidable expenses in the seed, ${count} needed`);
  return picked;
}

/** One measured write: `act` clicks; the result is `text` inside an element matching `selector`. */
async function measure(page, { writePath, selector, text, region, act }) {
  const reads = [];
  let writeAnswered = false;
  const onResponse = (response) => {
    if (new URL(response.url()).pathname === writePath && response.request().method() !== 'GET') writeAnswered = true;
    else if (writeAnswered && response.request().method() === 'GET' && new URL(response.url()).pathname.startsWith('/api/'))
      reads.push(new URL(response.url()).pathname);
  };
  page.on('response', onResponse);
  await page.evaluate(watchForResult, { writePath, selector, text, region });
  await act();
  await page.waitForFunction(() => window.__bench.shownAt !== null && window.__bench.writeEnd() !== null, undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const { shownAt, writeEnd } = await page.evaluate(() => ({ shownAt: window.__bench.shownAt, writeEnd: window.__bench.writeEnd() }));
  return { ms: Math.max(0, Math.round(shownAt - writeEnd)), reads: reads.length };
}

const FLOWS = {
  'code an expense': async (page, { expense, project }) => {
    await page.goto(`/expenses?expense=${expense.id}`);
    const drawer = page.getByRole('dialog', { name: 'Expense' });
    await drawer.getByRole('heading', { name: expense.merchant }).waitFor();
    await drawer.getByRole('combobox', { name: 'Project' }).fill(project.name);
    await page.getByRole('option', { name: project.name }).click();
    return measure(page, {
      writePath: `/api/admin/expenses/${expense.id}`,
      selector: '[role="dialog"] li',
      text: `project: none → ${project.name}`,
      act: () => drawer.getByRole('button', { name: 'Save coding' }).click(),
    });
  },
  'approve an expense': async (page, { expense }) => {
    await page.goto(`/expenses?expense=${expense.id}`);
    const drawer = page.getByRole('dialog', { name: 'Expense' });
    await drawer.getByText('Submitted', { exact: true }).waitFor();
    return measure(page, {
      writePath: `/api/admin/expenses/${expense.id}/transition`,
      selector: '[role="dialog"] .MuiChip-label',
      text: 'Approved',
      act: () => drawer.getByRole('button', { name: 'Approve' }).click(),
    });
  },
  'move money': async (page, { personId, amount }) => {
    await page.goto(`/people/transfer/${personId}`);
    const form = page.getByRole('region', { name: 'Move money' });
    await form.getByRole('radio', { name: 'To this person' }).check();
    await form.getByRole('combobox', { name: 'Other side' }).click();
    await page.getByRole('option', { name: 'Company' }).click();
    await form.getByRole('spinbutton', { name: 'Amount' }).fill(amount);
    await form.getByRole('button', { name: 'Review' }).click();
    return measure(page, {
      writePath: '/api/admin/transfers',
      region: 'Transfer history',
      selector: 'tr',
      text: amount,
      act: () => form.getByRole('button', { name: 'Confirm' }).click(),
    });
  },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// SPENDBOARD_DIST_DIR measures another build (another commit's, say), as the e2e fixture does.
const distDir = resolve(process.env.SPENDBOARD_DIST_DIR ?? 'dist');
if (!existsSync(`${distDir}/index.html`)) throw new Error(`No build in ${distDir}: run \`npm run build\` first.`);
const server = await startServer({ port: 0, distDir });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
console.log(`Write → result on screen, median of ${RUNS} (target ≤ ${TARGET_MS} ms after the API answers)`);
let failed = false;
try {
  const db = server.mockApi.context.store.db;
  const storageState = await signedInState(browser, server.url, VIEWPORT);
  const context = await browser.newContext({
    viewport: VIEWPORT,
    storageState,
    baseURL: server.url,
    locale: 'en-GB',
    timezoneId: 'Asia/Dubai',
  });
  const page = await context.newPage();
  await page.goto('/people');
  await page.getByRole('row').nth(1).click();
  await page.waitForURL(/\/people\/overview\/\d+$/);
  const personId = page.url().split('/').pop();
  const project = db.projects.find((row) => row.company_id === RETURNING_COMPANY.id && row.status === 'active');
  const toCode = decidableExpenses(db, RUNS * 2);
  for (const [name, flow] of Object.entries(FLOWS)) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const inputs = { expense: toCode[name === 'code an expense' ? run : RUNS + run], project, personId, amount: `17.${21 + run}` };
      runs.push(await flow(page, inputs));
    }
    const result = median(runs.map((run) => run.ms));
    const ok = result <= TARGET_MS;
    failed ||= !ok;
    console.log(
      `${ok ? '✓' : '✗'} ${name}: ${result} ms (runs ${runs.map((run) => run.ms).join(', ')}); ` +
        `reads after the write: ${median(runs.map((run) => run.reads))} (median)`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
