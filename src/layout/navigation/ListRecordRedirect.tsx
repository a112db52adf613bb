import { Navigate, useParams } from 'react-router';

/**
 * The own address of a record that lives in a list (`/expenses/overview/24`): the list with the record
 * named by `param` (`?expense=24` opens its drawer).
 * The list starts from no filters at all, so filters remembered from an earlier visit never hide it.
 */
export function ListRecordRedirect({ list, param }: { list: string; param: string }) {
  const { id } = useParams();
  const params = new URLSearchParams({ filter: '{}' });
  if (id) params.set(param, id);
  return <Navigate to={`${list}?${params.toString()}`} replace />;
}
