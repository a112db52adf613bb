import type { MemberInvite, MemberUpdate } from '../../../src/api/schema.d.ts';
import { invitePerson, updatePerson } from '../actions/members.ts';
import { actorOf } from '../auth/actor.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { presentMember } from '../presenters/members.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const WITH_DEPARTMENT_AND_LIMIT = new Set(['department', 'limit']);

/** POST members/invite (invite people; assign roles with role_ids, within the grant ceiling), PATCH members/{id} (manage people). */
export const registerMemberWriteRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/members/invite', (req, res) => {
    const scope = requirePermission(req, 'invite people');
    const member = invitePerson(actorOf(req, scope), req.body as MemberInvite);
    res.status(201).json({ data: presentMember(scope.db, member, WITH_DEPARTMENT_AND_LIMIT) });
  });

  router.patch('/api/admin/members/:id', (req, res) => {
    const scope = requirePermission(req, 'manage people');
    const member = findOwned(scope.db.members, String(req.params.id), scope.company.id);
    updatePerson(actorOf(req, scope), member, req.body as MemberUpdate);
    res.json({ data: presentMember(scope.db, member, WITH_DEPARTMENT_AND_LIMIT) });
  });
};
