// `npm run budgets`: bundle-size budgets from DESIGN.md, read from the Vite manifest.
// - JS that index.html loads eagerly (entry + its static imports) ≤ 180 KB gzip;
// - every lazy route chunk (a dynamic entry under src/resources or src/custom-pages) ≤ 60 KB gzip.
// Sizes, not timings: the same build gives the same numbers on any machine.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = 'dist';
const KB = 1024;
export const EAGER_BUDGET = 180 * KB;
export const ROUTE_CHUNK_BUDGET = 60 * KB;
const ROUTE_SOURCE = /^src\/(resources|custom-pages)\//;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(child, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest: is build.manifest on?');
const eagerFiles = [...staticClosure(entryKey)].map((key) => manifest[key].file);
const eagerBytes = eagerFiles.reduce((sum, file) => sum + gzipSize(file), 0);

const failures = [];
console.log(`Eager JS (${eagerFiles.length} files): ${kb(eagerBytes)} gzip (budget ${kb(EAGER_BUDGET)})`);
if (eagerBytes > EAGER_BUDGET) failures.push(`eager JS ${kb(eagerBytes)} > ${kb(EAGER_BUDGET)}`);

const routeChunks = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && ROUTE_SOURCE.test(key));
for (const [key, chunk] of routeChunks) {
  const bytes = gzipSize(chunk.file);
  const over = bytes > ROUTE_CHUNK_BUDGET;
  console.log(`${over ? '✗' : ' '} ${key}: ${kb(bytes)} gzip`);
  if (over) failures.push(`${key} ${kb(bytes)} > ${kb(ROUTE_CHUNK_BUDGET)}`);
}

const shared = Object.values(manifest).filter((chunk) => !chunk.isEntry && !chunk.isDynamicEntry && chunk.file.endsWith('.js'));
const sharedBytes = shared.reduce((sum, chunk) => sum + gzipSize(chunk.file), 0);
console.log(`Route chunks: ${routeChunks.length}; shared chunks: ${shared.length} (${kb(sharedBytes)} gzip in all)`);

if (failures.length) {
  console.error(`Budgets exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Budgets met.');
