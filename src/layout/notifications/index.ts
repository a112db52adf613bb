import { lazyView } from '../navigation/lazyView';
import type { PageManifest } from '../navigation/manifest';

/** `/notifications`: the bell's 'View all' (spec §2). */
export const notificationsPage = {
  path: '/notifications',
  component: lazyView(() => import('./NotificationsPage')),
} satisfies PageManifest;
