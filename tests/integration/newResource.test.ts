import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 34 item 2: `npm run new:resource` writes a catalogue that passes with no hand edit. It runs in a git
 * worktree of HEAD (node_modules linked), then: api:gen, typecheck, ESLint on every file it wrote or edited,
 * api:check, and the new resource's tests with those that check the registries. It runs typecheck and lint inside, so
 * `npm test` runs it as its own step after the parallel vitest run (scripts/test.mjs), not among the other files:
 * NEW_RESOURCE_TEST=1 npx vitest run tests/integration/newResource.test.ts
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const AR = 'مراكز التكلفة|مركز تكلفة|مركز التكلفة|مركز التكلفة هذا|مركز تكلفة آخر';

/** The existing files it edits outside the new resource's own files; the generated ones are rewritten by scripts. */
const EDITED_BY_HAND_BEFORE = [
  'openapi/openapi.yaml',
  'scripts/api-test/idSources.ts',
  'scripts/bench-api/calls.ts',
  'server/mock-api/routes/index.ts',
  'src/providers/data/resources.ts',
];
const REWRITTEN_BY_SCRIPTS = [
  'server/mock-api/store/seed/named/index.ts',
  'server/mock-api/store/tables/index.ts',
  'src/api/schema.d.ts',
  'src/domain/resources/index.ts',
  'src/i18n/ar/resources/index.ts',
  'src/i18n/en/resources/index.ts',
  'src/resources/index.ts',
];

const CHECK = `import { expect, it } from 'vitest';
import { ROUTE_CATALOGUE } from '../../src/app/routeCatalogue';
import { ALL_PERMISSIONS, PERMISSION_GROUPS } from '../../src/domain/permissionNames';
import { permissionPlace } from '../../src/domain/permissionWords';
import { ROLE_TEMPLATES } from '../../server/mock-api/store/seed/roles';
import { contractOperations } from '../../scripts/api-test/contract';
import { idSourcesOf } from '../../scripts/api-test/idSources';

it('puts cost centres in the sidebar and Ctrl+K, and its permissions in the role editor and the Viewer role', () => {
  expect(ROUTE_CATALOGUE.find((route) => route.id === 'cost_centres')).toMatchObject({ path: '/settings/cost-centres', group: 'admin_erp' });
  expect(PERMISSION_GROUPS.catalogues).toEqual(expect.arrayContaining(['read cost centres', 'delete cost centres']));
  expect(ALL_PERMISSIONS).toContain('create cost centres');
  expect(permissionPlace('update cost centres')).toEqual({ row: 'cost_centres', column: 'change', known: true });
  expect(ROLE_TEMPLATES.find((role) => role.name === 'Viewer')?.permissions).toContain('read cost centres');
});

it('gives the security suite and api:test the table of its ids and its list call', async () => {
  const operations = (await contractOperations()).filter((operation) => operation.path.startsWith('/api/admin/cost-centres/{id}'));
  expect(operations.length).toBeGreaterThan(2);
  for (const operation of operations) expect(idSourcesOf(operation)).toEqual([{ table: 'costCentres' }]);
});
`;

describe.skipIf(!process.env.NEW_RESOURCE_TEST)('npm run new:resource -- cost-centres --catalogue', () => {
  let scratch = '';
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: scratch, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, CI: '1' }, timeout: 600_000 });
  afterAll(() => {
    if (!scratch) return;
    execFileSync('git', ['worktree', 'remove', '--force', scratch], { cwd: ROOT });
    rmSync(path.dirname(scratch), { recursive: true, force: true });
  });

  it('writes a catalogue that passes api:gen, typecheck, lint, api:check and its tests with no hand edit', () => {
    scratch = path.join(mkdtempSync(path.join(tmpdir(), 'new-resource-')), 'tree');
    execFileSync('git', ['worktree', 'add', '--detach', scratch, 'HEAD'], { cwd: ROOT, stdio: 'pipe' });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'));
    run('npm', ['run', '-s', 'new:resource', '--', 'cost-centres', '--catalogue', '--ar', AR]);
    run('npm', ['run', '-s', 'api:gen']);

    const status = run('git', ['status', '--porcelain', '--untracked-files=all']).split('\n').filter(Boolean);
    const edited = status
      .filter((line) => line.startsWith(' M'))
      .map((line) => line.slice(3))
      .sort();
    const created = status
      .filter((line) => line.startsWith('??'))
      .map((line) => line.slice(3))
      .filter((file) => file !== 'node_modules');
    expect(edited).toEqual([...EDITED_BY_HAND_BEFORE, ...REWRITTEN_BY_SCRIPTS].sort());
    expect(created).toHaveLength(20);

    run('npm', ['run', '-s', 'typecheck']);
    run('npx', [
      'eslint',
      ...created.filter((file) => /\.tsx?$/.test(file)),
      ...edited.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts')),
    ]);
    run('npm', ['run', '-s', 'api:check']);
    writeFileSync(path.join(scratch, 'tests/unit/newResourceInShell.test.ts'), CHECK);
    run('npx', [
      'vitest',
      'run',
      'tests/integration/costCentres.test.ts',
      'tests/unit/newResourceInShell.test.ts',
      'tests/unit/resources/resourceRegistries.test.ts',
      'tests/unit/resources/resourceDeclarationsIndex.test.ts',
      'tests/unit/layout/manifests.test.ts',
      'tests/unit/i18n/catalogues.test.ts',
      'tests/unit/scripts/benchApiCoverage.test.ts',
    ]);
  }, 1_800_000);
});
