import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: accounting settings live under the Admin settings, one tab per part. */
export const accountingSettingsPaths = resourcePaths('/settings/accounting-settings');

/** The page's tabs; the chart of accounts is the page itself (where `?action=create|import` land). */
export const ACCOUNTING_SETTINGS_TABS = ['chart-of-accounts', 'tax-rates', 'defaults', 'lock-date'] as const;
export type AccountingSettingsTab = (typeof ACCOUNTING_SETTINGS_TABS)[number];

export const accountingSettingsTabPath = (tab: AccountingSettingsTab) =>
  tab === 'chart-of-accounts' ? accountingSettingsPaths.list : `${accountingSettingsPaths.list}/${tab}`;

/** The route pattern of the other tabs. */
export const accountingSettingsTabPattern = `${accountingSettingsPaths.list}/:tab`;
