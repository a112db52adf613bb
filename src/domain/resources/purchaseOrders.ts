import { PURCHASE_ORDER_PERMISSIONS } from '../cataloguePermissions';
import { arabicNoun, catalogueAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Purchase orders: read under `read purchase orders`, every write under `organize purchase orders`. */
export default {
  resource: 'purchase-orders',
  order: 38,
  permissions: [
    { name: 'read purchase orders', group: 'catalogues', row: 'purchase_orders', column: 'view', grantedTo: ['Viewer'] },
    { name: 'organize purchase orders', group: 'catalogues', row: 'purchase_orders', column: 'change', grantedTo: [] },
  ],
  access: catalogueAccess(PURCHASE_ORDER_PERMISSIONS),
  arabicNoun: arabicNoun('purchase order', 'أمر شراء', 'أمر الشراء', 'أمر الشراء هذا', 'أمر شراء آخر'),
} satisfies ResourceDeclaration;
