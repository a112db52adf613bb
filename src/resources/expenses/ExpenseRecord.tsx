import { Navigate, useParams } from 'react-router';
import { EXPENSE_PARAM } from '../shared/expenses/ExpenseDrawer';
import { expensePaths } from './paths';

/**
 * An expense's own address (`/expenses/overview/24`: flags, notifications, inbox links): the list with
 * the expense open in its drawer. The list starts from no filters at all, so filters remembered from
 * an earlier visit (another month, another person) never hide the expense asked for.
 */
export const ExpenseRecord = () => {
  const { id } = useParams();
  const params = new URLSearchParams({ filter: '{}' });
  if (id) params.set(EXPENSE_PARAM, id);
  return <Navigate to={`${expensePaths.list}?${params.toString()}`} replace />;
};

export default ExpenseRecord;
