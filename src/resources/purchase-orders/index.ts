import { lazyView } from '../../layout/navigation/lazyView';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { purchaseOrderPaths } from './paths';
import { purchaseOrderListQuery } from './listQuery';

/** Purchase orders (a catalogue with a lifecycle): registered with react-admin; the list (with its dialogs) lives at `/settings/purchase-orders`. */
export const purchaseOrdersManifest = {
  name: 'purchase-orders',
  order: 13,
  recordRepresentation: 'number',
  routes: [{ path: purchaseOrderPaths.list, component: lazyView(() => import('./PurchaseOrderList')), listQuery: purchaseOrderListQuery }],
  catalogue: [
    catalogueEntry({
      id: 'purchase_orders',
      path: purchaseOrderPaths.list,
      icon: ShoppingCartOutlined,
      group: 'admin_erp',
      tags: ['erp', 'po'],
      quickActions: [quickAction('create', 'purchase-orders'), quickAction('import', 'purchase-orders')],
      access: listAccess('purchase-orders'),
    }),
  ],
  paths: purchaseOrderPaths,
} satisfies ResourceManifest;

export default purchaseOrdersManifest;
