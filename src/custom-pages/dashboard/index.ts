import { lazyView } from '../../layout/navigation/lazyView';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import { catalogueEntry, type PageManifest } from '../../layout/navigation/manifest';

const path = '/';

/** The home page: react-admin's dashboard. */
export const dashboardPage = {
  path,
  component: lazyView(() => import('./DashboardPage')),
  catalogue: [catalogueEntry({ id: 'dashboard', path, icon: SpaceDashboardOutlined, group: 'workbench', tags: ['home', 'overview'] })],
} satisfies PageManifest;
