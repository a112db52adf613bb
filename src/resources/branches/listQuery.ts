import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/branches` opens on the branches in the API's order (react-admin's default sort, by id). */
export const branchListQuery = defineListQuery({ resource: 'branches', sort: { field: 'id', order: 'ASC' } });
