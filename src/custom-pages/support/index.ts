import { lazy } from 'react';
import type { PageManifest } from '../../layout/navigation/manifest';

/** `/support/create` (profile menu 'Need Help?'). */
export const supportPage = {
  path: '/support/create',
  component: lazy(() => import('./SupportCreatePage')),
  labelKey: 'spendboard.shell.profile.need_help',
} satisfies PageManifest;
