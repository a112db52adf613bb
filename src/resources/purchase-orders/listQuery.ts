import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/purchase-orders` opens on the purchase orders, newest first. */
export const purchaseOrderListQuery = defineListQuery({ resource: 'purchase-orders', sort: { field: 'created_at', order: 'DESC' } });
