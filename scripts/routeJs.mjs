// The JavaScript each route needs on a cold load, read from the Vite manifest: the eager bundle of index.html, the
// signed-in app (react-admin and the shell), the English texts, and the route's own chunk with everything it imports
// statically. Used by `npm run budgets`, so that a heavy library cannot slip into one page unnoticed.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/** Chunks every signed-in page loads before its own: the signed-in app and the active language's texts. */
const EVERY_PAGE = [/^assets\/App-[\w-]+\.js$/];
const TEXTS_KEY = 'src/i18n/en.ts';
const TEXTS_FILE = /^assets\/en-[\w-]+\.js$/;

function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

/**
 * One row per route chunk (a lazy page or part of a page under src/resources or src/custom-pages): its key, the files a cold load of it
 * fetches, and their gzip size in bytes. `skip` holds the manifest keys that are not routes (libraries loaded on
 * demand).
 */
export function routeJavaScript(dist, manifest, skip) {
  const sizes = new Map();
  const gzipSize = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const everyPageKeys = Object.keys(manifest).filter((key) => EVERY_PAGE.some((pattern) => pattern.test(manifest[key].file)));
  // The texts' chunk, found by its file name too: when another module imports src/i18n/en.ts, its key is `_en-….js`.
  const textsKeys = Object.keys(manifest).filter((key) => key === TEXTS_KEY || TEXTS_FILE.test(manifest[key].file));
  const base = new Set([entryKey, ...textsKeys, ...everyPageKeys].flatMap((key) => [...staticClosure(manifest, key)]));
  const isRoute = (key, chunk) => chunk.isDynamicEntry && !skip.has(key) && /^src\/(resources|custom-pages)\//.test(key);
  return Object.entries(manifest)
    .filter(([key, chunk]) => isRoute(key, chunk))
    .map(([key]) => {
      const files = [...new Set([...base, ...staticClosure(manifest, key)])].map((each) => manifest[each].file);
      return { key, files, bytes: files.reduce((sum, file) => sum + gzipSize(file), 0) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}
