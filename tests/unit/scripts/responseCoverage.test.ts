import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { describe, expect, it } from 'vitest';
import {
  propertyPointers,
  RESPONSE_SHAPES_DIR_ENV,
  responseShapeRecorderFromEnv,
} from '../../../server/contract-proxy/responseShapeRecorder.ts';
import { readAllowList, readAnswers } from '../../../scripts/response-coverage.ts';
import { documentingResponse, responseCoverage, type DereferencedSpec, type Schema } from '../../../scripts/response-coverage-schemas.ts';

/** A dereferenced contract in miniature: shared schemas are the same objects wherever they are used, as after $RefParser.dereference. */
function miniContract(): DereferencedSpec {
  const money: Schema = { properties: { amount: {}, currency: {} } };
  const card: Schema = { properties: { id: {}, limit: money, tags: { items: { properties: { name: {} } } } } };
  const error: Schema = { properties: { message: {}, errors: {} } };
  const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
  // A card may hold cards (a cycle, as in a tree of departments).
  card.properties!.children = { items: card };
  return {
    components: { schemas: { Money: money, Card: card, Error: error } },
    paths: {
      '/cards': {
        get: {
          responses: {
            '200': json({ properties: { data: { items: card }, meta: { properties: { total: {} } } } }),
            default: json(error),
          },
        },
      },
      '/cards/{id}': { get: { responses: { '200': json({ properties: { data: card } }), '404': json(error) } } },
    },
  };
}

describe('response coverage', () => {
  it('names each documented property by the schema that declares it, shared schemas once, cycles included', () => {
    const { documented } = responseCoverage(miniContract(), new Map());
    expect([...documented].sort()).toEqual(
      [
        'Card#/children',
        'Card#/id',
        'Card#/limit',
        'Card#/tags',
        'Card#/tags/*/name',
        'Error#/errors',
        'Error#/message',
        'GET /cards 200#/data',
        'GET /cards 200#/meta',
        'GET /cards 200#/meta/total',
        'GET /cards/{id} 200#/data',
        'Money#/amount',
        'Money#/currency',
      ].sort(),
    );
  });

  it('counts a property seen when any answer documented by a schema had it, through items, nesting and default', () => {
    const answers = new Map([
      ['GET /cards 200', propertyPointers({ data: [{ id: 1 }, { id: 2, limit: { amount: '5.00' }, children: [{ id: 3, tags: [] }] }] })],
      ['GET /cards 500', propertyPointers({ message: 'Server Error' })],
      ['GET /unknown 200', propertyPointers({ data: {} })],
    ]);
    const { seen } = responseCoverage(miniContract(), answers);
    expect([...seen].sort()).toEqual(
      ['Card#/children', 'Card#/id', 'Card#/limit', 'Card#/tags', 'Error#/message', 'GET /cards 200#/data', 'Money#/amount'].sort(),
    );
  });

  it('reads answer pointers with array items as * and keys escaped as in JSON pointers', () => {
    expect([...propertyPointers({ data: [{ 'a/b': 1 }, { c: { d: null } }], meta: [] })]).toEqual([
      '/data',
      '/data/*/a~1b',
      '/data/*/c',
      '/data/*/c/d',
      '/meta',
    ]);
  });

  it('finds the response that documents a status: itself, its range, else default', () => {
    expect(documentingResponse(['200', '4XX', 'default'], '200')).toBe('200');
    expect(documentingResponse(['200', '4XX', 'default'], '404')).toBe('4XX');
    expect(documentingResponse(['200', 'default'], '503')).toBe('default');
    expect(documentingResponse(['200'], '503')).toBeUndefined();
  });

  it('merges the answers of every worker file and refuses an allow-list entry without a reason or listed twice', () => {
    const dir = mkdtempSync(join(tmpdir(), 'response-coverage-'));
    try {
      writeFileSync(join(dir, '1-0.tsv'), 'GET /cards 200\t/data\nGET /cards 200\t/meta\n');
      writeFileSync(join(dir, '2-0.tsv'), 'GET /cards 200\t/data\nGET /cards 404\t/message\n');
      expect(readAnswers(dir)).toEqual(
        new Map([
          ['GET /cards 200', new Set(['/data', '/meta'])],
          ['GET /cards 404', new Set(['/message'])],
        ]),
      );
      const allowList = join(dir, 'allowed.yaml');
      writeFileSync(allowList, '- reason: Not sent by the mock yet.\n  properties: [Card#/id, Card#/tags]\n');
      expect(readAllowList(allowList)).toEqual(
        new Map([
          ['Card#/id', 'Not sent by the mock yet.'],
          ['Card#/tags', 'Not sent by the mock yet.'],
        ]),
      );
      writeFileSync(allowList, '- properties: [Card#/id]\n');
      expect(() => readAllowList(allowList)).toThrow(/needs a reason/);
      writeFileSync(allowList, '- reason: a\n  properties: [Card#/id]\n- reason: b\n  properties: [Card#/id]\n');
      expect(() => readAllowList(allowList)).toThrow(/listed twice/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the mock-side recorder', () => {
  it('is off without its variable, and notes each new answer pointer once per operation and status', async () => {
    expect(responseShapeRecorderFromEnv({})).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'response-shapes-'));
    const recorder = responseShapeRecorderFromEnv({ [RESPONSE_SHAPES_DIR_ENV]: dir });
    const app = express();
    // As the validator's metadata middleware does for a matched operation.
    app.use((req, _res, next) => {
      Object.assign(req, { openapi: { openApiRoute: '/api/admin/cards/{id}' } });
      next();
    });
    app.use(recorder!);
    app.get('/api/admin/cards/:id', (req, res) => {
      if (req.params.id === '0') res.status(404).json({ message: 'Not found.' });
      else res.json({ data: { id: Number(req.params.id), tags: [{ name: 'travel' }] } });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const id of ['1', '2', '0']) await (await fetch(`${base}/api/admin/cards/${id}`)).text();
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(readFileSync(join(dir, files[0]), 'utf8').trim().split('\n').sort()).toEqual(
        [
          'GET /api/admin/cards/{id} 200\t/data',
          'GET /api/admin/cards/{id} 200\t/data/id',
          'GET /api/admin/cards/{id} 200\t/data/tags',
          'GET /api/admin/cards/{id} 200\t/data/tags/*/name',
          'GET /api/admin/cards/{id} 404\t/message',
        ].sort(),
      );
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
