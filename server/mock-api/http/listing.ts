import type { Request } from 'express';
import type { ParsedQs } from 'qs';

/**
 * Reading list queries (`page`, `per_page`, `search`, `partials[]`, `sorts[]`, `filters[...]`) and
 * answering `{ data, meta }`. The validator has already checked the query against the contract.
 */
export interface ListMeta {
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

export const DEFAULT_PER_PAGE = 20;

/** The page asked for (`page`, `per_page`), with the defaults; for a list that builds only that page. */
export function pageParamsOf(req: Request): { page: number; perPage: number } {
  return { page: positiveInteger(req.query.page) ?? 1, perPage: positiveInteger(req.query.per_page) ?? DEFAULT_PER_PAGE };
}

export function paginate<Row>(rows: readonly Row[], req: Request): { data: Row[]; meta: ListMeta } {
  const { page, perPage } = pageParamsOf(req);
  const start = (page - 1) * perPage;
  return {
    data: rows.slice(start, start + perPage),
    meta: { total: rows.length, current_page: page, per_page: perPage, last_page: Math.max(1, Math.ceil(rows.length / perPage)) },
  };
}

/** `partials[]=limit&partials[]=administrator` → Set {'limit', 'administrator'}. */
export function partialsOf(req: Request): Set<string> {
  return new Set(stringList(req.query.partials));
}

export function searchTermOf(req: Request): string {
  return typeof req.query.search === 'string' ? req.query.search.trim().toLowerCase() : '';
}

/** `filters[in][status][]=active` → filtersOf(req).in?.status = ['active']. */
export function filtersOf(req: Request): Record<string, Record<string, unknown> | undefined> {
  const filters = req.query.filters;
  return filters && typeof filters === 'object' && !Array.isArray(filters) ? (filters as Record<string, Record<string, unknown>>) : {};
}

export function stringList(value: unknown): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
}

export interface SortKey {
  field: string;
  descending: boolean;
}

/** `sorts[]=created_at:desc` → [{ field: 'created_at', descending: true }]; `fallback` when absent. */
export function sortKeysOf(req: Request, fallback: string): SortKey[] {
  const sorts = stringList(req.query.sorts);
  return (sorts.length > 0 ? sorts : [fallback]).map((sort) => {
    const [field, direction] = sort.split(':');
    return { field, descending: direction === 'desc' };
  });
}

/** A sorted copy; nulls last whatever the direction, ties broken by id so pages are stable. */
export function sortRows<Row extends { id: number }>(
  rows: readonly Row[],
  keys: SortKey[],
  valueOf: (row: Row, field: string) => unknown,
): Row[] {
  return [...rows].sort((a, b) => {
    for (const { field, descending } of keys) {
      const order = compareValues(valueOf(a, field), valueOf(b, field), descending);
      if (order !== 0) return order;
    }
    return a.id - b.id;
  });
}

function compareValues(a: unknown, b: unknown, descending: boolean): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  return descending ? -order : order;
}

function positiveInteger(value: string | ParsedQs | (string | ParsedQs)[] | undefined): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}
