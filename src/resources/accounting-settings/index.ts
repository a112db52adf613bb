import { lazyView } from '../../layout/navigation/lazyView';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { catalogueEntry, listAccess, quickAction, type ResourceManifest } from '../../layout/navigation/manifest';
import { glAccountListQuery } from './listQuery';
import { accountingSettingsPaths, accountingSettingsTabPattern } from './paths';

const AccountingSettingsPage = lazyView(() => import('./AccountingSettingsPage'));

/**
 * The chart of accounts (a catalogue, resource `gl-accounts`): registered with react-admin; its list
 * is the first tab of the accounting settings page (`/settings/accounting-settings`), whose other
 * tabs are the tax rates, the default accounts and sync options, and the lock date.
 */
export const glAccountsManifest = {
  name: 'gl-accounts',
  order: 26,
  routes: [
    { path: accountingSettingsPaths.list, component: AccountingSettingsPage, listQuery: glAccountListQuery },
    { path: accountingSettingsTabPattern, component: AccountingSettingsPage },
  ],
  catalogue: [
    catalogueEntry({
      id: 'accounting_settings',
      path: accountingSettingsPaths.list,
      icon: TuneOutlined,
      group: 'search',
      tags: ['accounting', 'erp', 'chart of accounts', 'gl', 'vat', 'tax rates', 'lock date'],
      quickActions: [quickAction('create', 'gl-accounts'), quickAction('import', 'gl-accounts')],
      access: listAccess('gl-accounts'),
    }),
  ],
  paths: accountingSettingsPaths,
} satisfies ResourceManifest;

/** Tax rates (a catalogue, resource `tax-rates`): the second tab of the accounting settings page. */
export const taxRatesManifest = {
  name: 'tax-rates',
  order: 27,
  catalogue: [],
  paths: accountingSettingsPaths,
} satisfies ResourceManifest;

export default glAccountsManifest;
