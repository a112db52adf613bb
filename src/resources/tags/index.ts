import { lazyView } from '../../layout/navigation/lazyView';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { tagPaths } from './paths';
import { tagListQuery } from './listQuery';

/** Tags (a catalogue): registered with react-admin; the list (with its dialogs) lives at `/settings/tags`. */
export const tagsManifest = {
  name: 'tags',
  order: 9,
  routes: [{ path: tagPaths.list, component: lazyView(() => import('./TagList')), listQuery: tagListQuery }],
  catalogue: [
    catalogueEntry({
      id: 'tags',
      path: tagPaths.list,
      icon: LocalOfferOutlined,
      group: 'admin_erp',
      tags: ['erp', 'labels'],
      quickActions: [quickAction('create', 'tags'), quickAction('import', 'tags')],
      access: listAccess('tags'),
    }),
  ],
  paths: tagPaths,
} satisfies ResourceManifest;

export default tagsManifest;
