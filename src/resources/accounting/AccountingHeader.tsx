import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { INTEGRATION_PROVIDER_NAMES } from '../../domain/integrations';
import { ACCOUNTING_SYNC_KINDS, type AccountingSyncKind } from '../../domain/contractLists';
import type { AccountingSyncOverview } from '../../providers/data/methods/accountingSync';
import { accountingSettingsTabPath } from '../accounting-settings/paths';
import { accountingPaths } from './paths';

export const INTEGRATION_PATH = '/integration';

/** The connected system's name, or null without a connection. */
export const connectedProviderName = (overview: AccountingSyncOverview | undefined): string | null =>
  overview?.connection.status === 'connected' && overview.connection.provider
    ? INTEGRATION_PROVIDER_NAMES[overview.connection.provider]
    : null;

/** Where the connection stands: connected to which organisation, needs attention, or none (with the way to Integrations). */
const ConnectionState = ({ overview }: { overview: AccountingSyncOverview }) => {
  const translate = useTranslate();
  const { connection } = overview;
  const provider = connection.provider ? INTEGRATION_PROVIDER_NAMES[connection.provider] : '';
  if (connection.status === 'connected')
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.accounting.connection.connected', { provider, organisation: connection.organisation_name ?? '' })}
      </Typography>
    );
  const open = (
    <Button component={Link} to={INTEGRATION_PATH} size="small" color="inherit" variant="outlined">
      {translate('resources.accounting.connection.open')}
    </Button>
  );
  if (connection.status === 'needs_attention')
    return (
      <Alert severity="warning" action={open}>
        {translate('resources.accounting.connection.attention', { provider, reason: connection.status_reason ?? '' })}
      </Alert>
    );
  return (
    <Alert severity="info" action={open}>
      <strong>{translate('resources.accounting.connection.missing_title')}</strong>
      <Box component="span" sx={{ display: 'block' }}>
        {translate('resources.accounting.connection.missing')}
      </Box>
    </Alert>
  );
};

/**
 * The top of `/accounting/*`: the connection, the lock date (a link to where it is set) and the
 * two tabs with how many approved records each holds.
 */
export const AccountingHeader = ({ kind, overview }: { kind: AccountingSyncKind; overview: AccountingSyncOverview | undefined }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {overview && <ConnectionState overview={overview} />}
      {overview && (
        <Typography variant="body2" color="text.secondary">
          {overview.lock_date
            ? translate('resources.accounting.lock.locked', { date: formatDate(overview.lock_date) })
            : translate('resources.accounting.lock.none')}{' '}
          <Link to={accountingSettingsTabPath('lock-date')}>{translate('resources.accounting.lock.settings')}</Link>
        </Typography>
      )}
      <Tabs value={kind} aria-label={translate('resources.accounting.tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {ACCOUNTING_SYNC_KINDS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            component={Link}
            to={accountingPaths.tab(tab)}
            label={translate(`resources.accounting.tabs.${tab}`, { count: overview?.[tab].total ?? '…' })}
          />
        ))}
      </Tabs>
    </Stack>
  );
};
