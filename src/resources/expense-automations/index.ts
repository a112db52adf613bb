import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import { lazyView } from '../../layout/navigation/lazyView';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { expenseAutomationListQuery } from './listQuery';
import { expenseAutomationPaths } from './paths';

/**
 * Coding rules (expense automations, a catalogue): the list (with its dialogs) lives at
 * `/settings/expense-automations`, in the sidebar's accounting (ERP) group beside categories and
 * classifications, where a finance admin keeps what codes expenses to the books.
 */
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
      icon: AutoFixHighOutlined,
      group: 'admin_erp',
      tags: ['erp', 'automation', 'rules', 'coding', 'categories'],
      quickActions: [quickAction('create', 'expense-automations')],
      access: listAccess('expense-automations'),
    }),
  ],
  paths: expenseAutomationPaths,
  order: 28,
} satisfies ResourceManifest;

export default expenseAutomationsManifest;
