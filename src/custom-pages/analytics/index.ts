import { lazyView } from '../../layout/navigation/lazyView';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { catalogueEntry, permissionAccess, type PageManifest } from '../../layout/navigation/manifest';

export const analyticsPath = '/analytics_and_reports';

/** `/analytics_and_reports` (issue 16): spend analytics, taken over from the planned route (same id, icon, group and tags). */
export const analyticsPage = {
  path: analyticsPath,
  component: lazyView(() => import('./AnalyticsPage')),
  catalogue: [
    catalogueEntry({
      id: 'analytics',
      path: analyticsPath,
      icon: InsightsOutlined,
      group: 'insights',
      tags: ['charts', 'spend', 'kpi'],
      access: permissionAccess('read reports'),
    }),
  ],
} satisfies PageManifest;
