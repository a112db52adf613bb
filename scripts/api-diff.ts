// `npm run api:diff [BASE]`: compares openapi/ (the working tree) with the same files at the git
// revision BASE (default: `git merge-base HEAD main`) and fails on breaking changes for the app, the
// contract's client: removed or renamed paths, operations, parameters, properties or request enum
// values, a new required request field or parameter, a narrowed request type, a removed response
// field… Both sides are bundled with Redocly first, then compared with api-smart-diff, which reads
// OpenAPI 3.0 and 3.1 (JSON Schema 2020-12) and classifies each change for the client.
// A break made on purpose is accepted in openapi/accepted-breaks.yaml with its change id and a reason.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiCompare, type Diff } from 'api-smart-diff';
import yaml from 'js-yaml';

export const SPEC_DIR = 'openapi';
export const SPEC_ENTRY = 'openapi/openapi.yaml';
export const ACCEPTED_BREAKS_FILE = 'openapi/accepted-breaks.yaml';
const REDOCLY = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));

export interface BreakingChange {
  /** Stable id for openapi/accepted-breaks.yaml: `<action> <JSON pointer into the bundled spec>`. */
  id: string;
  action: Diff['action'];
  /** Where, for people: `POST /api/admin/transfers request body (application/json) /properties/amount`. */
  location: string;
  description: string;
}

export interface AcceptedBreak {
  /** A change id; one ending in `*` accepts every change whose id starts with the rest. */
  change: string;
  reason: string;
}

type Json = Record<string, unknown>;

/** Breaking changes (for the client) from `before` to `after`, both bundled OpenAPI documents. */
export function breakingChanges(before: object, after: object): BreakingChange[] {
  const { diffs } = apiCompare(before, after);
  const seen = new Set<string>();
  const changes: BreakingChange[] = [];
  for (const diff of diffs) {
    if (diff.type !== 'breaking' || !isApiSurface(diff.path)) continue;
    const id = `${diff.action} ${pointer(diff.path)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const doc = (diff.action === 'add' ? after : before) as Json;
    changes.push({ id, action: diff.action, location: locationOf(diff.path, doc), description: describe(diff) });
  }
  return changes;
}

/**
 * Schemas, responses and parameters under `components` count where the paths use them (each use is
 * reported there, classified for its direction); a component nothing uses is not part of the API.
 */
function isApiSurface(path: readonly (string | number)[]): boolean {
  return path[0] !== 'components' || path[1] === 'securitySchemes';
}

/** RFC 6901 pointer of a path into the document. */
export function pointer(path: readonly (string | number)[]): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function locationOf(path: readonly (string | number)[], doc: Json): string {
  if (path[0] !== 'paths' || path.length < 2) return pointer(path);
  const route = String(path[1]);
  if (path.length === 2 || !HTTP_METHODS.has(String(path[2]))) return `${route} ${pointer(path.slice(2))}`.trim();
  const operation = `${String(path[2]).toUpperCase()} ${route}`;
  const rest = path.slice(3);
  if (rest[0] === 'requestBody') {
    return `${operation} request body${rest[2] ? ` (${rest[2]})` : ''} ${pointer(rest.slice(4))}`.trim();
  }
  if (rest[0] === 'responses' && rest.length > 1) {
    return `${operation} response ${rest[1]}${rest[3] ? ` (${rest[3]})` : ''} ${pointer(rest.slice(5))}`.trim();
  }
  if (rest[0] === 'parameters' && rest.length > 1) {
    const parameter = resolve(doc, get(doc, ['paths', route, String(path[2]), 'parameters', rest[1]]));
    const name = parameter ? `${String(parameter.in)} parameter \`${String(parameter.name)}\`` : `parameter ${rest[1]}`;
    return `${operation} ${name} ${pointer(rest.slice(2))}`.trim();
  }
  return `${operation} ${pointer(rest)}`.trim();
}

function get(doc: unknown, path: readonly (string | number)[]): unknown {
  let node = doc;
  for (const key of path) node = node && typeof node === 'object' ? (node as Json)[key] : undefined;
  return node;
}

/** Follows one local `$ref` (`#/components/parameters/Page`). */
function resolve(doc: Json, node: unknown): Json | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const ref = (node as Json).$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node as Json;
  const target = get(
    doc,
    ref
      .slice(2)
      .split('/')
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~')),
  );
  return target && typeof target === 'object' ? (target as Json) : undefined;
}

/** The library's sentence, unless it is empty or only names an index ("annotation (5)"): then the action and what changed. */
function describe(diff: Diff): string {
  const text = diff.description ?? '';
  if (text.trim() !== '' && !/^\[\w+\] annotation \(\d+\)/.test(text) && !/^ in /.test(text)) {
    const value = diff.action === 'add' ? diff.after : diff.action === 'remove' ? diff.before : undefined;
    const scalar = value === null || ['string', 'number', 'boolean'].includes(typeof value);
    return scalar && !/^\[Removed\] required/.test(text)
      ? `${text}: ${diff.action === 'add' ? 'added' : 'removed'} ${JSON.stringify(value)}`
      : text;
  }
  const action = { add: 'Added', remove: 'Removed', replace: 'Replaced', rename: 'Renamed' }[diff.action];
  const value = diff.action === 'add' ? diff.after : diff.before;
  const shown = value === undefined ? '' : `: ${JSON.stringify(value).slice(0, 120)}`;
  return `[${action}] ${diff.path.slice(-2).join(' ')}${shown}${diff.action === 'replace' ? ` → ${JSON.stringify(diff.after).slice(0, 120)}` : ''}`;
}

