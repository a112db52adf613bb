import { lazyView } from '../../layout/navigation/lazyView';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { classificationPaths } from './paths';
import { classificationListQuery } from './listQuery';

/** Mailbox classifications (a catalogue with matching rules): the list lives at `/settings/classifications`. */
export const classificationsManifest = {
  name: 'classifications',
  order: 25,
  routes: [
    { path: classificationPaths.list, component: lazyView(() => import('./ClassificationList')), listQuery: classificationListQuery },
  ],
  catalogue: [
    catalogueEntry({
      id: 'classifications',
      path: classificationPaths.list,
      icon: AccountTreeOutlined,
      group: 'search',
      tags: ['accounting', 'coding', 'mailbox', 'invoice', 'receipt'],
      quickActions: [quickAction('create', 'classifications'), quickAction('import', 'classifications')],
      access: listAccess('classifications'),
    }),
  ],
  paths: classificationPaths,
} satisfies ResourceManifest;

export default classificationsManifest;
