import type { MemberInvite, MemberUpdate } from '../../../src/api/schema.d.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { refuseWith, rejectInvalid } from '../http/errors.ts';
import { roleAssignmentRefusal } from '../policy/grants.ts';
import { invitedPerson, personErrors } from '../policy/people.ts';
import { presentMember } from '../presenters/members.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const WITH_DEPARTMENT_AND_LIMIT = new Set(['department', 'limit']);

/** POST members/invite (invite people; assign roles with role_ids, within the grant ceiling), PATCH members/{id} (manage people). */
export const registerMemberWriteRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/members/invite', (req, res) => {
    const scope = requirePermission(req, 'invite people');
    const { db, company } = scope;
    const body = req.body as MemberInvite;
    if (body.role_ids && body.role_ids.length > 0) requirePermission(req, 'assign roles');
    rejectInvalid(personErrors(db, company.id, body));
    refuseWith(roleAssignmentRefusal(scope, body.role_ids ?? []));
    const member = invitedPerson(mockContext(req).store.nextId(db.members), company.id, body);
    db.members.push(member);
    res.status(201).json({ data: presentMember(db, member, WITH_DEPARTMENT_AND_LIMIT) });
  });

  router.patch('/api/admin/members/:id', (req, res) => {
    const { db, company } = requirePermission(req, 'manage people');
    const member = findOwned(db.members, String(req.params.id), company.id);
    const body = req.body as MemberUpdate;
    rejectInvalid(personErrors(db, company.id, body, member));
    if (body.first_name !== undefined) member.first_name = body.first_name.trim();
    if (body.last_name !== undefined) member.last_name = body.last_name.trim();
    if (body.email !== undefined) member.email = body.email.trim().toLowerCase();
    if (body.status !== undefined) member.status = body.status;
    if (body.branch_id !== undefined) member.branch_id = body.branch_id;
    if (body.department_id !== undefined && body.department_id !== member.department_id) {
      member.department_id = body.department_id;
      if (member.limit.mode === 'inherited')
        member.limit = { ...member.limit, inherited_from: body.department_id === null ? 'company' : 'department' };
    }
    res.json({ data: presentMember(db, member, WITH_DEPARTMENT_AND_LIMIT) });
  });
};
