import type { GetListParams } from 'react-admin';
import type { FilterRule, ResourceEndpoints } from './resources';

export const SEARCH_FILTER = 'q';

export interface ListQuery {
  page?: number;
  per_page?: number;
  sorts?: string[];
  search?: string;
  filters?: Record<string, Record<string, unknown>>;
  partials?: string[];
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function toFilterValue({ operator }: FilterRule, value: unknown): unknown {
  if (operator === 'in') return Array.isArray(value) ? value : [value];
  if (operator === 'has' && typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** react-admin list params → the API's query (spec §7: page, per_page, sorts[], search, filters[…]). */
export function toListQuery(params: GetListParams, endpoints: ResourceEndpoints): ListQuery {
  const query: ListQuery = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.per_page = params.pagination.perPage;
  }
  const sort = params.sort;
  if (sort?.field && endpoints.sortable?.includes(sort.field)) {
    query.sorts = [`${sort.field}:${sort.order.toLowerCase()}`];
  }

  const filters: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (isBlank(value)) continue;
    if (key === SEARCH_FILTER) {
      query.search = String(value);
      continue;
    }
    const rule = endpoints.filters?.[key] ?? { operator: 'exact' };
    filters[rule.operator] = { ...filters[rule.operator], [rule.field ?? key]: toFilterValue(rule, value) };
  }
  if (Object.keys(filters).length) query.filters = filters;

  const partials: unknown = params.meta?.partials;
  if (Array.isArray(partials) && partials.length) query.partials = partials.map(String);
  return query;
}
