import { lazyView } from '../../layout/navigation/lazyView';
import type { PageManifest } from '../../layout/navigation/manifest';

/** `/support/create` (profile menu 'Need Help?'). */
export const supportPage = {
  path: '/support/create',
  component: lazyView(() => import('./SupportCreatePage')),
  labelKey: 'spendboard.shell.profile.need_help',
} satisfies PageManifest;
