/** Spec §7: an option list (a select's choices, a filter's) loads page 1 with a large page size. The one place it is said. */
export const OPTIONS_PAGE_SIZE = 1000;

/** react-admin's pagination of an option list. */
export const OPTIONS_PAGE = { page: 1, perPage: OPTIONS_PAGE_SIZE } as const;
