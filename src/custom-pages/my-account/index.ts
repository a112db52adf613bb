import { lazy } from 'react';
import type { PageManifest } from '../../layout/navigation/manifest';

/** `/my-account` (profile menu). */
export const myAccountPage = {
  path: '/my-account',
  component: lazy(() => import('./MyAccountPage')),
  labelKey: 'spendboard.shell.profile.my_account',
} satisfies PageManifest;
