// What `npm start` builds from, and whether dist/ is still that build (scripts/start.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The build's inputs: the app's sources, its page and public files, the build config, the contract (API docs), the dependencies. */
export const BUILD_INPUTS = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'openapi',
  'redocly.yaml',
  'package.json',
  'package-lock.json',
  'scripts/precompress.mjs',
  '.env',
  '.env.production',
  '.env.local',
  '.env.production.local',
];

/**
 * Where the fingerprint of the last build is kept: inside what it describes, so a deleted dist/ rebuilds, and
 * `vite build` empties dist/, so a build made another way (`npm run build`, `npm test`'s) leaves none and the
 * next start rebuilds rather than serve a build of unknown sources.
 */
export const FINGERPRINT_FILE = 'dist/.build-fingerprint.json';

/**
 * A content hash of every input file (path and bytes, in a fixed order) and of the `VITE_*` variables,
 * which Vite writes into the bundle. A missing input counts as missing, so adding it changes the hash.
 */
export function buildFingerprint(root, env = process.env, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesUnder(root, input)).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(join(root, file)))
        .digest(),
    );
  }
  const viteVariables = Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  hash.update(`\0env\0${viteVariables.join('\n')}`);
  return { fingerprint: hash.digest('hex'), files: files.length };
}

function filesUnder(root, input) {
  const path = join(root, input);
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [input];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      relative(root, join(entry.parentPath ?? entry.path, entry.name))
        .split(sep)
        .join('/'),
    );
}

/** The fingerprint dist/ was built from, or null (never built by `npm start`, or unreadable). */
export function storedFingerprint(root) {
  try {
    return JSON.parse(readFileSync(join(root, FINGERPRINT_FILE), 'utf8')).fingerprint ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether `npm start` builds, and why (printed): `mode` is `auto` (build when the inputs changed since the
 * last build or there is none), `skip` (`--no-build` / `SKIP_BUILD=1`) or `always` (`--build`).
 */
export function buildDecision({ mode, current, stored, hasBuild }) {
  if (mode === 'always') return { build: true, reason: 'a build was asked for (--build).' };
  if (mode === 'skip') {
    if (!hasBuild) return { build: true, reason: 'there is no build in dist/ to serve, so it builds despite --no-build.' };
    return { build: false, reason: 'skipping the build as asked (--no-build / SKIP_BUILD=1); dist/ may be older than the sources.' };
  }
  if (!hasBuild) return { build: true, reason: 'there is no build in dist/ yet.' };
  if (stored === null) return { build: true, reason: 'dist/ holds no fingerprint of its sources (built another way).' };
  if (stored !== current) return { build: true, reason: 'the sources changed since the last build.' };
  return { build: false, reason: 'nothing changed since the last build (same sources, same VITE_* settings).' };
}
