import {
  grantCeiling,
  mayChangeRolesOf,
  ungrantableAdditions,
  ungrantablePermissions,
  type GrantCeiling,
} from '../../../src/domain/grants.ts';
import { mergeRolePermissions } from '../../../src/domain/permissions.ts';
import type { MockDatabase, StoredCompany, StoredMember, StoredRole, StoredUser } from '../store/types.ts';
import { grantedPermissions, personOfAccount } from './permissions.ts';

/**
 * Grants have a ceiling (issue 20): in a company, a user grants only permissions he holds there
 * after the deny list, and nobody changes his own roles; the firm admin keeps every power. The
 * rule is the app's (`src/domain/grants.ts`); this reads its inputs from the store. Each check
 * returns why the write is refused (a message naming the permissions), or null.
 */

/** Who grants, where (a guard's CompanyScope fits). */
export interface Granter {
  db: MockDatabase;
  user: StoredUser;
  company: StoredCompany;
}

export function grantCeilingOf({ db, user, company }: Granter): GrantCeiling {
  return grantCeiling(grantedPermissions(db, user, company.id), db.denyList, user.user_type === 'firm_admin');
}

/** A new role's permissions, or what an edit adds to a role's current ones. */
export function rolePermissionsRefusal(
  granter: Granter,
  requested: readonly string[],
  current: StoredRole['permissions'] = [],
): string | null {
  const missing = ungrantableAdditions(
    grantCeilingOf(granter),
    current.map((permission) => permission.name),
    requested,
  );
  return refusal(missing);
}

/**
 * Roles given to a person (an invitation, or new roles for someone): every role not held before
 * must be within the granter's ceiling. Nobody changes his own roles.
 */
export function roleAssignmentRefusal(granter: Granter, roleIds: readonly number[], person?: StoredMember): string | null {
  const { db, user, company } = granter;
  const added = db.roles.filter(
    (role) => role.company_id === company.id && roleIds.includes(role.id) && !person?.role_ids.includes(role.id),
  );
  const beyondCeiling = refusal(ungrantablePermissions(grantCeilingOf(granter), mergeRolePermissions(added)));
  if (beyondCeiling) return beyondCeiling;
  return person && !mayChangeRolesOf(personOfAccount(db, user, company.id)?.id, person.id) ? OWN_ROLES_MESSAGE : null;
}

export const OWN_ROLES_MESSAGE = 'Nobody can change their own roles: ask another administrator.';

function refusal(missing: readonly string[]): string | null {
  if (missing.length === 0) return null;
  return `You can only grant permissions you hold yourself and the firm does not deny. Not yours to grant: ${missing.join(', ')}.`;
}
