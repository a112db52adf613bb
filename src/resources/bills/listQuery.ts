import { defineListQuery } from '../../layout/lists/listQuery';

/** `/bills` opens on the bills due first (spec §9: 20 a page). */
export const billListQuery = defineListQuery({ resource: 'bills', sort: { field: 'due_date', order: 'ASC' } });

/** While a payment is on its way the list (and a bill's page) asks again this often, so it moves to paid without a reload. */
export const IN_FLIGHT_REFETCH_MS = 3000;
