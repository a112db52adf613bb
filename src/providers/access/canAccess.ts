import { isActionAllowed, mergeRolePermissions, type DenyList } from '../../domain/permissions';
import type { UserType } from '../../api/schema';
import { permissionForAccess } from './accessRules';

export type AccessSubject = {
  userType: UserType;
  roles: ReadonlyArray<{ permissions: ReadonlyArray<{ name: string }> }>;
};

/**
 * react-admin's canAccess over the loaded user and deny list: allowed only when the pair
 * needs no permission, or the permission is not globally denied and is granted (firm_admin:
 * every permission). While anything loads, the caller waits, so nothing flashes.
 */
export function decideAccess(
  { resource, action }: { resource?: string; action: string },
  subject: AccessSubject,
  denyList: DenyList,
): boolean {
  const permissionName = permissionForAccess(resource, action);
  if (permissionName === null) return true;
  return (
    isActionAllowed({
      permissionName,
      granted: mergeRolePermissions(subject.roles),
      denyList,
      userType: subject.userType,
    }) === 'allowed'
  );
}
