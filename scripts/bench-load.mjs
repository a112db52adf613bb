// `npm run bench:load [-- --scale large]`: a short load run on 127.0.0.1 with autocannon (a maintained
// HTTP load tool). 1) Each main list (cards, expenses, bills, people) for SECONDS seconds with
// CONNECTIONS connections: requests per second, p50 and p99 latency, non-2xx answers. 2) A fault
// injected on one route (`POST /__mock/faults`: the bills list answers 503 after 300 ms) while the
// others are loaded at the same time: the faulty route fails as told and every other route keeps
// answering 2xx. A benchmark, not a test (machine-sensitive, not part of `npm test`); it exits 1 only
// when part 2 shows a healthy route failing.
import autocannon from 'autocannon';
import { startServer } from '../server/app.ts';
import { CONTROL_TOKEN_HEADER } from '../server/mock-api/control/controlAccess.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../server/mock-api/index.ts';
import { apiSignIn } from '../tests/support/apiSignIn.ts';

const SECONDS = Number(process.env.SECONDS ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const scale = process.argv.includes('--scale') ? process.argv[process.argv.indexOf('--scale') + 1] : 'default';

const server = await startServer({ port: 0, host: '127.0.0.1', mock: { scale } });
const run = (url, headers, seconds = SECONDS) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result))),
  );
const line = (name, result) =>
  `${name.padEnd(36)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`;

let failed = false;
try {
  const token = await apiSignIn(server.url, SEEDED_ACCOUNTS.firmAdmin);
  const headers = { authorization: `Bearer ${token.access_token}`, 'x-tenant': SEEDED_COMPANIES[0].id };
  const lists = [
    ['cards', '/api/admin/cards?partials[]=limit&sorts[]=created_at:desc&per_page=20&page=1'],
    ['expenses', '/api/admin/expenses?sorts[]=spent_at:desc&per_page=20&page=1'],
    ['bills', '/api/admin/bills?per_page=20&page=1'],
    ['people', '/api/admin/members?partials[]=department&per_page=20&page=1'],
  ];
  console.log(`Load, ${scale} seed, ${CONNECTIONS} connections, ${SECONDS} s per list (127.0.0.1):`);
  for (const [name, path] of lists) console.log(line(name, await run(`${server.url}${path}`, headers)));

  // Part 2: one route fails (503 after 300 ms); the others under load at the same time keep answering.
  const control = { [CONTROL_TOKEN_HEADER]: server.mockApi.context.options.controlToken, 'content-type': 'application/json' };
  const fault = await fetch(`${server.url}/__mock/faults`, {
    method: 'POST',
    headers: control,
    body: JSON.stringify({ route: 'GET /api/admin/bills', status: 503, latency_ms: 300, rate: 1 }),
  });
  if (!fault.ok) throw new Error(`The fault was not set: ${fault.status} ${await fault.text()}`);
  console.log('\nWith GET /api/admin/bills failing (503 after 300 ms), all four at once:');
  const results = await Promise.all(lists.map(([, path]) => run(`${server.url}${path}`, headers)));
  lists.forEach(([name], index) => console.log(line(name, results[index])));
  const healthy = results.filter((_, index) => lists[index][0] !== 'bills');
  const faulty = results[lists.findIndex(([name]) => name === 'bills')];
  if (healthy.some((result) => result.non2xx > 0 || result.errors > 0 || result['2xx'] === 0)) {
    console.error('✗ a route without the fault failed while another route was failing');
    failed = true;
  } else console.log('✓ every other route kept answering 2xx while the bills list failed');
  if (faulty['2xx'] > 0) {
    console.error('✗ the faulty route answered 2xx: the fault did not hold');
    failed = true;
  }
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
