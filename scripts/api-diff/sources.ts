// Where the two contracts come from: openapi/ at a git revision (written out with git ls-tree and
// git show, no checkout) or a file or folder on disk, each bundled by Redocly into one document.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Json } from './document.ts';

export const SPEC_DIR = 'openapi';
export const SPEC_ENTRY = 'openapi/openapi.yaml';
const REDOCLY = fileURLToPath(new URL('../../node_modules/.bin/redocly', import.meta.url));

export function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 }).trim();
}

/** Writes openapi/ as it is at `revision` under `dir`. */
export function materialise(repo: string, revision: string, dir: string): void {
  const files = git(repo, ['ls-tree', '-r', '-z', '--name-only', revision, '--', SPEC_DIR]).split('\0').filter(Boolean);
  if (!files.includes(SPEC_ENTRY)) throw new Error(`${SPEC_ENTRY} does not exist at ${revision}.`);
  for (const file of files) {
    const target = join(dir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, execFileSync('git', ['show', `${revision}:${file}`], { cwd: repo, maxBuffer: 64 * 1024 * 1024 }));
  }
}

/** The root file of a contract given as a file, or as a folder holding `openapi.yaml` or `openapi/openapi.yaml`. */
export function entryOf(path: string, cwd: string): string {
  const absolute = resolve(cwd, path);
  if (!existsSync(absolute)) throw new Error(`${path} does not exist.`);
  if (statSync(absolute).isFile()) return absolute;
  for (const candidate of ['openapi.yaml', 'openapi.yml', 'openapi.json', SPEC_ENTRY]) {
    if (existsSync(join(absolute, candidate))) return join(absolute, candidate);
  }
  throw new Error(`${path} is a folder without openapi.yaml (nor openapi/openapi.yaml).`);
}

/** `redocly bundle` of an entry file into one JSON document (external $refs become components). */
export function bundle(cwd: string, entry: string, out: string): Promise<Json> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(REDOCLY, ['bundle', entry, '-o', out], {
      cwd,
      env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0 || !existsSync(out)) return reject(new Error(`redocly bundle ${entry} failed:\n${output}`));
      resolvePromise(JSON.parse(readFileSync(out, 'utf8')) as Json);
    });
  });
}
