import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breakingChanges, judge, loadAcceptedBreaks, runApiDiff } from '../../scripts/api-diff.ts';

/** A small OpenAPI 3.1 contract: one resource, written (request) and read (response), with 3.1 type lists. */
function fixtureSpec() {
  return {
    openapi: '3.1.0',
    info: { title: 'Fixture', version: '1.0.0' },
    paths: {
      '/api/admin/things': {
        get: {
          operationId: 'listThings',
          parameters: [{ name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } }],
          responses: {
            '200': {
              description: 'The things.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingList' } } },
            },
          },
        },
        post: {
          operationId: 'createThing',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingWrite' } } } },
          responses: {
            '201': { description: 'The thing.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          },
        },
      },
    },
    components: {
      schemas: {
        ThingKind: { type: 'string', enum: ['box', 'bag', 'crate'] },
        ThingWrite: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'kind'],
          properties: {
            name: { type: 'string', maxLength: 80 },
            kind: { $ref: '#/components/schemas/ThingKind' },
            code: { type: ['string', 'null'] },
          },
        },
        Thing: {
          type: 'object',
          required: ['id', 'name', 'kind', 'label'],
          properties: {
            id: { type: 'integer' },
            name: { type: 'string' },
            kind: { $ref: '#/components/schemas/ThingKind' },
            label: { type: 'string' },
          },
        },
        ThingList: {
          type: 'object',
          required: ['data'],
          properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } },
        },
      },
    },
  };
}

type Spec = ReturnType<typeof fixtureSpec>;
const changed = (change: (spec: Spec) => void): Spec => {
  const spec = fixtureSpec();
  change(spec);
  return spec;
};

