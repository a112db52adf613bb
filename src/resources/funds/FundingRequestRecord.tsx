import { ListRecordRedirect } from '../../layout/navigation/ListRecordRedirect';
import { fundsPaths, FUNDING_REQUEST_PARAM } from './paths';

/** A funding request's own address (`/funds/overview/4`: the requester's notification, the approval inbox): its row marked in the list. */
export const FundingRequestRecord = () => <ListRecordRedirect list={fundsPaths.list} param={FUNDING_REQUEST_PARAM} />;

export default FundingRequestRecord;
