import { lazyView } from '../../layout/navigation/lazyView';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { userPaths } from './paths';
import { userListQuery } from './listQuery';

/**
 * Users (the API's administrators): registered with react-admin as `users`; the list (with its
 * dialogs) lives at `/settings/administrators`. The catalogue keeps the id `administrators` (its
 * texts) and asks the access rules about `administrators` (providers/access/accessRules).
 */
export const usersManifest = {
  name: 'users',
  order: 7,
  routes: [{ path: userPaths.list, component: lazyView(() => import('./AdministratorList')), listQuery: userListQuery }],
  catalogue: [
    catalogueEntry({
      id: 'administrators',
      path: userPaths.list,
      icon: AdminPanelSettingsOutlined,
      group: 'admin_users',
      tags: ['admins', 'users', 'invite'],
      quickActions: [quickAction('create', 'users')],
      access: listAccess('users'),
    }),
  ],
  paths: userPaths,
} satisfies ResourceManifest;

export default usersManifest;
