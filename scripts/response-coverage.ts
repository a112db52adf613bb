/**
 * Response coverage of the mock API: every property the contract documents in a response must appear
 * in at least one answer the mock sends during the vitest suite, or be in the reviewed allow-list
 * (scripts/response-coverage-allowed.yaml) with its reason. A documented property no test ever sees is
 * where the mock drifts from a real backend unnoticed.
 *
 *   node --import tsx scripts/response-coverage.ts --reset   empty the answers directory (before vitest)
 *   SPENDBOARD_RESPONSE_SHAPES_DIR=.cache/response-shapes npx vitest run   the mock notes its answers
 *   node --import tsx scripts/response-coverage.ts           compare; exit 1 listing what fails
 *
 * It fails on a documented property never seen and not allowed, on an allowed one that is now seen
 * (remove it: the list only shrinks) and on an allowed one the contract no longer documents.
 * `npm test` (scripts/test.mjs) runs the three steps.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import yaml from 'js-yaml';
import { RESPONSE_SHAPES_DIR_ENV } from '../server/contract-proxy/responseShapeRecorder.ts';
import { OPENAPI_SPEC_PATH } from '../server/mock-api/http/openApiValidator.ts';
import { responseCoverage, type DereferencedSpec } from './response-coverage-schemas.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_SHAPES_DIR = join(ROOT, '.cache/response-shapes');
export const ALLOW_LIST_PATH = join(ROOT, 'scripts/response-coverage-allowed.yaml');

interface AllowListEntry {
  reason: string;
  properties: string[];
}

/** The answers the mock noted: `GET /api/admin/cards 200` → body pointers. */
export function readAnswers(dir: string): Map<string, Set<string>> {
  const answers = new Map<string, Set<string>>();
  if (!existsSync(dir)) return answers;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.tsv'))) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const [answer, pointer] = line.split('\t');
      if (!answer || pointer === undefined) continue;
      answers.set(answer, (answers.get(answer) ?? new Set()).add(pointer));
    }
  }
  return answers;
}

/** property → reason; throws on a malformed file or a property listed twice. */
export function readAllowList(path: string): Map<string, string> {
  const entries = (yaml.load(readFileSync(path, 'utf8')) ?? []) as AllowListEntry[];
  if (!Array.isArray(entries)) throw new Error(`${path}: expected a list of { reason, properties }.`);
  const allowed = new Map<string, string>();
  for (const entry of entries) {
    if (typeof entry?.reason !== 'string' || entry.reason.trim() === '' || !Array.isArray(entry.properties))
      throw new Error(`${path}: every entry needs a reason and a list of properties.`);
    for (const property of entry.properties) {
      if (allowed.has(property)) throw new Error(`${path}: ${property} is listed twice.`);
      allowed.set(property, entry.reason);
    }
  }
  return allowed;
}

/** `Card#/limit`, `Card#/status` → `Card: /limit, /status` lines, one per schema. */
function bySchema(properties: Iterable<string>): string {
  const groups = new Map<string, string[]>();
  for (const property of [...properties].sort()) {
    const at = property.indexOf('#');
    const schema = property.slice(0, at);
    groups.set(schema, [...(groups.get(schema) ?? []), property.slice(at + 1)]);
  }
  return [...groups].map(([schema, places]) => `  ${schema}: ${places.join(', ')}`).join('\n');
}

async function main(): Promise<number> {
  const dir = process.env[RESPONSE_SHAPES_DIR_ENV] || DEFAULT_SHAPES_DIR;
  if (process.argv.includes('--reset')) {
    rmSync(dir, { recursive: true, force: true });
    return 0;
  }
  const answers = readAnswers(dir);
  if (answers.size === 0) {
    console.error(`No mock answers were noted in ${dir}: run vitest with ${RESPONSE_SHAPES_DIR_ENV}=${dir} first.`);
    return 1;
  }
  const spec = (await $RefParser.dereference(OPENAPI_SPEC_PATH)) as unknown as DereferencedSpec;
  const { documented, seen } = responseCoverage(spec, answers);
  const allowed = readAllowList(ALLOW_LIST_PATH);
  const missing = [...documented].filter((property) => !seen.has(property));
  const unexplained = missing.filter((property) => !allowed.has(property));
  const nowSeen = [...allowed.keys()].filter((property) => seen.has(property));
  const undocumented = [...allowed.keys()].filter((property) => !documented.has(property));
  console.log(
    `Response coverage: ${documented.size} documented response properties, ${seen.size} seen in the mock's answers, ` +
      `${missing.length - unexplained.length} allowed missing (scripts/response-coverage-allowed.yaml), ${unexplained.length} missing unexplained.`,
  );
  if (process.argv.includes('--print-missing')) console.log(bySchema(missing));
  if (unexplained.length > 0)
    console.error(
      `\nDocumented but never in an answer of the test suite (cover them in a test, or allow them with a reason):\n${bySchema(unexplained)}`,
    );
  if (nowSeen.length > 0) console.error(`\nAllowed as missing but seen now (remove them from the allow-list):\n${bySchema(nowSeen)}`);
  if (undocumented.length > 0)
    console.error(`\nAllowed as missing but no longer documented (remove them from the allow-list):\n${bySchema(undocumented)}`);
  return unexplained.length + nowSeen.length + undocumented.length === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = await main();
