// npm run api:diff end to end: two folders, or openapi/ of a git work tree against a revision;
// --fail-on and its exit codes, the formats, one line per change, the accepted breaks.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseApiDiffArgs, runApiDiff } from '../../../scripts/api-diff.ts';
import type { DiffReport } from '../../../scripts/api-diff/report.ts';
import { BASE_DIR, REPO } from './apiDiffFixture.ts';

const work = mkdtempSync(join(tmpdir(), 'api-diff-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the fixture contract at `dir`, with YAML files changed by `edit` (file relative to the contract's root). */
function contract(dir: string, edits: Record<string, (content: Record<string, unknown>) => void> = {}): string {
  cpSync(BASE_DIR, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, file);
    const content = yaml.load(readFileSync(path, 'utf8')) as Record<string, unknown>;
    edit(content);
    writeFileSync(path, yaml.dump(content));
  }
  return dir;
}

type Schema = { properties: Record<string, Record<string, unknown>>; enum?: string[] };
const idBecomesString = (thing: Record<string, unknown>) => ((thing as Schema).properties.id.type = 'string');
const statusGetsArchived = (status: Record<string, unknown>) => (status as Schema).enum!.push('archived');

async function run(options: Omit<Parameters<typeof runApiDiff>[0], 'print'>) {
  const printed: string[] = [];
  const code = await runApiDiff({ ...options, print: (text) => printed.push(text) });
  return { code, output: printed.join('\n') };
}

describe('the command line', () => {
  it('keeps `api:diff BASE` and adds --base, two contracts, --fail-on and --format', () => {
    expect(parseApiDiffArgs([])).toEqual({ base: undefined, failOn: 'error', format: 'text' });
    expect(parseApiDiffArgs(['HEAD~3'])).toEqual({ base: 'HEAD~3', failOn: 'error', format: 'text' });
    expect(parseApiDiffArgs(['--', '--base', 'v1.4.0', '--fail-on', 'warning', '--format', 'json'])).toEqual({
      base: 'v1.4.0',
      failOn: 'warning',
      format: 'json',
    });
    expect(parseApiDiffArgs(['HEAD', '--report', 'reports/api-diff'])).toEqual({
      base: 'HEAD',
      failOn: 'error',
      format: 'text',
      report: 'reports/api-diff',
    });
    expect(parseApiDiffArgs(['old.yaml', 'new/', '--format', 'markdown'])).toEqual({
      specs: ['old.yaml', 'new/'],
      failOn: 'error',
      format: 'markdown',
    });
  });

  it('refuses what makes no sense', () => {
    expect(parseApiDiffArgs(['--fail-on', 'info'])).toEqual({ error: expect.stringContaining('--fail-on') });
    expect(parseApiDiffArgs(['--format', 'html'])).toEqual({ error: expect.stringContaining('--format') });
    expect(parseApiDiffArgs(['HEAD', '--base', 'main'])).toEqual({ error: expect.stringContaining('Two bases') });
    expect(parseApiDiffArgs(['a', 'b', '--base', 'main'])).toEqual({ error: expect.stringContaining('--base') });
    expect(parseApiDiffArgs(['a', 'b', 'c'])).toEqual({ error: expect.stringContaining('At most two') });
    expect(parseApiDiffArgs(['--colour'])).toEqual({ error: expect.stringContaining('--colour') });
  });
});