/** The allow-list (`accepted:` — `change`, `reason`); a missing file accepts nothing. Throws on a malformed one. */
export function loadAcceptedBreaks(file: string): AcceptedBreak[] {
  if (!existsSync(file)) return [];
  const parsed = yaml.load(readFileSync(file, 'utf8')) as { accepted?: unknown } | null | undefined;
  const entries = parsed?.accepted ?? [];
  if (!Array.isArray(entries)) throw new Error(`${file}: "accepted" must be a list of { change, reason }.`);
  return entries.map((entry: unknown, index) => {
    const { change, reason } = (entry ?? {}) as { change?: unknown; reason?: unknown };
    if (typeof change !== 'string' || change.trim() === '' || typeof reason !== 'string' || reason.trim() === '') {
      throw new Error(`${file}: entry ${index + 1} needs a "change" (a change id printed by api:diff) and a "reason".`);
    }
    return { change: change.trim(), reason: reason.trim() };
  });
}

function accepts(entry: AcceptedBreak, change: BreakingChange): boolean {
  return entry.change.endsWith('*') ? change.id.startsWith(entry.change.slice(0, -1)) : entry.change === change.id;
}

export interface DiffVerdict {
  breaking: BreakingChange[];
  accepted: { change: BreakingChange; entry: AcceptedBreak }[];
}

export function judge(changes: BreakingChange[], acceptedBreaks: AcceptedBreak[]): DiffVerdict {
  const verdict: DiffVerdict = { breaking: [], accepted: [] };
  for (const change of changes) {
    const entry = acceptedBreaks.find((candidate) => accepts(candidate, change));
    if (entry) verdict.accepted.push({ change, entry });
    else verdict.breaking.push(change);
  }
  return verdict;
}

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 }).trim();
}

/** `git merge-base HEAD main` (or origin/main). */
export function defaultBase(repo: string): string {
  for (const main of ['main', 'origin/main']) {
    try {
      return git(repo, ['merge-base', 'HEAD', main]);
    } catch {
      // try the next name
    }
  }
  throw new Error('No merge base with main (nor origin/main): name the revision to compare with, e.g. `npm run api:diff HEAD~1`.');
}

/** Writes openapi/ as it is at `revision` under `dir` (git ls-tree + git show: no checkout, no tar). */
export function materialise(repo: string, revision: string, dir: string): void {
  const files = git(repo, ['ls-tree', '-r', '-z', '--name-only', revision, '--', SPEC_DIR]).split('\0').filter(Boolean);
  if (!files.includes(SPEC_ENTRY)) throw new Error(`${SPEC_ENTRY} does not exist at ${revision}.`);
  for (const file of files) {
    const target = join(dir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, execFileSync('git', ['show', `${revision}:${file}`], { cwd: repo, maxBuffer: 64 * 1024 * 1024 }));
  }
}

/** `redocly bundle` of an entry file into one JSON document (external $refs become components). */
export function bundle(repo: string, entry: string, out: string): Promise<object> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(REDOCLY, ['bundle', entry, '-o', out], {
      cwd: repo,
      env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0 || !existsSync(out)) return reject(new Error(`redocly bundle ${entry} failed:\n${output}`));
      resolvePromise(JSON.parse(readFileSync(out, 'utf8')) as object);
    });
  });
}

export interface ApiDiffRun {
  repo: string;
  /** A git revision; default: the merge base with main. */
  base?: string;
  print?: (line: string) => void;
}

/** The whole command; resolves with its exit code (0: no unaccepted breaking change, 1: some, 2: could not compare). */
export async function runApiDiff({ repo, base, print = console.log }: ApiDiffRun): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'api-diff-'));
  try {
    const revision = base ?? defaultBase(repo);
    const commit = git(repo, ['rev-parse', '--verify', `${revision}^{commit}`]);
    materialise(repo, commit, join(work, 'base'));
    const [before, after] = await Promise.all([
      bundle(repo, join(work, 'base', SPEC_ENTRY), join(work, 'base.json')),
      bundle(repo, join(repo, SPEC_ENTRY), join(work, 'current.json')),
    ]);
    const acceptedBreaks = loadAcceptedBreaks(join(repo, ACCEPTED_BREAKS_FILE));
    const { breaking, accepted } = judge(breakingChanges(before, after), acceptedBreaks);
    print(`api:diff: ${SPEC_DIR}/ (working tree) against ${revision}${revision === commit ? '' : ` (${commit.slice(0, 12)})`}`);
    for (const { change, entry } of accepted) {
      print(
        `  accepted  ${change.location}\n            ${change.description}\n            id: ${change.id}\n            reason: ${entry.reason}`,
      );
    }
    for (const change of breaking) {
      print(`✗ BREAKING  ${change.location}\n            ${change.description}\n            id: ${change.id}`);
    }
    if (breaking.length === 0) {
      print(`✓ no breaking change${accepted.length ? ` (${accepted.length} accepted in ${ACCEPTED_BREAKS_FILE})` : ''}`);
      return 0;
    }
    print(
      `✗ ${breaking.length} breaking change${breaking.length === 1 ? '' : 's'}. If a break is intended: version and announce it, ` +
        `then add each id with a reason to ${ACCEPTED_BREAKS_FILE} (README, "Changing the API").`,
    );
    return 1;
  } catch (error) {
    print(`api:diff could not compare: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    console.error('Usage: npm run api:diff [BASE]   (BASE: a git revision; default: git merge-base HEAD main)');
    process.exit(2);
  }
  let repo: string;
  try {
    repo = git(process.cwd(), ['rev-parse', '--show-toplevel']);
  } catch {
    console.error('api:diff runs inside a git work tree.');
    process.exit(2);
  }
  process.exit(await runApiDiff({ repo, base: args[0] }));
}
