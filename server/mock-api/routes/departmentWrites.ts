import type { components } from '../../../src/api/schema.d.ts';
import { limitModeFromCode } from '../../../src/domain/limits.ts';
import { limitPermission, type LimitModeName } from '../../../src/domain/permissionNames.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { Limit, MockDatabase, StoredDepartment } from '../store/types.ts';
import { COMPANY_CURRENCY } from './config.ts';

type DepartmentWrite = components['schemas']['DepartmentWrite'];
type LimitInput = components['schemas']['LimitInput'];

/**
 * The rules of department writes beyond the schema (which the validator has checked already).
 * Handlers check permissions, then call departmentWriteErrors, and only write when it is empty.
 */

/**
 * The limit permission a write needs (`update_department_limits_limit`, …), or null when it leaves
 * the limit as it is, so an edit form that sends the unchanged limit back needs no limit permission.
 */
export function limitPermissionFor(input: LimitInput | undefined, previous?: Limit): string | null {
  const mode = input && limitModeFromCode(input.mode);
  if (!input || !mode) return null;
  const unchanged = previous?.mode === mode && (mode === 'inherited' || previous.amount === input.amount);
  return unchanged ? null : limitPermission('department', mode);
}

/** Field errors of a create (`existing` undefined) or update; empty when the write may go ahead. */
export function departmentWriteErrors(db: MockDatabase, companyId: string, body: DepartmentWrite, existing?: StoredDepartment): FieldErrors {
  const errors: FieldErrors = {};
  const name = body.name.trim().toLowerCase();
  const taken = db.departments.some((row) => row.company_id === companyId && row.id !== existing?.id && row.name.toLowerCase() === name);
  if (taken) errors.name = ['The name has already been taken.'];

  const unknown = unknownAdministratorIds(db, companyId, body.administrator_ids ?? []);
  if (unknown.length > 0) errors.administrator_ids = [`These administrators do not belong to the company: ${unknown.join(', ')}.`];

  const spent = existing?.limit.spent ?? 0;
  if (body.limit && limitModeFromCode(body.limit.mode) === 'limit' && body.limit.amount < spent) {
    errors['limit.amount'] = [`The limit cannot be below what was already spent (${spent.toFixed(2)}).`];
  }
  return errors;
}

/** Ids that are not people of the company (department administrators are people of the company). */
export function unknownAdministratorIds(db: MockDatabase, companyId: string, ids: readonly number[]): number[] {
  const known = new Set(db.members.filter((member) => member.company_id === companyId).map((member) => member.id));
  return ids.filter((id) => !known.has(id));
}

/** Applies a validated write to a new or existing department row. */
export function applyDepartmentWrite(row: StoredDepartment, body: DepartmentWrite): void {
  row.name = body.name.trim();
  if (body.limit) row.limit = nextLimit(row.limit, body.limit);
  if (body.administrator_ids) row.administrator_ids = [...body.administrator_ids];
}

/** A new department's limit before any write: inherited from the company. */
export function inheritedCompanyLimit(): Limit {
  return { mode: 'inherited', amount: 0, spent: 0, balance: 0, currency: COMPANY_CURRENCY, inherited_from: 'company' };
}

/** What was spent stays; the amount and balance follow the new mode. */
function nextLimit(previous: Limit, input: LimitInput): Limit {
  const mode: LimitModeName = limitModeFromCode(input.mode) ?? 'inherited';
  if (mode === 'inherited') return { ...previous, mode, inherited_from: 'company' };
  return { ...previous, mode, amount: input.amount, balance: roundCents(input.amount - previous.spent), inherited_from: null };
}

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
