import { localStorageStore } from 'react-admin';

/**
 * react-admin's store (the one `<Admin>` would make by default: local storage, version 1): lists
 * remember their sort, page and filters in it. One instance, so the first page of a list can be asked
 * for before the admin renders (`src/layout/lists/prefetchListFirstPage.ts`) with the params the list will use.
 */
export const adminStore = localStorageStore();
