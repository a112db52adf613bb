import { lazyView } from '../../layout/navigation/lazyView';
import type { PageManifest } from '../../layout/navigation/manifest';

/** `/card-services`: the onboarding page a locked Financial account entry leads to (spec §2, §4). */
export const cardServicesPage = {
  path: '/card-services',
  component: lazyView(() => import('./CardServicesPage')),
} satisfies PageManifest;
