import { AccountingPage } from './AccountingPage';

const AccountingPayablesPage = () => <AccountingPage kind="payables" />;

export default AccountingPayablesPage;
