import { ListRecordRedirect } from '../../layout/navigation/ListRecordRedirect';
import { EXPENSE_PARAM } from '../shared/expenses/ExpenseDrawer';
import { expensePaths } from './paths';

/** An expense's own address (`/expenses/overview/24`: flags, notifications, inbox links): the list with the expense open in its drawer. */
export const ExpenseRecord = () => <ListRecordRedirect list={expensePaths.list} param={EXPENSE_PARAM} />;

export default ExpenseRecord;
