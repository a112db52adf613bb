import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { DataTable } from 'react-admin';
import type { ExpenseAutomation } from '../../api/schema';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { expenseAutomationCatalogue } from './expenseAutomationCatalogue';
import { expenseAutomationListQuery } from './listQuery';

const Column = DataTable.Col<ExpenseAutomation>;

/** `/settings/expense-automations`: the company's expense automations (read expense automations), by name. */
const ExpenseAutomationList = () => (
  <CatalogueList
    view={expenseAutomationCatalogue}
    query={expenseAutomationListQuery}
    emptyIcon={AccountTreeOutlined}
    phoneSecondaryText={(row) => row.code}
  >
    <Column source="name" />
    <Column source="code" />
  </CatalogueList>
);

export default ExpenseAutomationList;
