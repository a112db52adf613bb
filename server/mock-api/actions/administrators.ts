import type { AdministratorCreate, AdministratorRolesWrite } from '../../../src/api/schema.d.ts';
import { findOwned } from '../auth/guards.ts';
import { notFound, refuseWith, rejectInvalid } from '../http/errors.ts';
import { roleAssignmentRefusal } from '../policy/grants.ts';
import { invitedPerson, personErrors } from '../policy/people.ts';
import type { StoredMember } from '../store/types.ts';
import { linkInvitedAccount } from './accountInvitations.ts';
import type { Actor } from './actor.ts';

/** A person of the company who holds a role; 404 otherwise. */
export function ownedAdministrator(actor: Actor, id: string): StoredMember {
  const member = findOwned(actor.db.members, id, actor.company.id);
  if (member.role_ids.length === 0) throw notFound();
  return member;
}

/**
 * A new user of the company (needs `assign roles` too): an invited person holding roles within the
 * caller's own permissions (403 naming the others), linked to an account, administering the departments chosen.
 */
export function createAdministrator(actor: Actor, body: AdministratorCreate): StoredMember {
  actor.require('assign roles');
  const { db, company, store } = actor;
  rejectInvalid(personErrors(db, company.id, body));
  refuseWith(roleAssignmentRefusal(actor, body.role_ids));
  const member = invitedPerson(store.nextId(db.members), company.id, body, store.now());
  db.members.push(member);
  linkInvitedAccount(store, member);
  for (const department of db.departments) {
    if (department.company_id === company.id && body.department_ids?.includes(department.id)) department.administrator_ids.push(member.id);
  }
  return member;
}

/** Sets a person's roles (needs `assign roles` too; never one's own, only roles within the caller's permissions). */
export function setAdministratorRoles(actor: Actor, id: string, body: AdministratorRolesWrite): StoredMember {
  actor.require('assign roles');
  const member = findOwned(actor.db.members, id, actor.company.id);
  rejectInvalid(personErrors(actor.db, actor.company.id, { role_ids: body.role_ids }));
  refuseWith(roleAssignmentRefusal(actor, body.role_ids, member));
  member.role_ids = [...body.role_ids];
  return member;
}

/** A user stops being one: his roles and his department links go (the person stays). */
export function removeAdministrator(actor: Actor, id: string): void {
  const member = ownedAdministrator(actor, id);
  refuseWith(roleAssignmentRefusal(actor, [], member));
  member.role_ids = [];
  for (const department of actor.db.departments) {
    department.administrator_ids = department.administrator_ids.filter((memberId) => memberId !== member.id);
  }
}
