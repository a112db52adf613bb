import { lazyView } from '../../layout/navigation/lazyView';
import type { PageManifest } from '../../layout/navigation/manifest';
import { ORGANIZATIONS_PATH } from './organizationTabs';

/** `/organizations` and its tabs (spec §2). */
export const organizationsPage = {
  path: ORGANIZATIONS_PATH,
  routePath: `${ORGANIZATIONS_PATH}/*`,
  component: lazyView(() => import('./OrganizationsPage')),
} satisfies PageManifest;
