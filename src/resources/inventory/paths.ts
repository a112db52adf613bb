import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: inventory lives under the Admin settings. */
export const inventoryPaths = resourcePaths('/settings/inventory');
