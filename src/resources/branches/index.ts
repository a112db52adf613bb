import { lazyView } from '../../layout/navigation/lazyView';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { branchPaths } from './paths';
import { branchListQuery } from './listQuery';

/** Branches (a catalogue with one default): the list (with its dialogs) lives at `/settings/branches`. */
export const branchesManifest = {
  name: 'branches',
  order: 8,
  routes: [{ path: branchPaths.list, component: lazyView(() => import('./BranchList')), listQuery: branchListQuery }],
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
