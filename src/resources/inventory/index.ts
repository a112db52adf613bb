import { lazyView } from '../../layout/navigation/lazyView';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { inventoryPaths } from './paths';
import { inventoryListQuery } from './listQuery';

/** Inventory (a catalogue): registered with react-admin; the list (with its dialogs) lives at `/settings/inventory`. */
export const inventoryManifest = {
  name: 'inventory',
  order: 12,
  routes: [{ path: inventoryPaths.list, component: lazyView(() => import('./InventoryList')), listQuery: inventoryListQuery }],
  catalogue: [
    catalogueEntry({
      id: 'inventory',
      path: inventoryPaths.list,
      icon: Inventory2Outlined,
      group: 'admin_erp',
      tags: ['erp', 'items', 'stock'],
      quickActions: [quickAction('create', 'inventory'), quickAction('import', 'inventory')],
      access: listAccess('inventory'),
    }),
  ],
  paths: inventoryPaths,
} satisfies ResourceManifest;

export default inventoryManifest;
