import { Navigate, useLocation } from 'react-router';
import { accountingPaths } from './paths';

/** `/accounting` opens the expenses tab, keeping the query (`?action=sync` from the global search). */
const AccountingRedirect = () => {
  const { search } = useLocation();
  return <Navigate to={`${accountingPaths.tab('expenses')}${search}`} replace />;
};

export default AccountingRedirect;
