import { AccountingPage } from './AccountingPage';

const AccountingExpensesPage = () => <AccountingPage kind="expenses" />;

export default AccountingExpensesPage;
