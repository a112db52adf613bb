import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/tags` opens on the tags by name. */
export const tagListQuery = defineListQuery({ resource: 'tags', sort: { field: 'name', order: 'ASC' } });
