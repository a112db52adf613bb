// `npm run bench:api`: every list and summary GET of the contract against the mock API seeded at
// `--scale large` (307 companies, ~30,000 cards, 205,000 expenses), on 127.0.0.1 only. A benchmark, not a test:
// it prints p50/p95/max per call and exits 1 when a p95 is over its budget (BUDGET_MS, 200 ms for
// reports and analytics; machine-sensitive, so it is not part of `npm test`). REQUESTS (default 200)
// sequential requests per call, after 20 warm-ups.
//
// The calls are the table of scripts/bench-api/calls.ts; before seeding, the bench checks that every list
// and summary GET of openapi/ has one (scripts/bench-api/coverage.ts, also tests/unit/scripts/benchApiCoverage.test.ts)
// and, while running, that each call's url hits the operation it names.
import { performance } from 'node:perf_hooks';
import { startServer } from '../server/app.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../server/mock-api/index.ts';
import { contractOperations } from './api-test/contract.ts';
import { apiSignIn } from '../tests/support/apiSignIn.ts';
import { BENCH_CALLS } from './bench-api/calls.ts';
import { benchCoverage, coverageProblems, matchOperation } from './bench-api/coverage.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 200);
const WARM_UP = 20;
const BUDGET_MS = Number(process.env.BUDGET_MS ?? 50);

const operations = await contractOperations();
const problems = coverageProblems(benchCoverage(operations));
if (problems.length > 0) {
  console.error(`bench:api does not cover the contract:\n${problems.map((line) => `  ✗ ${line}`).join('\n')}`);
  process.exit(1);
}
const templates = operations.filter((operation) => operation.method === 'GET').map((operation) => operation.path);
const covered = new Set(BENCH_CALLS.map((call) => call.operation));
console.log(`Coverage: ${covered.size} list and summary GETs of the contract, ${BENCH_CALLS.length} calls.`);

const seedStarted = performance.now();
const server = await startServer({ port: 0, host: '127.0.0.1', mock: { scale: 'large' } });
const seedMs = performance.now() - seedStarted;

try {
  const token = await apiSignIn(server.url, SEEDED_ACCOUNTS.firmAdmin);
  const db = server.mockApi.context.store.db;
  const memo = new Map();
  const setup = {
    db,
    acme: SEEDED_COMPANIES[0].id,
    headers: (companyId) => ({ Authorization: `Bearer ${token.access_token}`, 'X-Tenant': companyId }),
    day: (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10),
    once: (key, make) => {
      if (!memo.has(key)) memo.set(key, make());
      return memo.get(key);
    },
  };

  console.log(
    `Seeded ${db.companies.length} companies, ${db.cards.length} cards, ${db.members.length} people, ${db.bills.length} bills, ${db.walletEntries.length} ledger entries, ${db.mailbox.length} e-mails, ${db.expenses.length} expenses, ${db.spendRequests.length} requests, ${db.disputes.length} disputes in ${seedMs.toFixed(0)} ms`,
  );
  console.log(`${REQUESTS} requests per call, budget p95 ≤ ${BUDGET_MS} ms (reports and analytics: their own).\n`);
  const rows = [];
  // BENCH_ONLY=portfolio runs only the calls whose name or operation matches it (a regular expression).
  const only = process.env.BENCH_ONLY;
  for (const call of BENCH_CALLS) {
    const name = typeof call.name === 'function' ? call.name(setup) : call.name;
    if (only && !new RegExp(only).test(`${name} ${call.operation}`)) continue;
    const path = call.url(setup);
    const hit = matchOperation(templates, path);
    if (`GET ${hit}` !== call.operation) throw new Error(`${name}: ${path} hits GET ${hit ?? '(no operation)'}, not ${call.operation}`);
    const headers = setup.headers(call.company(setup));
    const budget = call.budget ?? BUDGET_MS;
    const times = [];
    let bytes = 0;
    for (let index = 0; index < WARM_UP + REQUESTS; index++) {
      const started = performance.now();
      const response = await fetch(`${server.url}${path}`, { headers });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
      if (index >= WARM_UP) times.push(performance.now() - started);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
    rows.push({
      call: name,
      operation: call.operation.slice('GET /api/admin'.length) || call.operation,
      'p50 ms': at(0.5).toFixed(1),
      'p95 ms': at(0.95).toFixed(1),
      'max ms': times.at(-1).toFixed(1),
      KB: (bytes / 1024).toFixed(1),
      budget,
      ok: at(0.95) <= budget ? '✓' : '✗',
    });
  }
  console.table(rows);
  const over = rows.filter((row) => row.ok !== '✓');
  if (over.length > 0) {
    console.error(`Over budget: ${over.map((row) => row.call).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await server.close();
}
