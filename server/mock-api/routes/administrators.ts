import type { Administrator, AdministratorCreate, AdministratorRolesWrite } from '../../../src/api/schema.d.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { notFound, refuseWith, rejectInvalid } from '../http/errors.ts';
import { filtersOf, paginate, searchTermOf } from '../http/listing.ts';
import { roleAssignmentRefusal } from '../policy/grants.ts';
import { invitedPerson, personErrors } from '../policy/people.ts';
import type { MockDatabase, StoredMember } from '../store/types.ts';
import { linkInvitedAccount } from '../actions/accountInvitations.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/**
 * Users (administrators): people of the company holding at least one role. GET (read
 * administrators), POST (create administrators + assign roles), PUT {id}/roles (update
 * administrators + assign roles), DELETE {id} (delete administrators: roles and department links go).
 * Roles follow the grant ceiling (`policy/grants.ts`): only roles within the caller's own
 * permissions can be given, and nobody changes his own roles (403).
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
    const { db, company } = scope;
    requirePermission(req, 'assign roles');
    const body = req.body as AdministratorCreate;
    rejectInvalid(personErrors(db, company.id, body));
    refuseWith(roleAssignmentRefusal(scope, body.role_ids));
    const { store } = mockContext(req);
    const member = invitedPerson(store.nextId(db.members), company.id, body, store.now());
    db.members.push(member);
    linkInvitedAccount(store, member);
    for (const department of db.departments) {
      if (department.company_id === company.id && body.department_ids?.includes(department.id))
        department.administrator_ids.push(member.id);
    }
    res.status(201).json({ data: presentAdministrator(db, member) });
  });

  router.put('/api/admin/administrators/:id/roles', (req, res) => {
    const scope = requirePermission(req, 'update administrators');
    requirePermission(req, 'assign roles');
    const member = findOwned(scope.db.members, String(req.params.id), scope.company.id);
    const body = req.body as AdministratorRolesWrite;
    rejectInvalid(personErrors(scope.db, scope.company.id, { role_ids: body.role_ids }));
    refuseWith(roleAssignmentRefusal(scope, body.role_ids, member));
    member.role_ids = [...body.role_ids];
    res.json({ data: presentAdministrator(scope.db, member) });
  });

  router.delete('/api/admin/administrators/:id', (req, res) => {
    const scope = requirePermission(req, 'delete administrators');
    const member = ownedAdministrator(scope, String(req.params.id));
    refuseWith(roleAssignmentRefusal(scope, [], member));
    member.role_ids = [];
    for (const department of scope.db.departments) {
      department.administrator_ids = department.administrator_ids.filter((id) => id !== member.id);
    }
    res.status(204).end();
  });
};

/** A person of the company who holds a role; 404 otherwise. */
function ownedAdministrator(scope: CompanyScope, id: string): StoredMember {
  const member = findOwned(scope.db.members, id, scope.company.id);
  if (member.role_ids.length === 0) throw notFound();
  return member;
}

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
