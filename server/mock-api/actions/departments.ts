import type { components, DepartmentWrite } from '../../../src/api/schema.d.ts';
import { findOwned } from '../auth/guards.ts';
import { rejectInvalid } from '../http/errors.ts';
import { findBalanceOwner } from '../policy/balanceOwners.ts';
import { applyDepartmentWrite, departmentWriteErrors, inheritedCompanyLimit, unknownAdministratorIds } from '../policy/departments.ts';
import { limitPermissionFor } from '../policy/limits.ts';
import { returnToCompany } from '../policy/returnToCompany.ts';
import type { StoredDepartment } from '../store/types.ts';
import type { Actor } from './actor.ts';

/** The body of an attach or a detach: which administrators, which departments. */
export type AdministratorDepartmentLinks =
  components['schemas']['AdministratorDepartmentDetach'] | components['schemas']['AdministratorDepartmentAttach'];

/** A new department of the company (the limit permission its limit mode needs: 403; 422 naming the field). */
export function createDepartment(actor: Actor, body: DepartmentWrite): StoredDepartment {
  requireLimitPermission(actor, body);
  rejectInvalid(departmentWriteErrors(actor.db, actor.company.id, body));
  const row: StoredDepartment = {
    id: actor.store.nextId(actor.db.departments),
    company_id: actor.company.id,
    name: '',
    limit: inheritedCompanyLimit(),
    administrator_ids: [],
    created_at: actor.store.now().toISOString(),
  };
  applyDepartmentWrite(row, body);
  actor.db.departments.push(row);
  return row;
}

/** Changes the company's department (404 otherwise) by the same rules as a new one. */
export function updateDepartment(actor: Actor, id: string, body: DepartmentWrite): StoredDepartment {
  const row = findOwned(actor.db.departments, id, actor.company.id);
  requireLimitPermission(actor, body, row);
  rejectInvalid(departmentWriteErrors(actor.db, actor.company.id, body, row));
  applyDepartmentWrite(row, body);
  return row;
}

/**
 * Deletes the company's department (404 otherwise). Its money returns to the company first, recorded
 * with the department's name; its people and expenses then belong to no department (an inherited
 * limit inherits from the company).
 */
export function deleteDepartment(actor: Actor, id: string): void {
  const { db } = actor;
  const row = findOwned(db.departments, id, actor.company.id);
  returnToCompany(actor, findBalanceOwner(actor, 'department', row.id), {
    nextTransferId: () => actor.store.nextId(db.transfers),
    createdBy: `${actor.user.first_name} ${actor.user.last_name}`,
  });
  db.departments = db.departments.filter((candidate) => candidate.id !== row.id);
  for (const member of db.members) {
    if (member.department_id !== row.id) continue;
    member.department_id = null;
    if (member.limit.mode === 'inherited') member.limit = { ...member.limit, inherited_from: 'company' };
  }
  for (const expense of db.expenses) if (expense.department_id === row.id) expense.department_id = null;
}

/** Makes the administrators administer the departments too (422 when an id is not the company's). */
export function attachAdministrators(actor: Actor, body: AdministratorDepartmentLinks): void {
  const { administrator_ids, departments } = administratorLinks(actor, body);
  for (const row of departments) row.administrator_ids = [...new Set([...row.administrator_ids, ...administrator_ids])];
}

/** The administrators stop administering the departments (422 when an id is not the company's). */
export function detachAdministrators(actor: Actor, body: AdministratorDepartmentLinks): void {
  const { administrator_ids, departments } = administratorLinks(actor, body);
  for (const row of departments) row.administrator_ids = row.administrator_ids.filter((id) => !administrator_ids.includes(id));
}

/** The departments and administrators of an attach or detach; 422 when an id is not the company's. */
function administratorLinks(
  { db, company }: Actor,
  body: AdministratorDepartmentLinks,
): { administrator_ids: number[]; departments: StoredDepartment[] } {
  const departments = db.departments.filter((row) => row.company_id === company.id && body.department_ids.includes(row.id));
  const unknownDepartments = body.department_ids.filter((id) => !departments.some((row) => row.id === id));
  const unknownAdministrators = unknownAdministratorIds(db, company.id, body.administrator_ids);
  rejectInvalid({
    ...(unknownDepartments.length > 0 && {
      department_ids: [`These departments do not belong to the company: ${unknownDepartments.join(', ')}.`],
    }),
    ...(unknownAdministrators.length > 0 && {
      administrator_ids: [`These administrators do not belong to the company: ${unknownAdministrators.join(', ')}.`],
    }),
  });
  return { administrator_ids: body.administrator_ids, departments };
}

/** 403 unless the user may set the limit mode the body sets (nothing needed when the limit stays). */
function requireLimitPermission(actor: Actor, body: DepartmentWrite, existing?: StoredDepartment): void {
  const permission = limitPermissionFor('department', body.limit, existing?.limit);
  if (permission) actor.require(permission);
}
