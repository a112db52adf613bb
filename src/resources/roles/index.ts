import { lazyView } from '../../layout/navigation/lazyView';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { rolePaths } from './paths';
import { roleListQuery } from './listQuery';

/** Roles: registered with react-admin; the list (with its dialogs) lives at `/settings/roles`. */
export const rolesManifest = {
  name: 'roles',
  order: 6,
  routes: [{ path: rolePaths.list, component: lazyView(() => import('./RoleList')), listQuery: roleListQuery }],
  catalogue: [
    catalogueEntry({
      id: 'roles',
      path: rolePaths.list,
      icon: BadgeOutlined,
      group: 'admin_users',
      tags: ['permissions', 'access'],
      quickActions: [quickAction('create', 'roles')],
      access: listAccess('roles'),
    }),
  ],
  paths: rolePaths,
} satisfies ResourceManifest;

export default rolesManifest;
