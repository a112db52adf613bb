import { defineListQuery } from '../../layout/lists/listQuery';

/** `/funds` opens on the newest funding requests first. */
export const fundingRequestListQuery = defineListQuery({ resource: 'funding-requests', sort: { field: 'requested_at', order: 'DESC' } });
