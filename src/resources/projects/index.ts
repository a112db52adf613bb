import { lazyView } from '../../layout/navigation/lazyView';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { projectPaths } from './paths';
import { projectListQuery } from './listQuery';

/** Projects (a catalogue): registered with react-admin; the list (with its dialogs) lives at `/settings/projects`. */
export const projectsManifest = {
  name: 'projects',
  order: 11,
  routes: [{ path: projectPaths.list, component: lazyView(() => import('./ProjectList')), listQuery: projectListQuery }],
  catalogue: [
    catalogueEntry({
      id: 'projects',
      path: projectPaths.list,
      icon: WorkOutlineOutlined,
      group: 'admin_erp',
      tags: ['erp', 'cost center'],
      quickActions: [quickAction('create', 'projects'), quickAction('import', 'projects')],
      access: listAccess('projects'),
    }),
  ],
  paths: projectPaths,
} satisfies ResourceManifest;

export default projectsManifest;
