import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: purchase orders live under the Admin settings. */
export const purchaseOrderPaths = resourcePaths('/settings/purchase-orders');
