import { issueAccountToken, publicState } from '../public/publicState.ts';
import type { MockStore } from '../store/store.ts';
import type { MockDatabase, StoredMember, StoredUser } from '../store/types.ts';

/**
 * A new user of the Users page gets an account: the existing one with that e-mail, else a new
 * one without a password (it cannot sign in) that is e-mailed an `/administrator-verify-account`
 * link (see `/__mock/outbox`). Either way the account opens the company through its new person.
 */
export function linkInvitedAccount(store: MockStore, member: StoredMember): void {
  const { db } = store;
  const user = db.users.find((row) => row.email.toLowerCase() === member.email) ?? newAccount(store, member);
  if (user.user_type !== 'firm_admin') {
    const membership = db.memberships.find((row) => row.user_id === user.id && row.company_id === member.company_id);
    if (membership) membership.member_id = member.id;
    else db.memberships.push({ user_id: user.id, company_id: member.company_id, member_id: member.id });
  }
  if (!user.password) issueAccountToken(publicState(db), 'administrator_invitation', user, store.now());
}

/** Verifying the account accepts its invitations: its invited people become active. */
export function acceptInvitations(db: MockDatabase, user: StoredUser): void {
  const memberIds = new Set(db.memberships.filter((row) => row.user_id === user.id).map((row) => row.member_id));
  for (const member of db.members) if (memberIds.has(member.id) && member.status === 'invited') member.status = 'active';
}

function newAccount(store: MockStore, member: StoredMember): StoredUser {
  const { db } = store;
  const user: StoredUser = {
    id: store.nextId(db.users),
    email: member.email,
    password: '',
    first_name: member.first_name,
    last_name: member.last_name,
    avatar: null,
    user_type: 'tenant_specific',
    country_id: db.countries[0]?.id ?? 1,
  };
  db.users.push(user);
  return user;
}
