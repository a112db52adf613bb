// `npm start`: builds the app only when its sources changed since the last build (a content hash of the
// inputs, kept in dist/), says which it did, then serves the build and the mock API (server/index.ts).
// `npm start -- --no-build` (or SKIP_BUILD=1) serves dist/ as it is; `--build` always builds. Other
// arguments go to the server (`npm start -- --scale large`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDecision, buildFingerprint, FINGERPRINT_FILE, storedFingerprint } from './buildFingerprint.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const mode = args.includes('--build') ? 'always' : args.includes('--no-build') || process.env.SKIP_BUILD === '1' ? 'skip' : 'auto';
const serverArgs = args.filter((arg) => arg !== '--build' && arg !== '--no-build');

const current = buildFingerprint(root);
const decision = buildDecision({
  mode,
  current: current.fingerprint,
  stored: storedFingerprint(root),
  hasBuild: existsSync(join(root, 'dist/index.html')),
});

if (decision.build) {
  console.log(`npm start: building the app, because ${decision.reason} (\`npm start -- --no-build\` skips it.)`);
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const fingerprintPath = join(root, FINGERPRINT_FILE);
  mkdirSync(dirname(fingerprintPath), { recursive: true });
  // The fingerprint of the sources as they were when the build started: an edit during the build rebuilds next time.
  writeFileSync(
    fingerprintPath,
    `${JSON.stringify({ fingerprint: current.fingerprint, files: current.files, built_at: new Date().toISOString() }, null, 2)}\n`,
  );
  console.log(`npm start: built in ${Math.round((Date.now() - started) / 1000)} s.`);
} else {
  console.log(`npm start: not building, because ${decision.reason}${mode === 'auto' ? ' (`npm start -- --build` forces a build.)' : ''}`);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts', ...serverArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
// A stop asked of `npm start` stops the server (which closes cleanly on SIGINT and SIGTERM).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
