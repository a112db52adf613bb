import { ALL_PERMISSIONS } from '../../../src/domain/permissionNames.ts';
import type { DenyList, MockDatabase, StoredCompany, StoredMember, StoredRole, StoredUser } from '../store/types.ts';

/** The account's person in the company, while it exists there and is not suspended. */
export function personOfAccount(db: MockDatabase, user: StoredUser, companyId: string): StoredMember | undefined {
  const membership = db.memberships.find((row) => row.user_id === user.id && row.company_id === companyId);
  if (!membership) return undefined;
  return db.members.find((member) => member.id === membership.member_id && member.company_id === companyId && member.status !== 'suspended');
}

/** Companies the user may open: every company for a firm_admin, else those where its person is live. */
export function companiesOfUser(db: MockDatabase, user: StoredUser): StoredCompany[] {
  if (user.user_type === 'firm_admin') return db.companies;
  return db.companies.filter((company) => personOfAccount(db, user, company.id) !== undefined);
}

export function belongsToCompany(db: MockDatabase, user: StoredUser, companyId: string): boolean {
  if (user.user_type === 'firm_admin') return db.companies.some((company) => company.id === companyId);
  return personOfAccount(db, user, companyId) !== undefined;
}

/** The roles the account's person holds in one company (a firm_admin has none: it holds every permission). */
export function rolesInCompany(db: MockDatabase, user: StoredUser, companyId: string): StoredRole[] {
  const person = personOfAccount(db, user, companyId);
  if (!person) return [];
  return db.roles.filter((role) => role.company_id === companyId && person.role_ids.includes(role.id)).sort((a, b) => a.id - b.id);
}

/** Union of the roles' permission names (spec §6). */
export function mergeRolePermissions(roles: readonly Pick<StoredRole, 'permissions'>[]): Set<string> {
  return new Set(roles.flatMap((role) => role.permissions.map((permission) => permission.name)));
}

/** What the user is granted in the company before the deny list applies. */
export function grantedPermissions(db: MockDatabase, user: StoredUser, companyId: string): Set<string> {
  if (user.user_type === 'firm_admin') return new Set(ALL_PERMISSIONS);
  return mergeRolePermissions(rolesInCompany(db, user, companyId));
}

/** Denied firm-wide, at the API or as an action; applies to everyone, firm_admin included. */
export function isDenied(denyList: DenyList, permission: string): boolean {
  return denyList.api[permission] === true || denyList.action[permission] === true;
}
