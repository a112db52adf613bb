import { lazyView } from '../../layout/navigation/lazyView';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { expenseListQuery } from './listQuery';
import { expensePaths } from './paths';
import { newExpenseAutomationPage } from '../expense-automations/paths';

/** Expenses: react-admin serves the list at `/expenses`; an expense opens in its right drawer. */
export const expensesManifest = {
  name: 'expenses',
  order: 4,
  views: { list: lazyView(() => import('./ExpenseList')) },
  listQuery: expenseListQuery,
  icon: ReceiptLongOutlined,
  /** An expense's own address opens it in the list's drawer (ExpenseRecord). */
  routes: [{ path: expensePaths.detailPattern, component: lazyView(() => import('./ExpenseRecord')) }],
  catalogue: [
    catalogueEntry({
      id: 'expenses',
      path: expensePaths.list,
      icon: PaymentsOutlined,
      group: 'workbench',
      tags: ['spend', 'receipts', 'transactions'],
      access: listAccess('expenses'),
      // Spec §2's create-automation: a new coding rule, on the rules' page (opened by the chip's ?action=).
      quickActions: [
        quickAction('create', 'expenses'),
        quickAction('create-automation', 'expense-automations', { to: newExpenseAutomationPage }),
      ],
    }),
  ],
  paths: expensePaths,
} satisfies ResourceManifest;

export default expensesManifest;
