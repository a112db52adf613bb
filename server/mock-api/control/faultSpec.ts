import { validationFailed, type FieldErrors } from '../http/errors.ts';
import { contractRoutes, nearestRoutes } from './contractRoutes.ts';
import { FAULT_KINDS, type FaultKind, type FaultSpec } from './faultInjector.ts';
import { compileRoutePattern, MAX_ROUTE_PATTERN_LENGTH, RoutePatternError } from './routePattern.ts';

/** Every field `POST /__mock/faults` takes; `count` is the older name of `times`. */
const FIELDS = [
  'route',
  'query',
  'headers',
  'tenant',
  'body_fields',
  'kind',
  'status',
  'body',
  'latency_ms',
  'after',
  'times',
  'count',
  'rate',
  'chunk_bytes',
  'chunk_interval_ms',
] as const;
const KNOWN = new Set<string>(FIELDS);
const MAX_MATCH_ENTRIES = 20;

/**
 * A fault from a control request's JSON, or a 422 with one message per wrong field: unknown fields,
 * wrong types, a route that is not a glob or covers no operation of the contract (naming the nearest).
 */
export async function parseFaultSpec(body: unknown): Promise<FaultSpec> {
  const input: Record<string, unknown> = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  const errors: FieldErrors = Object.create(null);
  const check = (field: string, ok: boolean, message: string) => {
    if (!ok) errors[field] ??= [message];
  };
  for (const field of Object.keys(input)) check(field, KNOWN.has(field), `Unknown field "${field}": a fault takes ${FIELDS.join(', ')}.`);
  const routeProblem = await routeProblemOf(input.route);
  check('route', routeProblem === null, routeProblem ?? '');
  check('query', isGlobTable(input.query), 'The query is an object of query parameter → value glob (strings).');
  check('headers', isGlobTable(input.headers), 'The headers are an object of header name → value glob (strings).');
  check('tenant', input.tenant === undefined || isShortString(input.tenant), 'The tenant is the X-Tenant value (a company id).');
  check(
    'body_fields',
    isTable(input.body_fields, () => true),
    'The body_fields are an object of dotted field path → JSON value.',
  );
  check('kind', input.kind === undefined || FAULT_KINDS.includes(input.kind as FaultKind), `The kind is one of ${FAULT_KINDS.join(', ')}.`);
  check(
    'status',
    input.status === 0 || isOptionalInteger(input.status, 100, 599),
    'The status must be 0 (drop the connection) or an HTTP status.',
  );
  check('latency_ms', isOptionalInteger(input.latency_ms, 0, 120_000), 'The latency_ms must be an integer from 0 to 120000.');
  check('after', isOptionalInteger(input.after, 0, 1_000_000), 'The after must be an integer from 0 (calls let through first).');
  check('times', isOptionalInteger(input.times, 1, 1_000_000), 'The times must be a positive integer.');
  check('count', isOptionalInteger(input.count, 1, 1_000_000), 'The count must be a positive integer.');
  check('times', input.times === undefined || input.count === undefined, 'Give times or count (its older name), not both.');
  check(
    'rate',
    input.rate === undefined || (typeof input.rate === 'number' && input.rate >= 0 && input.rate <= 1),
    'The rate must be a number from 0 to 1.',
  );
  check('chunk_bytes', isOptionalInteger(input.chunk_bytes, 1, 65_536), 'The chunk_bytes must be an integer from 1 to 65536.');
  check(
    'chunk_interval_ms',
    isOptionalInteger(input.chunk_interval_ms, 0, 10_000),
    'The chunk_interval_ms must be an integer from 0 to 10000.',
  );
  const kind = (input.kind as FaultKind | undefined) ?? defaultKind(input);
  check('status', kind !== 'status' || (typeof input.status === 'number' && input.status > 0), 'Give a status, a latency_ms, or both.');
  check('latency_ms', kind !== 'latency' || input.latency_ms !== undefined, 'A latency fault needs latency_ms.');
  check('status', kind === 'reset' || input.status !== 0, 'A status of 0 drops the connection: kind reset.');
  check('status', kind !== 'latency' || input.status === undefined, 'A latency fault only waits: give no status (or kind status).');
  check('status', kind !== 'reset' || !input.status, 'A reset drops the connection: it answers no status.');
  check('body', input.body === undefined || input.status !== undefined, 'A body needs the status it is answered with.');
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const { count, status, ...rest } = input;
  const times = input.times ?? count;
  return { ...rest, kind, ...(status !== undefined && status !== 0 && { status }), ...(times !== undefined && { times }) } as FaultSpec;
}

/** Before kinds, a fault was a status (0: drop the connection), a latency, or both. */
function defaultKind(input: Record<string, unknown>): FaultKind {
  if (input.status === 0) return 'reset';
  return input.status === undefined && input.latency_ms !== undefined ? 'latency' : 'status';
}

/** Why the route is not a glob covering an operation of the contract, or null. */
async function routeProblemOf(route: unknown): Promise<string | null> {
  if (typeof route !== 'string' || route.trim() === '') return 'A route pattern such as "GET /api/admin/cards/*" is required.';
  let matcher;
  try {
    matcher = compileRoutePattern(route);
  } catch (error) {
    if (error instanceof RoutePatternError) return error.message;
    throw error;
  }
  const routes = await contractRoutes();
  if (routes.some((operation) => matcher.coversOperation(operation.method, operation.path))) return null;
  const [method, path] = route.trim().includes(' ') ? route.trim().split(/\s+/) : ['*', route.trim()];
  return `"${route.trim()}" matches no operation of the contract; nearest: ${nearestRoutes(routes, method, path).join(', ')}.`;
}

const isOptionalInteger = (value: unknown, min: number, max: number) =>
  value === undefined || (Number.isInteger(value) && (value as number) >= min && (value as number) <= max);
const isShortString = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= MAX_ROUTE_PATTERN_LENGTH;

function isTable(value: unknown, entryOk: (key: string, entry: unknown) => boolean): boolean {
  if (value === undefined) return true;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= MAX_MATCH_ENTRIES && entries.every(([key, entry]) => isShortString(key) && entryOk(key, entry));
}

const isGlobTable = (value: unknown) => isTable(value, (_key, glob) => isShortString(glob));
