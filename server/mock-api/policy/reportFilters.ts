import type { ReportFilters, SavedReportWrite } from '../../../src/api/schema.d.ts';
import { isDay } from '../../../src/domain/analytics.ts';
import type { ReportKind } from '../../../src/domain/contractLists.ts';
import { reportDefinition, unknownColumns, type ReportFilterName } from '../../../src/domain/reportCatalogue.ts';
import type { FieldErrors } from '../http/errors.ts';

/**
 * Field errors of a report's filters (empty when fine): only the filters its catalogue entry takes,
 * real days, `from` not after `to`, and the ones it cannot run without.
 */
export function reportFilterErrors(kind: ReportKind, filters: ReportFilters, prefix = ''): FieldErrors {
  const definition = reportDefinition(kind);
  const errors: FieldErrors = {};
  for (const name of Object.keys(filters) as ReportFilterName[]) {
    if (!definition.filters.includes(name)) errors[`${prefix}${name}`] = ['This report does not take this filter.'];
  }
  for (const name of ['from', 'to'] as const) {
    const value = filters[name];
    if (value !== undefined && !isDay(value)) errors[`${prefix}${name}`] = ['Give a day as YYYY-MM-DD.'];
  }
  if (isDay(filters.from) && isDay(filters.to) && filters.from > filters.to)
    errors[`${prefix}to`] = ['The last day cannot be before the first.'];
  for (const name of definition.required) {
    if (filters[name] === undefined) errors[`${prefix}${name}`] = ['This report needs this filter.'];
  }
  return errors;
}

/** Field errors of a saved report's body (its filters under `filters.`, its columns). */
export function savedReportErrors(body: SavedReportWrite): FieldErrors {
  const errors = reportFilterErrors(body.kind, body.filters, 'filters.');
  if (body.name.trim() === '') errors.name = ['Give the report a name.'];
  const unknown = unknownColumns(body.kind, body.columns);
  if (unknown.length > 0) errors.columns = [`This report has no column ${unknown.join(', ')}.`];
  if (new Set(body.columns).size !== body.columns.length) errors.columns = ['Name each column once.'];
  return errors;
}
