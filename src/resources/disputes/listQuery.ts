import { defineListQuery } from '../../layout/lists/listQuery';

/** `/disputes` opens on the newest disputes. */
export const disputeListQuery = defineListQuery({
  resource: 'disputes',
  sort: { field: 'created_at', order: 'DESC' },
});