describe('api:diff breaking changes (api-smart-diff on OpenAPI 3.1)', () => {
  it('fails on a removed response property, naming the operation and where', () => {
    const after = changed((spec) => {
      const thing = spec.components.schemas.Thing;
      delete (thing.properties as Record<string, unknown>).label;
      thing.required = thing.required.filter((name) => name !== 'label');
    });
    const changes = breakingChanges(fixtureSpec(), after);
    expect(changes).toContainEqual(
      expect.objectContaining({
        action: 'remove',
        location: 'GET /api/admin/things response 200 (application/json) /properties/data/items/properties/label',
        id: 'remove /paths/~1api~1admin~1things/get/responses/200/content/application~1json/schema/properties/data/items/properties/label',
      }),
    );
    expect(
      changes.some((change) => change.location.startsWith('POST /api/admin/things response 201') && /label/.test(change.description)),
    ).toBe(true);
  });

  it('fails on a removed enum value of a request field', () => {
    const changes = breakingChanges(
      fixtureSpec(),
      changed((spec) => spec.components.schemas.ThingKind.enum.pop()),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({
        location: 'POST /api/admin/things request body (application/json) /properties/kind/enum/2',
        description: expect.stringContaining('"crate"'),
      }),
    );
  });

  it('fails on a new required request field', () => {
    const changes = breakingChanges(
      fixtureSpec(),
      changed((spec) => {
        (spec.components.schemas.ThingWrite.properties as Record<string, unknown>).colour = { type: 'string' };
        spec.components.schemas.ThingWrite.required.push('colour');
      }),
    );
    expect(changes.map((change) => change.location)).toContain('POST /api/admin/things request body (application/json) /required/2');
    expect(changes.some((change) => /required/.test(change.description) && /colour/.test(change.description))).toBe(true);
  });

  it('fails on a narrowed request type (3.1 type list: string or null → string)', () => {
    const changes = breakingChanges(
      fixtureSpec(),
      changed((spec) => {
        spec.components.schemas.ThingWrite.properties.code = { type: 'string' } as never;
      }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ location: 'POST /api/admin/things request body (application/json) /properties/code/type' }),
    );
  });

  it('fails on a removed path and a removed parameter', () => {
    const withoutParameter = changed((spec) => {
      spec.paths['/api/admin/things'].get.parameters = [];
    });
    expect(breakingChanges(fixtureSpec(), withoutParameter)).toContainEqual(
      expect.objectContaining({ location: 'GET /api/admin/things query parameter `page`', description: expect.stringContaining('`page`') }),
    );
    const renamed = changed((spec) => {
      const paths = spec.paths as Record<string, unknown>;
      paths['/api/admin/items'] = paths['/api/admin/things'];
      delete paths['/api/admin/things'];
    });
    expect(breakingChanges(fixtureSpec(), renamed).map((change) => change.location)).toEqual([
      'GET /api/admin/things',
      'POST /api/admin/things',
    ]);
  });

  it('passes an added optional request field and a new operation', () => {
    const after = changed((spec) => {
      (spec.components.schemas.ThingWrite.properties as Record<string, unknown>).note = { type: 'string' };
      (spec.paths as Record<string, unknown>)['/api/admin/things/{id}'] = {
        get: {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: {
            '200': { description: 'One thing.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          },
        },
      };
    });
    expect(breakingChanges(fixtureSpec(), after)).toEqual([]);
  });

  it('accepts a break listed in the allow-list (exactly, or by an id prefix ending in *)', () => {
    const changes = breakingChanges(
      fixtureSpec(),
      changed((spec) => spec.components.schemas.ThingKind.enum.pop()),
    );
    const [first] = changes;
    const exact = judge(changes, [{ change: first.id, reason: 'Crates are gone.' }]);
    expect(exact.accepted.map(({ change }) => change.id)).toEqual([first.id]);
    expect(exact.breaking).toHaveLength(changes.length - 1);
    const everything = judge(changes, [{ change: 'remove /paths/~1api~1admin~1things/*', reason: 'Crates are gone.' }]);
    expect(everything.breaking).toEqual([]);
  });
});

describe('npm run api:diff in a git repository', () => {
  const repo = mkdtempSync(join(tmpdir(), 'api-diff-test-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const writeSpec = (spec: object) => writeFileSync(join(repo, 'openapi/openapi.yaml'), yaml.dump(spec));
  const run = async (base?: string) => {
    const lines: string[] = [];
    const code = await runApiDiff({ repo, base, print: (line) => lines.push(line) });
    return { code, output: lines.join('\n') };
  };

  beforeAll(() => {
    mkdirSync(join(repo, 'openapi'));
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'qa@example.com');
    git('config', 'user.name', 'QA');
    writeSpec(fixtureSpec());
    git('add', '-A');
    git('commit', '-q', '-m', 'contract');
    git('checkout', '-q', '-b', 'feature');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('fails against the merge base with main on a break in the working tree, passes once it is accepted with a reason', async () => {
    expect((await run('HEAD')).code).toBe(0);
    writeSpec(changed((spec) => spec.components.schemas.ThingKind.enum.pop()));
    const failed = await run();
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('✗ BREAKING  POST /api/admin/things request body (application/json) /properties/kind/enum/2');
    const id = /id: (remove \S+)/.exec(failed.output)?.[1];
    expect(id).toBeDefined();

    writeFileSync(
      join(repo, 'openapi/accepted-breaks.yaml'),
      yaml.dump({ accepted: [{ change: id, reason: 'Crates retired in 2.0 (announced).' }] }),
    );
    expect(loadAcceptedBreaks(join(repo, 'openapi/accepted-breaks.yaml'))).toEqual([
      { change: id, reason: 'Crates retired in 2.0 (announced).' },
    ]);
    const accepted = await run();
    expect(accepted.code).toBe(0);
    expect(accepted.output).toContain('reason: Crates retired in 2.0 (announced).');
    expect(accepted.output).toContain('✓ no breaking change (1 accepted in openapi/accepted-breaks.yaml)');

    writeFileSync(join(repo, 'openapi/accepted-breaks.yaml'), yaml.dump({ accepted: [{ change: id }] }));
    const malformed = await run();
    expect(malformed.code).toBe(2);
    expect(malformed.output).toContain('needs a "change"');
  }, 120_000);

  it('says so when the base revision does not exist', async () => {
    const result = await run('no-such-revision');
    expect(result.code).toBe(2);
    expect(result.output).toMatch(/could not compare/);
  });
});

describe('npm run api:diff HEAD on this repository', () => {
  it('passes: the working tree has no breaking change against HEAD', async () => {
    const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
    const lines: string[] = [];
    const code = await runApiDiff({ repo: repoRoot, base: 'HEAD', print: (line) => lines.push(line) });
    expect(lines.join('\n')).toContain('✓ no breaking change');
    expect(code).toBe(0);
  }, 120_000);
});
