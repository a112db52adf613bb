import { lazyView } from '../../layout/navigation/lazyView';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { branchPaths } from './paths';

/** Branches (a catalogue with one default): the list (with its dialogs) lives at `/settings/branches`. */
export const branchesManifest = {
  name: 'branches',
  routes: [{ path: branchPaths.list, component: lazyView(() => import('./BranchList')) }],
  catalogue: [
    catalogueEntry({
      id: 'branches',
      path: branchPaths.list,
      icon: StoreOutlined,
      group: 'admin_users',
      tags: ['offices', 'locations'],
      quickActions: [quickAction('create', 'branches'), quickAction('import', 'branches')],
      access: listAccess('branches'),
    }),
  ],
  paths: branchPaths,
} satisfies ResourceManifest;

export default branchesManifest;
