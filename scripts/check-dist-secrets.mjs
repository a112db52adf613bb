// After `npm run build`: no secret of the server may reach the browser. Scans every built file of
// dist/ for the OAuth client secret, the token relay's signing secret, the mock control token, and
// the value of every environment variable whose name says it is secret. Exit 1 on any find.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIST = process.argv[2] ?? 'dist';
/** The server's defaults (server/mock-api/options.ts, server/web/tokenRelay.ts): a build must hold none of them either. */
const DEFAULT_SECRETS = ['spendboard-web-secret', 'spendboard-signing-secret'];
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|PRIVATE|_KEY$/i;
const MIN_LENGTH = 8;

function secrets() {
  const found = new Map(DEFAULT_SECRETS.map((value) => [value, 'default']));
  for (const [name, value] of Object.entries(process.env)) {
    if (SECRET_NAME.test(name) && value && value.length >= MIN_LENGTH) found.set(value, name);
  }
  if (existsSync('.mock-control-token')) {
    const token = readFileSync('.mock-control-token', 'utf8').trim();
    if (token.length >= MIN_LENGTH) found.set(token, '.mock-control-token');
  }
  return found;
}

function* builtFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(path);
    else if (!/\.(br|gz)$/.test(entry.name)) yield path;
  }
}

if (!existsSync(DIST)) {
  console.error(`${DIST}/ is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const leaks = [];
const wanted = secrets();
let files = 0;
for (const file of builtFiles(DIST)) {
  files += 1;
  const text = readFileSync(file, 'latin1');
  for (const [value, source] of wanted) if (text.includes(value)) leaks.push(`${file}: the value of ${source}`);
}
if (leaks.length) {
  console.error(`Secrets in the build:\n- ${leaks.join('\n- ')}`);
  process.exit(1);
}
console.log(`No secret in ${files} built files (${wanted.size} values checked).`);
