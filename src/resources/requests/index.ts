import { lazyView } from '../../layout/navigation/lazyView';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { requestPaths } from './paths';
import { requestListQuery } from './listQuery';

/** Card and limit requests (issue 14): the list at `/requests` (new request: `?action=create`), a request at `/requests/overview/{id}`. */
export const requestsManifest = {
  name: 'requests',
  order: 19,
  views: { list: lazyView(() => import('./RequestList')) },
  listQuery: requestListQuery,
  icon: AssignmentOutlined,
  routes: [{ path: requestPaths.detailPattern, component: lazyView(() => import('./RequestShow')) }],
  catalogue: [
    catalogueEntry({
      id: 'requests',
      path: requestPaths.list,
      icon: AssignmentOutlined,
      group: 'financial',
      tags: ['card requests', 'approvals'],
      quickActions: [quickAction('create', 'requests')],
      access: listAccess('requests'),
      cardServicesLock: true,
    }),
  ],
  paths: requestPaths,
} satisfies ResourceManifest;

export default requestsManifest;
