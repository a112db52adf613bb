import type { MemberInvite, MemberUpdate } from '../../../src/api/schema.d.ts';
import { isCardClosed } from '../../../src/domain/cardActions.ts';
import { findOwned } from '../auth/guards.ts';
import { refuseWith, rejectInvalid } from '../http/errors.ts';
import { findBalanceOwner } from '../policy/balanceOwners.ts';
import { roleAssignmentRefusal } from '../policy/grants.ts';
import { invitedPerson, personErrors } from '../policy/people.ts';
import { returnToCompany } from '../policy/returnToCompany.ts';
import type { StoredMember } from '../store/types.ts';
import type { Actor } from './actor.ts';

/** Invites a person; assigning roles (`role_ids`) needs `assign roles` and stays within the caller's grant ceiling (403). */
export function invitePerson(actor: Actor, body: MemberInvite): StoredMember {
  const { db, company } = actor;
  if (body.role_ids && body.role_ids.length > 0) actor.require('assign roles');
  rejectInvalid(personErrors(db, company.id, body));
  refuseWith(roleAssignmentRefusal(actor, body.role_ids ?? []));
  const member = invitedPerson(actor.store.nextId(db.members), company.id, body, actor.store.now());
  db.members.push(member);
  return member;
}

/** Changes a person's name, e-mail, status, branch or department (an inherited limit then inherits from the new place). */
export function updatePerson(actor: Actor, member: StoredMember, body: MemberUpdate): void {
  rejectInvalid(personErrors(actor.db, actor.company.id, body, member));
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
}

/** Removes the company's person (404 otherwise): `removeMember`. */
export function removePerson(actor: Actor, id: string): void {
  removeMember(actor, findOwned(actor.db.members, id, actor.company.id));
}

/**
 * Removes a person from the company in one step. The balances of their cards and their own balance
 * return to the company's funds as transfers; then the cards are terminated but kept (expenses and
 * history refer to them; `member_id` keeps naming the former holder), and they stop administering departments.
 */
export function removeMember(actor: Actor, member: StoredMember): void {
  const { db } = actor;
  const author = {
    nextTransferId: () => actor.store.nextId(db.transfers),
    createdBy: `${actor.user.first_name} ${actor.user.last_name}`,
  };
  const cards = db.cards.filter((card) => card.member_id === member.id && card.company_id === member.company_id);
  for (const card of cards) returnToCompany(actor, findBalanceOwner(actor, 'card', card.id), author);
  returnToCompany(actor, findBalanceOwner(actor, 'member', member.id), author);
  db.members = db.members.filter((row) => row.id !== member.id);
  for (const card of cards) if (!isCardClosed(card.status)) card.status = 'terminated';
  for (const department of db.departments) {
    department.administrator_ids = department.administrator_ids.filter((id) => id !== member.id);
  }
}
