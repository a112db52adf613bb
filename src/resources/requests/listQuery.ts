import { defineListQuery } from '../../layout/lists/listQuery';

/** `/requests` opens on the newest requests. */
export const requestListQuery = defineListQuery({
  resource: 'requests',
  sort: { field: 'created_at', order: 'DESC' },
});
