// `npm run budgets`: bundle-size budgets from DESIGN.md, read from the Vite manifest.
// - JS that index.html loads eagerly (entry + its static imports) ≤ 180 KB gzip;
// - every lazy route chunk (a dynamic entry under src/resources or src/custom-pages) ≤ 60 KB gzip;
// - the PDF viewer (pdf.js, loaded on the first PDF shown) ≤ 130 KB gzip, its worker ≤ 400 KB gzip;
// - the charts (MUI X Charts, loaded with the dashboard's first chart) ≤ 90 KB gzip.
// Sizes, not timings: the same build gives the same numbers on any machine.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = 'dist';
const KB = 1024;
export const EAGER_BUDGET = 180 * KB;
export const ROUTE_CHUNK_BUDGET = 60 * KB;
const ROUTE_SOURCE = /^src\/(resources|custom-pages)\//;
/** Libraries loaded on demand, each with its own line: the manifest key of the chunk and its budget. */
export const LIBRARY_BUDGETS = [
  { name: 'PDF viewer (pdf.js)', key: 'node_modules/pdfjs-dist/build/pdf.mjs', budget: 130 * KB },
  // MUI X Charts and its d3 parts, loaded with the dashboard's first chart.
  { name: 'Charts (MUI X Charts)', key: 'src/layout/charts/SpendBarChart.tsx', budget: 90 * KB },
];
/** Assets that run as workers (not in the manifest's chunk graph): a file name pattern and its budget. */
export const WORKER_BUDGETS = [{ name: 'PDF worker', pattern: /^assets\/pdf\.worker\.min-.*\.mjs$/, budget: 400 * KB }];

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

for (const { name, key, budget } of LIBRARY_BUDGETS) {
  const chunk = manifest[key];
  if (!chunk) {
    failures.push(`${name}: no chunk ${key} in the build (was it renamed?)`);
    continue;
  }
  const bytes = gzipSize(chunk.file);
  console.log(`${bytes > budget ? '✗' : ' '} ${name}: ${kb(bytes)} gzip (budget ${kb(budget)})`);
  if (bytes > budget) failures.push(`${name} ${kb(bytes)} > ${kb(budget)}`);
}
const assetFiles = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.assets ?? [])]);
for (const { name, pattern, budget } of WORKER_BUDGETS) {
  const file = assetFiles.find((candidate) => pattern.test(candidate));
  if (!file) {
    failures.push(`${name}: no asset matching ${pattern} in the build`);
    continue;
  }
  const bytes = gzipSize(file);
  console.log(`${bytes > budget ? '✗' : ' '} ${name}: ${kb(bytes)} gzip (budget ${kb(budget)})`);
  if (bytes > budget) failures.push(`${name} ${kb(bytes)} > ${kb(budget)}`);
}

const shared = Object.values(manifest).filter((chunk) => !chunk.isEntry && !chunk.isDynamicEntry && chunk.file.endsWith('.js'));
const sharedBytes = shared.reduce((sum, chunk) => sum + gzipSize(chunk.file), 0);
console.log(`Route chunks: ${routeChunks.length}; shared chunks: ${shared.length} (${kb(sharedBytes)} gzip in all)`);

if (failures.length) {
  console.error(`Budgets exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Budgets met.');
