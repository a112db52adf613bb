import { defineListQuery } from '../../layout/lists/listQuery';

/** `/people` opens on the newest people, with their department. */
export const peopleListQuery = defineListQuery({
  resource: 'people',
  sort: { field: 'created_at', order: 'DESC' },
  meta: { partials: ['department'] },
});
