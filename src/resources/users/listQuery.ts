import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/administrators` opens on the users in the API's order (react-admin's default sort, by id). */
export const userListQuery = defineListQuery({ resource: 'users', sort: { field: 'id', order: 'ASC' } });
