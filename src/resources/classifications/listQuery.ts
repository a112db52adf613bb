import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/classifications` opens on the rules in the order they apply. */
export const classificationListQuery = defineListQuery({ resource: 'classifications', sort: { field: 'priority', order: 'ASC' } });
