import { lazy } from 'react';
import type { PageManifest } from '../navigation/manifest';

/** `/notifications`: the bell's 'View all' (spec §2). */
export const notificationsPage = {
  path: '/notifications',
  component: lazy(() => import('./NotificationsPage')),
} satisfies PageManifest;
