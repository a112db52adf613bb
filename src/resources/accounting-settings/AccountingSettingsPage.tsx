import { Box, CircularProgress, Stack, Tab, Tabs } from '@mui/material';
import type { ReactElement } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ResourceContextProvider, Title, useTranslate } from 'react-admin';
import { ACCOUNTING_SETTINGS_PERMISSIONS, LOCK_ACCOUNTING_PERMISSION } from '../../domain/cataloguePermissions';
import { PermissionGate } from '../../layout/access';
import { usePermissions } from '../../providers/access/usePermissions';
import { DefaultAccountsSection } from './DefaultAccountsSection';
import { GlAccountList } from './GlAccountList';
import { LockDateSection } from './LockDateSection';
import { ACCOUNTING_SETTINGS_TABS, accountingSettingsPaths, accountingSettingsTabPath, type AccountingSettingsTab } from './paths';
import { TaxRateList } from './TaxRateList';

const PAGE_PERMISSIONS = [ACCOUNTING_SETTINGS_PERMISSIONS.update, LOCK_ACCOUNTING_PERMISSION];

/** The defaults and the lock date: read-only without the permission to change each. */
const SettingsTab = ({ tab }: { tab: 'defaults' | 'lock-date' }) => {
  const translate = useTranslate();
  const permissions = usePermissions(PAGE_PERMISSIONS);
  if (permissions.isPending) return <CircularProgress aria-label={translate('spendboard.loading')} />;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <Title title="resources.accounting-settings.title" />
      <ResourceContextProvider value="accounting-settings">
        <Stack spacing={3}>
          {tab === 'defaults' ? (
            <DefaultAccountsSection readOnly={!permissions.isPermitted(ACCOUNTING_SETTINGS_PERMISSIONS.update)} />
          ) : (
            <LockDateSection readOnly={!permissions.isPermitted(LOCK_ACCOUNTING_PERMISSION)} />
          )}
        </Stack>
      </ResourceContextProvider>
    </Box>
  );
};

const TAB_VIEWS: Record<AccountingSettingsTab, () => ReactElement> = {
  'chart-of-accounts': () => (
    <ResourceContextProvider value="gl-accounts">
      <GlAccountList />
    </ResourceContextProvider>
  ),
  'tax-rates': () => (
    <ResourceContextProvider value="tax-rates">
      <TaxRateList />
    </ResourceContextProvider>
  ),
  defaults: () => <SettingsTab tab="defaults" />,
  'lock-date': () => <SettingsTab tab="lock-date" />,
};

const isTab = (value: string | undefined): value is AccountingSettingsTab =>
  ACCOUNTING_SETTINGS_TABS.includes(value as AccountingSettingsTab);

/**
 * `/settings/accounting-settings` (read accounting): the chart of accounts, the tax rates, the
 * default accounts and sync options, and the lock date, one tab each (`/settings/accounting-settings/<tab>`).
 */
const AccountingSettingsPage = () => {
  const translate = useTranslate();
  const { tab: param } = useParams();
  const tab: AccountingSettingsTab | null = param === undefined ? 'chart-of-accounts' : isTab(param) ? param : null;
  const View = tab ? TAB_VIEWS[tab] : null;
  return (
    <PermissionGate permission={ACCOUNTING_SETTINGS_PERMISSIONS.read} gating="show_warning">
      <Box sx={{ minWidth: 0 }}>
        <Tabs
          value={tab ?? false}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate('resources.accounting-settings.title')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}
        >
          {ACCOUNTING_SETTINGS_TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={translate(`resources.accounting-settings.tabs.${name}`)}
              component={Link}
              to={accountingSettingsTabPath(name)}
            />
          ))}
        </Tabs>
        {View ? <View /> : <Navigate to={accountingSettingsPaths.list} replace />}
      </Box>
    </PermissionGate>
  );
};

export default AccountingSettingsPage;
