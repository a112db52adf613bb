import type { DepartmentWrite } from '../../../src/api/schema.d.ts';
import type { FieldErrors } from '../http/errors.ts';
import { COMPANY_CURRENCY } from '../store/companyDefaults.ts';
import type { Limit, MockDatabase, StoredDepartment } from '../store/types.ts';
import { freshLimit, limitErrors, nextLimit } from './limits.ts';

/**
 * The rules of department writes beyond the schema (which the validator has checked already).
 * Handlers check permissions, then call departmentWriteErrors, and only write when it is empty.
 */

/** Field errors of a create (`existing` undefined) or update; empty when the write may go ahead. */
export function departmentWriteErrors(
  db: MockDatabase,
  companyId: string,
  body: DepartmentWrite,
  existing?: StoredDepartment,
): FieldErrors {
  const errors: FieldErrors = {};
  const name = body.name.trim().toLowerCase();
  const taken = db.departments.some((row) => row.company_id === companyId && row.id !== existing?.id && row.name.toLowerCase() === name);
  if (taken) errors.name = ['The name has already been taken.'];

  const unknown = unknownAdministratorIds(db, companyId, body.administrator_ids ?? []);
  if (unknown.length > 0) errors.administrator_ids = [`These administrators do not belong to the company: ${unknown.join(', ')}.`];

  return body.limit ? { ...errors, ...limitErrors('department', body.limit, existing?.limit, 'limit.') } : errors;
}

/** Ids that are not people of the company (department administrators are people of the company). */
export function unknownAdministratorIds(db: MockDatabase, companyId: string, ids: readonly number[]): number[] {
  const known = new Set(db.members.filter((member) => member.company_id === companyId).map((member) => member.id));
  return ids.filter((id) => !known.has(id));
}

/** Applies a validated write to a new or existing department row. */
export function applyDepartmentWrite(row: StoredDepartment, body: DepartmentWrite): void {
  row.name = body.name.trim();
  if (body.limit) row.limit = nextLimit('department', row.limit, body.limit);
  if (body.administrator_ids) row.administrator_ids = [...body.administrator_ids];
}

/** A new department's limit before any write: inherited from the company. */
export function inheritedCompanyLimit(): Limit {
  return freshLimit('department', COMPANY_CURRENCY);
}
