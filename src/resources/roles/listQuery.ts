import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/roles` opens on the roles in the API's order (react-admin's default sort, by id). */
export const roleListQuery = defineListQuery({ resource: 'roles', sort: { field: 'id', order: 'ASC' } });
