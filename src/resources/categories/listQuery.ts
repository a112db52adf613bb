import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/categories` opens on the categories as a tree (each parent before its children). */
export const categoryListQuery = defineListQuery({ resource: 'categories', sort: { field: 'tree', order: 'ASC' } });
