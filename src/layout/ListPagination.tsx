import { Pagination, useListContext } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../domain/layout';

const PAGE_SIZES = [10, DEFAULT_PAGE_SIZE, 50, 100];

/** List pagination with the default page size among its choices; hidden when the list failed to load. */
export const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={PAGE_SIZES} />;
};
