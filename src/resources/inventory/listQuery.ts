import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/inventory` opens on the items by name. */
export const inventoryListQuery = defineListQuery({ resource: 'inventory', sort: { field: 'name', order: 'ASC' } });
