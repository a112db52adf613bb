/**
 * The one place that maps react-admin's (resource, action) to a permission name (spec §6).
 * react-admin asks with actions such as 'list', 'show', 'create', 'edit', 'delete', 'export';
 * a gate that needs a named permission asks with resource PERMISSION_RESOURCE and the name
 * as action. A pair with no rule needs no permission. Each resource brings its own rules (`access` of
 * its declaration in src/domain/resources/).
 */
import { RESOURCE_DECLARATIONS } from '../../domain/resources';
import type { AccessRules } from '../../domain/resources/resourceDeclaration';

export const PERMISSION_RESOURCE = 'permissions';

/** Every resource's rules, as its declaration says them (src/domain/resources/<resource>.ts, `access`). */
export const RESOURCE_PERMISSIONS: Readonly<Record<string, AccessRules>> = Object.fromEntries(
  RESOURCE_DECLARATIONS.filter((declaration) => Object.keys(declaration.access).length > 0).map((declaration) => [
    declaration.resource,
    declaration.access,
  ]),
);

/** The permission a (resource, action) needs, or null when none is needed. */
export function permissionForAccess(resource: string | undefined, action: string): string | null {
  if (resource === PERMISSION_RESOURCE) return action;
  if (!resource) return null;
  return RESOURCE_PERMISSIONS[resource]?.[action] ?? null;
}
