// `npm run api:gen`: writes src/api/schema.d.ts from openapi/ (openapi-typescript). `-- --watch` keeps running and
// writes it again after every saved change under openapi/ (a burst of saves is one run).
import { spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { OPENAPI_TYPESCRIPT_ARGS, SCHEMA_OUTPUT } from './openapiTypescript.mjs';

const SETTLE_MS = 200;

function generate() {
  const started = performance.now();
  const result = spawnSync('npx', OPENAPI_TYPESCRIPT_ARGS, { encoding: 'utf8' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✓ ${SCHEMA_OUTPUT} written from openapi/ in ${seconds} s`);
  else console.error(`${result.stdout}${result.stderr}\n✗ openapi-typescript failed: ${SCHEMA_OUTPUT} left as it was`);
  return result.status === 0;
}

const ok = generate();
if (!process.argv.includes('--watch')) process.exit(ok ? 0 : 1);

console.log('Watching openapi/ (Ctrl+C to stop)…');
let timer;
watch('openapi', { recursive: true }, (_event, file) => {
  if (!file || !/\.(ya?ml|json)$/.test(file)) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    console.log(`\n${new Date().toLocaleTimeString()} ${file} changed`);
    generate();
  }, SETTLE_MS);
});
