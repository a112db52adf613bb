import { lazyView } from '../../layout/navigation/lazyView';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { accountingPaths, ACCOUNTING_RESOURCES } from './paths';
import { accountingListQueries } from './listQuery';

/**
 * Accounting (§2 workbench): the approved expenses (`/accounting/expenses`) and bills
 * (`/accounting/payables`) on their way to the connected accounting system; `/accounting` opens the
 * first tab. Each tab's list is a resource of its own; this manifest owns the pages.
 */
export const accountingExpensesManifest = {
  name: ACCOUNTING_RESOURCES.expenses,
  order: 15,
  icon: CalculateOutlined,
  routes: [
    { path: accountingPaths.list, component: lazyView(() => import('./AccountingRedirect')) },
    {
      path: accountingPaths.tab('expenses'),
      component: lazyView(() => import('./AccountingExpensesPage')),
      listQuery: accountingListQueries.expenses,
    },
    {
      path: accountingPaths.tab('payables'),
      component: lazyView(() => import('./AccountingPayablesPage')),
      listQuery: accountingListQueries.payables,
    },
  ],
  catalogue: [
    catalogueEntry({
      id: 'accounting',
      path: accountingPaths.list,
      icon: CalculateOutlined,
      group: 'workbench',
      tags: ['erp', 'sync', 'ledger'],
      quickActions: [quickAction('sync', ACCOUNTING_RESOURCES.expenses, { resourceAction: 'sync' })],
      access: listAccess(ACCOUNTING_RESOURCES.expenses),
    }),
  ],
  paths: accountingPaths,
} satisfies ResourceManifest;

/** The payables tab's list resource (its page is the expenses manifest's route). */
export const accountingPayablesManifest = {
  name: ACCOUNTING_RESOURCES.payables,
  order: 16,
  routes: [],
  catalogue: [],
  paths: { list: accountingPaths.tab('payables') },
} satisfies ResourceManifest;

export default accountingExpensesManifest;
