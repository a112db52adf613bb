import { lazyView } from '../../layout/navigation/lazyView';
import type { PageManifest } from '../../layout/navigation/manifest';

/** `/my-account` (profile menu). */
export const myAccountPage = {
  path: '/my-account',
  component: lazyView(() => import('./MyAccountPage')),
  labelKey: 'spendboard.shell.profile.my_account',
} satisfies PageManifest;