describe('api:diff of two folders', () => {
  const before = contract(join(work, 'before'));
  const broken = contract(join(work, 'broken'), {
    'components/schemas/Thing.yaml': idBecomesString,
    'components/schemas/ThingStatus.yaml': statusGetsArchived,
  });
  const warned = contract(join(work, 'warned'), { 'components/schemas/ThingStatus.yaml': statusGetsArchived });

  it('prints one line per change, listing the operations it touches, and fails on an error', async () => {
    const { code, output } = await run({ repo: work, specs: [before, broken] });
    expect(code).toBe(1);
    const lines = output.split('\n');
    expect(lines.filter((line) => line.startsWith('✗ error'))).toEqual([
      '✗ error    response-type-changed Thing.id: integer → string — GET /api/admin/things, POST /api/admin/things, GET /api/admin/things/{id}, PATCH /api/admin/things/{id}, GET /api/admin/things/{id}/detail',
    ]);
    expect(lines.filter((line) => line.startsWith('! warning'))).toEqual([
      '! warning  response-enum-value-added ThingStatus: + "archived" — GET /api/admin/things, POST /api/admin/things, GET /api/admin/things/{id}, PATCH /api/admin/things/{id}, GET /api/admin/things/{id}/detail',
    ]);
    expect(output).toContain('✗ 1 error, 1 warning, 0 info; --fail-on error → exit 1');
  }, 60_000);

  it('passes a warning under --fail-on error and fails it under --fail-on warning', async () => {
    expect((await run({ repo: work, specs: [before, warned] })).code).toBe(0);
    const strict = await run({ repo: work, specs: [before, warned], failOn: 'warning' });
    expect(strict.code).toBe(1);
    expect(strict.output).toContain('! warning  response-enum-value-added ThingStatus: + "archived"');
  }, 60_000);

  it('writes json: the counts, the exit code and each change with its level, rule, place and operations', async () => {
    const { code, output } = await run({ repo: work, specs: [before, broken], format: 'json', failOn: 'warning' });
    const report = JSON.parse(output) as DiffReport;
    expect(code).toBe(1);
    expect(report).toMatchObject({ failOn: 'warning', exitCode: 1, counts: { error: 1, warning: 1, info: 0, accepted: 0 } });
    expect(report.changes).toEqual([
      {
        id: 'response-type-changed Thing.id',
        level: 'error',
        rule: 'response-type-changed',
        subject: 'Thing.id',
        detail: 'integer → string',
        operations: [
          'GET /api/admin/things',
          'POST /api/admin/things',
          'GET /api/admin/things/{id}',
          'PATCH /api/admin/things/{id}',
          'GET /api/admin/things/{id}/detail',
        ],
      },
      expect.objectContaining({ level: 'warning', rule: 'response-enum-value-added', subject: 'ThingStatus', detail: '+ "archived"' }),
    ]);
  }, 60_000);

  it('writes markdown for a pull request or a changelog', async () => {
    const { output } = await run({ repo: work, specs: [before, broken], format: 'markdown' });
    expect(output).toContain(
      '### Breaking changes (error)\n\n- `response-type-changed` **Thing.id**: integer → string — `GET /api/admin/things`',
    );
    expect(output).toContain('### Warnings');
  }, 60_000);

  it('writes the report files with --report: json and markdown beside each other', async () => {
    const target = join(work, 'reports/api-diff.json');
    const { code, output } = await run({ repo: work, specs: [before, broken], report: target });
    expect(code).toBe(1);
    expect(output).toContain(`Report: ${join(work, 'reports/api-diff.json')}, ${join(work, 'reports/api-diff.md')}`);
    const json = JSON.parse(readFileSync(join(work, 'reports/api-diff.json'), 'utf8')) as DiffReport;
    expect(json.changes.map(({ id }) => id)).toEqual(['response-type-changed Thing.id', 'response-enum-value-added ThingStatus']);
    expect(readFileSync(join(work, 'reports/api-diff.md'), 'utf8')).toContain('### Breaking changes (error)');
  }, 60_000);

  it('says when it cannot compare (exit 2)', async () => {
    const { code, output } = await run({ repo: work, specs: [before, join(work, 'missing')] });
    expect(code).toBe(2);
    expect(output).toMatch(/could not compare: .*missing does not exist/);
  });
});

describe('api:diff of openapi/ in a git work tree', () => {
  const repo = join(work, 'repo');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

  beforeAll(() => {
    contract(join(repo, 'openapi'));
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'qa@example.com');
    git('config', 'user.name', 'QA');
    git('add', '-A');
    git('commit', '-q', '-m', 'contract');
  });

  it('compares the working tree with HEAD by default, and accepts a break listed with a reason', async () => {
    expect((await run({ repo })).output).toContain('No change to the API.');
    contract(join(repo, 'openapi'), { 'components/schemas/Thing.yaml': idBecomesString });
    const failed = await run({ repo });
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('api:diff: openapi/ (working tree) against HEAD (');

    const acceptedFile = join(repo, 'openapi/accepted-breaks.yaml');
    writeFileSync(
      acceptedFile,
      yaml.dump({ accepted: [{ change: 'response-type-changed Thing.*', reason: 'Ids become strings in 2.0 (announced).' }] }),
    );
    const accepted = await run({ repo, base: 'HEAD' });
    expect(accepted.code).toBe(0);
    expect(accepted.output).toContain('✓ accepted response-type-changed Thing.id: integer → string');
    expect(accepted.output).toContain('reason: Ids become strings in 2.0 (announced).');

    writeFileSync(acceptedFile, yaml.dump({ accepted: [{ change: 'response-type-changed Thing.id' }] }));
    const malformed = await run({ repo });
    expect(malformed.code).toBe(2);
    expect(malformed.output).toContain('needs a "change"');
    rmSync(acceptedFile);
  }, 60_000);

  it('says so when the revision does not exist (exit 2)', async () => {
    const { code, output } = await run({ repo, base: 'no-such-revision' });
    expect(code).toBe(2);
    expect(output).toMatch(/could not compare/);
  });

  it('exits with the code of its verdict as a command', () => {
    const cli = join(REPO, 'scripts/api-diff.ts');
    const tsx = pathToFileURL(join(REPO, 'node_modules/tsx/dist/loader.mjs')).href;
    const command = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', tsx, cli, ...args], { cwd: repo, encoding: 'utf8', timeout: 60_000 });
    const failing = command('--base', 'HEAD', '--format', 'json');
    expect(failing.status).toBe(1);
    expect(JSON.parse(failing.stdout)).toMatchObject({ exitCode: 1, counts: { error: 1 } });
    expect(command('--fail-on', 'never').status).toBe(2);
  }, 60_000);
});
