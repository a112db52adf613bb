import { validationFailed, type FieldErrors } from '../http/errors.ts';
import type { LoggedRequest } from './requestLog.ts';
import { compileRoutePattern, RoutePatternError } from './routePattern.ts';

/** Which journal entries `GET /__mock/requests` answers, and how many of the last ones. */
export interface JournalFilter {
  keeps: (entry: Pick<LoggedRequest, 'method' | 'path' | 'status' | 'at' | 'sandbox' | 'fault_id'>) => boolean;
  limit: number;
}

const FILTERS = ['method', 'path', 'status', 'from', 'to', 'sandbox', 'fault_id', 'limit'] as const;
const KNOWN = new Set<string>(FILTERS);
export const MAX_JOURNAL_LIMIT = 500;
/** `404`, `4xx`: one status or a class. */
const STATUS = /^([1-5])(xx|\d\d)$|^0$/i;

/**
 * The journal's query: `method=GET,POST`, `path=/api/admin/cards/*` (a path glob, routePattern.ts),
 * `status=404,5xx`, `from`/`to` (ISO instants, inclusive), `sandbox`, `fault_id`, `limit` (1..500).
 * Anything else, or a value that does not parse, is a 422 naming the parameter.
 */
export function parseJournalFilter(query: Record<string, unknown>): JournalFilter {
  const errors: FieldErrors = Object.create(null);
  const given = (name: string): string | undefined => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value;
    errors[name] = [`Give ${name} once, as text.`];
    return undefined;
  };
  for (const name of Object.keys(query)) if (!KNOWN.has(name)) errors[name] = [`Unknown filter "${name}": use ${FILTERS.join(', ')}.`];
  const tests: JournalFilter['keeps'][] = [];

  const methods = listOf(given('method'))?.map((method) => method.toUpperCase());
  if (methods) tests.push((entry) => methods.includes(entry.method));

  const path = given('path');
  if (path !== undefined) {
    try {
      const matches = compileRoutePattern(`* ${path}`);
      tests.push((entry) => matches(entry.method, entry.path));
    } catch (error) {
      if (!(error instanceof RoutePatternError)) throw error;
      errors.path = [error.message];
    }
  }

  const statuses = listOf(given('status'));
  if (statuses?.some((status) => !STATUS.test(status))) errors.status = ['A status is a number (404) or a class (4xx), comma-separated.'];
  else if (statuses) tests.push((entry) => statuses.some((status) => statusMatches(status, entry.status)));

  for (const bound of ['from', 'to'] as const) {
    const text = given(bound);
    if (text === undefined) continue;
    const instant = Date.parse(text);
    if (Number.isNaN(instant)) errors[bound] = [`The ${bound} is an ISO 8601 instant, e.g. 2026-11-28T17:00:00Z.`];
    else tests.push(bound === 'from' ? (entry) => Date.parse(entry.at) >= instant : (entry) => Date.parse(entry.at) <= instant);
  }

  const sandbox = given('sandbox');
  if (sandbox !== undefined) tests.push((entry) => entry.sandbox === sandbox);

  const faultId = given('fault_id');
  if (faultId !== undefined && !/^[1-9]\d{0,9}$/.test(faultId)) errors.fault_id = ['The fault_id is a fault id (a positive integer).'];
  else if (faultId !== undefined) tests.push((entry) => entry.fault_id === Number(faultId));

  const limitText = given('limit');
  const limit = limitText === undefined ? MAX_JOURNAL_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_JOURNAL_LIMIT)
    errors.limit = [`The limit is an integer from 1 to ${MAX_JOURNAL_LIMIT}.`];

  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { keeps: (entry) => tests.every((test) => test(entry)), limit };
}

const listOf = (value: string | undefined) =>
  value
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function statusMatches(filter: string, status: number): boolean {
  return /xx$/i.test(filter) ? Math.floor(status / 100) === Number(filter[0]) : Number(filter) === status;
}
