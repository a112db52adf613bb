import { ALL_PERMISSIONS } from '../../../src/domain/permissionNames.ts';
import { isActionAllowed, isAllowed, mergeRolePermissions } from '../../../src/domain/permissions.ts';
import type { MockDatabase, StoredCompany, StoredMember, StoredRole, StoredUser } from '../store/types.ts';

/**
 * Who may do what in a company, read from the store. The rules themselves are the app's
 * (`src/domain/permissions.ts`): the permission merge here, the deny-list check in the guards.
 */

/** The account's person in the company, while it exists there and is not suspended. */
export function personOfAccount(db: MockDatabase, user: StoredUser, companyId: string): StoredMember | undefined {
  const membership = db.memberships.find((row) => row.user_id === user.id && row.company_id === companyId);
  if (!membership) return undefined;
  return db.members.find(
    (member) => member.id === membership.member_id && member.company_id === companyId && member.status !== 'suspended',
  );
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

/** What the user is granted in the company before the deny list applies (spec §6: the union of its roles). */
export function grantedPermissions(db: MockDatabase, user: StoredUser, companyId: string): Set<string> {
  if (user.user_type === 'firm_admin') return new Set(ALL_PERMISSIONS);
  return mergeRolePermissions(rolesInCompany(db, user, companyId));
}

/** Whether the user may use the permission in the company: granted and not on the deny list (firm_admin too). */
export function isPermitted(db: MockDatabase, user: StoredUser, companyId: string, permission: string): boolean {
  const granted = grantedPermissions(db, user, companyId);
  return isAllowed(isActionAllowed({ permissionName: permission, granted, denyList: db.denyList, userType: user.user_type }));
}

/**
 * `isPermitted` for several permissions in one company: the user's grants there are merged once (a
 * page across hundreds of companies asks each several times).
 */
export function permissionCheck(db: MockDatabase, user: StoredUser, companyId: string): (permission: string) => boolean {
  const granted = grantedPermissions(db, user, companyId);
  return (permission) =>
    isAllowed(isActionAllowed({ permissionName: permission, granted, denyList: db.denyList, userType: user.user_type }));
}
