import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './app.ts';
import { CONTROL_TOKEN_HEADER } from './mock-api/control/controlAccess.ts';
import { fixturesOf } from './mock-api/control/fixtures.ts';
import { fixturesText } from './mock-api/control/fixturesText.ts';

/**
 * `npm start` / `npm run serve`: the app, its API reference and the mock API on PORT (8080),
 * listening on HOST (127.0.0.1: this machine only).
 */
const CONTROL_TOKEN_FILE = fileURLToPath(new URL('../.mock-control-token', import.meta.url));
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
const scaleFlag = process.argv.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
const scaleValue = scaleFlag < 0 ? undefined : (process.argv[scaleFlag].split('=')[1] ?? process.argv[scaleFlag + 1]);
if (scaleValue !== undefined && scaleValue !== 'large' && scaleValue !== 'default') {
  console.error(`Unknown --scale "${scaleValue}": use "default" or "large".`);
  process.exit(2);
}

const server = await startServer({ mock: { scale: scaleValue } });
const { store, options } = server.mockApi.context;
console.log(`Spendboard is running on ${server.url}  (API reference: ${server.url}/api-docs)`);
console.log(
  `Mock API: ${store.db.companies.length} companies, ${store.db.cards.length} cards (scale ${options.scale}); controls ${options.controls ? 'on at /__mock' : 'off'}.`,
);
if (options.controls) {
  if (!process.env.MOCK_CONTROL_TOKEN) writeFileSync(CONTROL_TOKEN_FILE, `${options.controlToken}\n`, { mode: 0o600 });
  const source = process.env.MOCK_CONTROL_TOKEN ? 'from MOCK_CONTROL_TOKEN' : 'generated, also in .mock-control-token';
  console.log(`Mock controls need the header  ${CONTROL_TOKEN_HEADER}: ${options.controlToken}  (${source})`);
  if (!LOOPBACK_HOSTS.has(server.host)) {
    console.warn(
      `WARNING: listening on ${server.host} with the mock controls on: anyone who can reach this port and knows the token can reset data and read mailed links. Set MOCK_CONTROL=0 or HOST=127.0.0.1.`,
    );
  }
}
// What QA signs in with and where, from the store (the same as GET /__mock/fixtures).
for (const line of fixturesText(fixturesOf(store.db))) console.log(line);
if (options.controls) {
  console.log(
    `All fixtures, as the store holds them now: GET ${server.url}/__mock/fixtures; every control: GET ${server.url}/__mock (reference: ${server.url}/api-docs/mock-controls.html).`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
