import { Navigate, useParams } from 'react-router';
import { fundsPaths, FUNDING_REQUEST_PARAM } from './paths';

/**
 * A funding request's own address (`/funds/overview/4`: the requester's notification, the approval
 * inbox): the funding requests with that one marked. The list starts from no filters at all, so filters
 * remembered from an earlier visit (another status, another kind of target) never hide it.
 */
export const FundingRequestRecord = () => {
  const { id } = useParams();
  const params = new URLSearchParams({ filter: '{}' });
  if (id) params.set(FUNDING_REQUEST_PARAM, id);
  return <Navigate to={`${fundsPaths.list}?${params.toString()}`} replace />;
};

export default FundingRequestRecord;
