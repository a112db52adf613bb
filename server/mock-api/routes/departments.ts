import type { Request } from 'express';
import type { components, Department, DepartmentListFilters, DepartmentWrite } from '../../../src/api/schema.d.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { rejectInvalid } from '../http/errors.ts';
import { filtersOf, paginate, partialsOf, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import { mockContext } from '../context.ts';
import { applyDepartmentWrite, departmentWriteErrors, inheritedCompanyLimit, unknownAdministratorIds } from '../policy/departments.ts';
import { limitPermissionFor } from '../policy/limits.ts';
import { findBalanceOwner } from '../policy/balanceOwners.ts';
import { returnToCompany } from '../policy/returnToCompany.ts';
import type { MockDatabase, StoredDepartment } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type AdministratorDepartmentLinks =
  components['schemas']['AdministratorDepartmentDetach'] | components['schemas']['AdministratorDepartmentAttach'];

/** Departments and their administrators; each call needs its `… departments` permission. */
export const registerDepartmentRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/departments', (req, res) => {
    const { db, company } = requirePermission(req, 'read departments');
    const administratorIds = (filtersOf(req) as DepartmentListFilters).in?.administrator_id?.map(Number);
    const term = searchTermOf(req);
    const matching = db.departments.filter(
      (row) =>
        row.company_id === company.id &&
        row.name.toLowerCase().includes(term) &&
        (!administratorIds || row.administrator_ids.some((id) => administratorIds.includes(id))),
    );
    const sorted = sortRows(matching, sortKeysOf(req, 'created_at:desc'), (row, field) => row[field as keyof StoredDepartment]);
    const page = paginate(sorted, req);
    const partials = partialsOf(req);
    res.json({ data: page.data.map((row) => presentDepartment(db, row, partials)), meta: page.meta });
  });

  router.post('/api/admin/departments', (req, res) => {
    const scope = requirePermission(req, 'create departments');
    const body = req.body as DepartmentWrite;
    requireLimitPermission(req, body);
    rejectInvalid(departmentWriteErrors(scope.db, scope.company.id, body));
    const row: StoredDepartment = {
      id: mockContext(req).store.nextId(scope.db.departments),
      company_id: scope.company.id,
      name: '',
      limit: inheritedCompanyLimit(),
      administrator_ids: [],
      created_at: new Date().toISOString(),
    };
    applyDepartmentWrite(row, body);
    scope.db.departments.push(row);
    res.status(201).json({ data: presentDepartment(scope.db, row, new Set(['limit'])) });
  });

  router.get('/api/admin/departments/:id', (req, res) => {
    const { db, company } = requirePermission(req, 'read department details');
    const row = findOwned(db.departments, String(req.params.id), company.id);
    res.json({ data: presentDepartment(db, row, partialsOf(req)) });
  });

  router.put('/api/admin/departments/:id', (req, res) => {
    const scope = requirePermission(req, 'update departments');
    const row = findOwned(scope.db.departments, String(req.params.id), scope.company.id);
    const body = req.body as DepartmentWrite;
    requireLimitPermission(req, body, row);
    rejectInvalid(departmentWriteErrors(scope.db, scope.company.id, body, row));
    applyDepartmentWrite(row, body);
    res.json({ data: presentDepartment(scope.db, row, new Set(['limit'])) });
  });

  router.delete('/api/admin/departments/:id', (req, res) => {
    const scope = requirePermission(req, 'delete departments');
    const { db, company } = scope;
    const row = findOwned(db.departments, String(req.params.id), company.id);
    const { store } = mockContext(req);
    // Its money returns to the company first, recorded with the department's name.
    returnToCompany(scope, findBalanceOwner(scope, 'department', row.id), {
      nextTransferId: () => store.nextId(db.transfers),
      createdBy: `${scope.user.first_name} ${scope.user.last_name}`,
    });
    db.departments = db.departments.filter((candidate) => candidate.id !== row.id);
    for (const member of db.members) {
      if (member.department_id !== row.id) continue;
      member.department_id = null;
      if (member.limit.mode === 'inherited') member.limit = { ...member.limit, inherited_from: 'company' };
    }
    for (const expense of db.expenses) if (expense.department_id === row.id) expense.department_id = null;
    res.status(204).end();
  });

  router.patch('/api/admin/administrator-department/detach', (req, res) => {
    const { administrator_ids, departments } = administratorLinks(req);
    for (const row of departments) row.administrator_ids = row.administrator_ids.filter((id) => !administrator_ids.includes(id));
    res.status(204).end();
  });

  router.patch('/api/admin/administrator-department/attach', (req, res) => {
    const { administrator_ids, departments } = administratorLinks(req);
    for (const row of departments) row.administrator_ids = [...new Set([...row.administrator_ids, ...administrator_ids])];
    res.status(204).end();
  });
};

/** The departments and administrators of an attach or detach (update departments); 422 when an id is not the company's. */
function administratorLinks(req: Request): { administrator_ids: number[]; departments: StoredDepartment[] } {
  const { db, company } = requirePermission(req, 'update departments');
  const body = req.body as AdministratorDepartmentLinks;
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
function requireLimitPermission(req: Request, body: DepartmentWrite, existing?: StoredDepartment): void {
  const permission = limitPermissionFor('department', body.limit, existing?.limit);
  if (permission) requirePermission(req, permission);
}

/** The API view: administrators resolved to people, the member count, `limit` only when asked. */
export function presentDepartment(db: MockDatabase, row: StoredDepartment, partials: Set<string>): Department {
  const administrators = row.administrator_ids.flatMap((id) => {
    const member = db.members.find((candidate) => candidate.id === id);
    return member ? [{ id: member.id, first_name: member.first_name, last_name: member.last_name, email: member.email }] : [];
  });
  const presented: Department = {
    id: row.id,
    name: row.name,
    administrators,
    members_count: db.members.filter((member) => member.department_id === row.id).length,
    created_at: row.created_at,
  };
  if (partials.has('limit')) presented.limit = row.limit;
  return presented;
}
