import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/counterparts` opens on the counterparts by name. */
export const counterpartListQuery = defineListQuery({ resource: 'counterparts', sort: { field: 'name', order: 'ASC' } });
