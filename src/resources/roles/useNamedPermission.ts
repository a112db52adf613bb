import { useCanAccess } from 'react-admin';
import { PERMISSION_RESOURCE } from '../../providers/access/accessRules';

/** Whether the user holds a permission (false while it is being checked). */
export function useNamedPermission(permission: string): boolean {
  const { canAccess, isPending, error } = useCanAccess({ resource: PERMISSION_RESOURCE, action: permission });
  return !isPending && !error && canAccess === true;
}
