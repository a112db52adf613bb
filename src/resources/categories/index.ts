import { lazyView } from '../../layout/navigation/lazyView';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { categoryPaths } from './paths';
import { categoryListQuery } from './listQuery';

/** Categories (a catalogue, a tree two levels deep): registered with react-admin; the list lives at `/settings/categories`. */
export const categoriesManifest = {
  name: 'categories',
  order: 24,
  routes: [{ path: categoryPaths.list, component: lazyView(() => import('./CategoryList')), listQuery: categoryListQuery }],
  catalogue: [
    catalogueEntry({
      id: 'categories',
      path: categoryPaths.list,
      icon: CategoryOutlined,
      group: 'admin_erp',
      tags: ['erp', 'expense types', 'gl', 'mcc'],
      quickActions: [quickAction('create', 'categories'), quickAction('import', 'categories')],
      access: listAccess('categories'),
    }),
  ],
  paths: categoryPaths,
} satisfies ResourceManifest;

export default categoriesManifest;
