import { ALL_PERMISSIONS } from '../../../src/domain/permissionNames.ts';
import type { DenyList, MockDatabase, StoredCompany, StoredRole, StoredUser } from '../store/types.ts';

/** Companies the user may open: every company for a firm_admin, else those with a membership. */
export function companiesOfUser(db: MockDatabase, user: StoredUser): StoredCompany[] {
  if (user.user_type === 'firm_admin') return db.companies;
  const ids = new Set(db.memberships.filter((membership) => membership.user_id === user.id).map((membership) => membership.company_id));
  return db.companies.filter((company) => ids.has(company.id));
}

export function belongsToCompany(db: MockDatabase, user: StoredUser, companyId: string): boolean {
  if (user.user_type === 'firm_admin') return db.companies.some((company) => company.id === companyId);
  return db.memberships.some((membership) => membership.user_id === user.id && membership.company_id === companyId);
}

/** The user's assigned roles in one company (a firm_admin has none: it holds every permission). */
export function rolesInCompany(db: MockDatabase, user: StoredUser, companyId: string): StoredRole[] {
  const membership = db.memberships.find((row) => row.user_id === user.id && row.company_id === companyId);
  if (!membership) return [];
  return db.roles.filter((role) => role.company_id === companyId && membership.role_ids.includes(role.id)).sort((a, b) => a.id - b.id);
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
