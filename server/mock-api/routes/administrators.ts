import type { Administrator, AdministratorCreate, AdministratorRolesWrite } from '../../../src/api/schema.d.ts';
import { createAdministrator, removeAdministrator, setAdministratorRoles } from '../actions/administrators.ts';
import { actorOf } from '../auth/actor.ts';
import { requirePermission } from '../auth/guards.ts';
import { filtersOf, paginate, searchTermOf } from '../http/listing.ts';
import type { MockDatabase, StoredMember } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/**
 * Users (administrators): people of the company holding at least one role. GET (read
 * administrators), POST (create administrators + assign roles), PUT {id}/roles (update
 * administrators + assign roles), DELETE {id} (delete administrators: roles and department links go).
 * Roles follow the grant ceiling (`policy/grants.ts`): only roles within the caller's own
 * permissions can be given, and nobody changes his own roles (403). The writes are `actions/administrators.ts`.
 */
export const registerAdministratorRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/administrators', (req, res) => {
    const { db, company } = requirePermission(req, 'read administrators');
    const roleIds = (filtersOf(req).in?.role_id as string[] | undefined)?.map(Number);
    const term = searchTermOf(req);
    const rows = db.members
      .filter((member) => member.company_id === company.id && member.role_ids.length > 0)
      .filter((member) => !roleIds || member.role_ids.some((id) => roleIds.includes(id)))
      .filter(
        (member) =>
          term === '' || [`${member.first_name} ${member.last_name}`, member.email].some((text) => text.toLowerCase().includes(term)),
      )
      .sort((a, b) => a.id - b.id);
    const page = paginate(rows, req);
    res.json({ data: page.data.map((member) => presentAdministrator(db, member)), meta: page.meta });
  });

  router.post('/api/admin/administrators', (req, res) => {
    const scope = requirePermission(req, 'create administrators');
    const member = createAdministrator(actorOf(req, scope), req.body as AdministratorCreate);
    res.status(201).json({ data: presentAdministrator(scope.db, member) });
  });

  router.put('/api/admin/administrators/:id/roles', (req, res) => {
    const scope = requirePermission(req, 'update administrators');
    const member = setAdministratorRoles(actorOf(req, scope), String(req.params.id), req.body as AdministratorRolesWrite);
    res.json({ data: presentAdministrator(scope.db, member) });
  });

  router.delete('/api/admin/administrators/:id', (req, res) => {
    removeAdministrator(actorOf(req, requirePermission(req, 'delete administrators')), String(req.params.id));
    res.status(204).end();
  });
};

/** The API view: roles ordered by id (the first is the main role), departments administered. */
export function presentAdministrator(db: MockDatabase, member: StoredMember): Administrator {
  const roles = db.roles
    .filter((role) => member.role_ids.includes(role.id))
    .sort((a, b) => a.id - b.id)
    .map(({ id, name, system }) => ({ id, name, system }));
  const department_ids = db.departments.filter((row) => row.administrator_ids.includes(member.id)).map((row) => row.id);
  const { id, first_name, last_name, email, status, created_at } = member;
  return { id, first_name, last_name, email, status, roles, department_ids, created_at };
}
