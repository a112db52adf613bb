import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/departments` opens on the newest departments first. */
export const departmentListQuery = defineListQuery({ resource: 'departments', sort: { field: 'created_at', order: 'DESC' } });
