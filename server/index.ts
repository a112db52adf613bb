import { startServer } from './app.ts';
import { SEEDED_PASSWORD } from './mock-api/index.ts';
import { companiesOfUser } from './mock-api/policy/permissions.ts';

/** `npm start` / `npm run serve`: the app, its API reference and the mock API on PORT (8080). */
const scaleFlag = process.argv.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
const scaleValue = scaleFlag < 0 ? undefined : (process.argv[scaleFlag].split('=')[1] ?? process.argv[scaleFlag + 1]);
if (scaleValue !== undefined && scaleValue !== 'large' && scaleValue !== 'default') {
  console.error(`Unknown --scale "${scaleValue}": use "default" or "large".`);
  process.exit(2);
}

const server = await startServer({ mock: { scale: scaleValue } });
const { store, options } = server.mockApi.context;
console.log(`Spendboard is running on ${server.url}  (API reference: ${server.url}/api-docs)`);
console.log(`Mock API: ${store.db.companies.length} companies, ${store.db.cards.length} cards (scale ${options.scale}); controls ${options.controls ? 'on at /__mock' : 'off'}.`);
console.log(`Seeded accounts (password ${SEEDED_PASSWORD}):`);
for (const user of store.db.users) {
  const count = companiesOfUser(store.db, user).length;
  const companies = user.user_type === 'firm_admin' ? 'all companies' : `${count} ${count === 1 ? 'company' : 'companies'}`;
  console.log(`  ${user.email.padEnd(26)} ${user.user_type}, ${companies}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
