import { lazyView } from '../../layout/navigation/lazyView';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { catalogueEntry, permissionAccess, type PageManifest } from '../../layout/navigation/manifest';

const path = '/smart-comply';

/** `/smart-comply` (spec §2 Workbench, marked AI): policy rules, their flags and the compliance scores. */
export const smartComplyPage = {
  path,
  component: lazyView(() => import('./SmartComplyPage')),
  labelKey: 'spendboard.shell.routes.smart_comply.label',
  catalogue: [
    catalogueEntry({
      id: 'smart_comply',
      path,
      icon: AutoAwesomeOutlined,
      group: 'workbench',
      tags: ['ai', 'policy', 'compliance'],
      access: permissionAccess('read compliance'),
      ai: true,
    }),
  ],
} satisfies PageManifest;
