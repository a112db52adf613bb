import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { lazyView } from '../../layout/navigation/lazyView';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { expenseAutomationListQuery } from './listQuery';
import { expenseAutomationPaths } from './paths';

/** Expense automations (a catalogue): registered with react-admin; the list (with its dialogs) lives at `/settings/expense-automations`. */
export const expenseAutomationsManifest = {
  name: 'expense-automations',
  routes: [
    {
      path: expenseAutomationPaths.list,
      component: lazyView(() => import('./ExpenseAutomationList')),
      listQuery: expenseAutomationListQuery,
    },
  ],
  catalogue: [
    catalogueEntry({
      id: 'expense_automations',
      path: expenseAutomationPaths.list,
      icon: AccountTreeOutlined,
      group: 'admin_erp',
      tags: ['erp'],
      quickActions: [quickAction('create', 'expense-automations'), quickAction('import', 'expense-automations')],
      access: listAccess('expense-automations'),
    }),
  ],
  paths: expenseAutomationPaths,
} satisfies ResourceManifest;

export default expenseAutomationsManifest;
