import { lazyView } from '../../layout/navigation/lazyView';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import { catalogueEntry, permissionAccess, type PageManifest } from '../../layout/navigation/manifest';

export const reportsPath = '/reports';

/** `/reports` (issue 16): the standard reports, taken over from the planned route (same id, icon, group and tags). */
export const reportsPage = {
  path: reportsPath,
  component: lazyView(() => import('./ReportsPage')),
  catalogue: [
    catalogueEntry({
      id: 'reports',
      path: reportsPath,
      icon: SummarizeOutlined,
      group: 'insights',
      tags: ['export', 'statements'],
      access: permissionAccess('read reports'),
    }),
  ],
} satisfies PageManifest;
