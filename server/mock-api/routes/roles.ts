import type { PermissionOption } from '../../../src/api/schema.d.ts';
import { PERMISSION_GROUPS, type PermissionGroup } from '../../../src/domain/permissionNames.ts';
import { requirePermission } from '../auth/guards.ts';
import { paginate, searchTermOf } from '../http/listing.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { presentRole } from '../presenters/roles.ts';

/** Permission name → the area it belongs to (the role editor's groups). */
const GROUP_OF_PERMISSION = new Map<string, PermissionGroup>(
  (Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly string[]][]).flatMap(([group, names]) =>
    names.map((name) => [name, group] as const),
  ),
);

/** GET roles (read roles), GET roles/permissions (read permissions). */
export const registerRoleRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/roles', (req, res) => {
    const { db, company } = requirePermission(req, 'read roles');
    const term = searchTermOf(req);
    const roles = db.roles
      .filter((role) => role.company_id === company.id && role.name.toLowerCase().includes(term))
      .sort((a, b) => a.id - b.id);
    const page = paginate(roles, req);
    res.json({ data: page.data.map(presentRole), meta: page.meta });
  });

  router.get('/api/admin/roles/permissions', (req, res) => {
    const { db } = requirePermission(req, 'read permissions');
    const data = db.permissions.flatMap(({ id, name }): PermissionOption[] => {
      const group = GROUP_OF_PERMISSION.get(name);
      return group ? [{ id, name, group }] : [];
    });
    res.json({ data });
  });
};
