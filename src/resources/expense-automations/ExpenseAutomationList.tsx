import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import type { ExpenseAutomation } from '../../api/schema';
import { CatalogueList } from '../../layout/lists/CatalogueList';
import { ApplyAutomationButton } from './ApplyAutomationButton';
import { automationConditions } from './automationConditions';
import { expenseAutomationCatalogue } from './expenseAutomationCatalogue';
import { expenseAutomationListQuery } from './listQuery';

const Column = DataTable.Col<ExpenseAutomation>;
const T = 'resources.expense-automations';

/**
 * `/settings/expense-automations`: the company's coding rules (read expense automations) in the order they
 * are tried, each with its conditions, the category it codes to, whether it is on, and "apply to existing".
 */
const ExpenseAutomationList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <CatalogueList
      view={expenseAutomationCatalogue}
      query={expenseAutomationListQuery}
      emptyIcon={AutoFixHighOutlined}
      phoneSecondaryText={(row) => `${automationConditions(row, translate, locale)} → ${row.category_name}`}
    >
      <Column source="priority" />
      <Column source="name" />
      <Column source="merchant_contains" label={`${T}.fields.conditions`} render={(row) => automationConditions(row, translate, locale)} />
      <Column source="category_name" />
      <Column source="enabled" render={(row) => translate(`${T}.enabled.${String(row.enabled)}`)} />
      <Column label={`${T}.apply.column`} disableSort render={(row) => <ApplyAutomationButton record={row} />} />
    </CatalogueList>
  );
};

export default ExpenseAutomationList;
