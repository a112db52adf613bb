import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/projects` opens on the projects by name. */
export const projectListQuery = defineListQuery({ resource: 'projects', sort: { field: 'name', order: 'ASC' } });
