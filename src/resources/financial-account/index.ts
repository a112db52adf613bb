import { lazyView } from '../../layout/navigation/lazyView';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { financialAccountPaths } from './paths';

/**
 * The financial account (issue 14): the company wallet and its ledger (resource `wallet-entries`)
 * at `/financial-account`, behind the card-services lock.
 */
export const financialAccountManifest = {
  name: 'wallet-entries',
  order: 17,
  routes: [{ path: financialAccountPaths.list, component: lazyView(() => import('./FinancialAccountPage')) }],
  catalogue: [
    catalogueEntry({
      id: 'financial_account',
      path: financialAccountPaths.list,
      icon: AccountBalanceOutlined,
      group: 'financial',
      tags: ['balance', 'wallet', 'bank', 'ledger', 'statement'],
      quickActions: [quickAction('move-money', 'wallet-entries', { resourceAction: 'list' })],
      access: listAccess('wallet-entries'),
      cardServicesLock: true,
    }),
  ],
  paths: financialAccountPaths,
} satisfies ResourceManifest;

export default financialAccountManifest;
