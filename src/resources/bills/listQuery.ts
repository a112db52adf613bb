import { defineListQuery } from '../../layout/lists/listQuery';

/** `/bills` opens on the bills due first (spec §9: 20 a page). */
export const billListQuery = defineListQuery({ resource: 'bills', sort: { field: 'due_date', order: 'ASC' } });
