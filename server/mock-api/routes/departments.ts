import type { Department, DepartmentListFilters, DepartmentWrite } from '../../../src/api/schema.d.ts';
import {
  attachAdministrators,
  createDepartment,
  deleteDepartment,
  detachAdministrators,
  updateDepartment,
  type AdministratorDepartmentLinks,
} from '../actions/departments.ts';
import { actorOf } from '../auth/actor.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { filtersOf, paginate, partialsOf, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import type { MockDatabase, StoredDepartment } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** Departments and their administrators; each call needs its `… departments` permission. The writes are `actions/departments.ts`. */
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
    const actor = actorOf(req, requirePermission(req, 'create departments'));
    const row = createDepartment(actor, req.body as DepartmentWrite);
    res.status(201).json({ data: presentDepartment(actor.db, row, new Set(['limit'])) });
  });

  router.get('/api/admin/departments/:id', (req, res) => {
    const { db, company } = requirePermission(req, 'read department details');
    const row = findOwned(db.departments, String(req.params.id), company.id);
    res.json({ data: presentDepartment(db, row, partialsOf(req)) });
  });

  router.put('/api/admin/departments/:id', (req, res) => {
    const actor = actorOf(req, requirePermission(req, 'update departments'));
    const row = updateDepartment(actor, String(req.params.id), req.body as DepartmentWrite);
    res.json({ data: presentDepartment(actor.db, row, new Set(['limit'])) });
  });

  router.delete('/api/admin/departments/:id', (req, res) => {
    deleteDepartment(actorOf(req, requirePermission(req, 'delete departments')), String(req.params.id));
    res.status(204).end();
  });

  router.patch('/api/admin/administrator-department/detach', (req, res) => {
    detachAdministrators(actorOf(req, requirePermission(req, 'update departments')), req.body as AdministratorDepartmentLinks);
    res.status(204).end();
  });

  router.patch('/api/admin/administrator-department/attach', (req, res) => {
    attachAdministrators(actorOf(req, requirePermission(req, 'update departments')), req.body as AdministratorDepartmentLinks);
    res.status(204).end();
  });
};

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
