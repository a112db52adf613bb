// The api:diff fixture: the base contract in tests/fixtures/api-diff/base (split files), bundled by
// Redocly once, and the edits the break matrix makes to it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { bundle } from '../../../scripts/api-diff.ts';

export const REPO = fileURLToPath(new URL('../../..', import.meta.url));
export const FIXTURE_DIR = fileURLToPath(new URL('../../fixtures/api-diff', import.meta.url));
export const BASE_DIR = join(FIXTURE_DIR, 'base');

type Json = Record<string, unknown>;

export type Edit = { set: string; value: unknown } | { remove: string } | { push: string; value: unknown } | { move: string; to: string };

export interface MatrixCase {
  name: string;
  edits: Edit[];
  expect: { level: 'error' | 'warning' | 'info'; rule: string; subject: string; operations?: string[] }[];
}

export function loadMatrix(): MatrixCase[] {
  return (yaml.load(readFileSync(join(FIXTURE_DIR, 'matrix.yaml'), 'utf8')) as { cases: MatrixCase[] }).cases;
}

export async function bundledBase(): Promise<Json> {
  const work = mkdtempSync(join(tmpdir(), 'api-diff-fixture-'));
  try {
    return await bundle(REPO, join(BASE_DIR, 'openapi.yaml'), join(work, 'base.json'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const segmentsOf = (pointer: string) =>
  pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The parent node of a pointer and the last key; throws when the parent does not exist (a fixture typo). */
function locate(doc: Json, pointer: string): [Json, string] {
  const segments = segmentsOf(pointer);
  const key = segments.pop()!;
  let node: unknown = doc;
  for (const segment of segments) {
    node = (node as Json)[segment];
    if (typeof node !== 'object' || node === null) throw new Error(`No ${pointer} in the fixture (stops at ${segment}).`);
  }
  return [node as Json, key];
}

/** A copy of `doc` with the edits made, in order. */
export function edited(doc: Json, edits: Edit[]): Json {
  const copy = structuredClone(doc);
  for (const edit of edits) {
    if ('set' in edit) {
      const [parent, key] = locate(copy, edit.set);
      parent[key] = edit.value;
    } else if ('push' in edit) {
      const [parent, key] = locate(copy, edit.push);
      if (!Array.isArray(parent[key])) throw new Error(`${edit.push} is not a list in the fixture.`);
      (parent[key] as unknown[]).push(edit.value);
    } else {
      const [parent, key] = locate(copy, 'remove' in edit ? edit.remove : edit.move);
      if (!(key in parent)) throw new Error(`No ${'remove' in edit ? edit.remove : edit.move} in the fixture.`);
      const value = parent[key];
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      if ('move' in edit) {
        const [target, targetKey] = locate(copy, edit.to);
        target[targetKey] = value;
      }
    }
  }
  return copy;
}
