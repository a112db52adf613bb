import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { INTEGRATION_PROVIDERS, type IntegrationProvider } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { holdsCompany, INTEGRATION_PROVIDER_NAMES, INTEGRATION_READS, INTEGRATION_WRITES } from '../../domain/integrations';
import { Fact } from '../../layout/detail/Fact';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { StatusChip } from '../../layout/StatusChip';
import type { IntegrationConnection, IntegrationConsent } from '../../providers/data/methods/integrations';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { connectionKey, mappingsKey } from './useIntegration';

const T = 'resources.integration';

/** 'the chart of accounts, tax rates and vendors' from the consent's scopes, in the active language. */
function useScopeList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (scopes: readonly string[]) =>
    new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(scopes.map((scope) => translate(`${T}.scopes.${scope}`)));
}

type Props = { connection: IntegrationConnection; companyName: string; canManage: boolean };

/**
 * The connection (status, organisation, who connected it and when, the last import) and the five
 * accounting systems: Connect opens the provider's consent screen (Allow / Cancel); the connected
 * one offers Disconnect, with the consequence from data. One system at a time.
 */
export const ConnectionSection = ({ connection, companyName, canManage }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const scopeList = useScopeList();
  const [consent, setConsent] = useState<IntegrationConsent | null>(null);
  const [consentOpen, setConsentOpen] = useDialogOpen();
  const [disconnectOpen, setDisconnectOpen] = useDialogOpen();
  const [asking, setAsking] = useState<IntegrationProvider | null>(null);

  const held = holdsCompany(connection.status) && connection.provider !== null ? connection.provider : null;
  const heldName = held ? INTEGRATION_PROVIDER_NAMES[held] : '';
  const when = (value: string | null) => (value ? formatDate(value, 'dateTime', locale) : translate(`${T}.connection.never`));

  /** The connection as the API answered the write goes into the cache; what it changes besides (the category mapping) is read again. */
  const applyConnection = (written: IntegrationConnection) => {
    queryClient.setQueryData(connectionKey(), written);
    void queryClient.invalidateQueries({ queryKey: mappingsKey() });
  };

  const askConsent = async (provider: IntegrationProvider) => {
    setAsking(provider);
    try {
      setConsent(await dataProvider.requestIntegrationConsent(provider));
      setConsentOpen(true);
    } catch (error) {
      showError(error);
    } finally {
      setAsking(null);
    }
  };

  const titleId = 'integration-connection-title';
  const providersId = 'integration-providers-title';
  return (
    <>
      <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {translate(`${T}.connection.title`)}
          </Typography>
          <StatusChip family="integration" status={connection.status} />
        </Stack>
        {held ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Fact label={translate(`${T}.connection.provider`)}>{heldName}</Fact>
            <Fact label={translate(`${T}.connection.organisation`)}>{connection.organisation_name ?? '-'}</Fact>
            <Fact label={translate(`${T}.connection.connected_at`)}>{when(connection.connected_at)}</Fact>
            <Fact label={translate(`${T}.connection.connected_by`)}>{connection.connected_by ?? '-'}</Fact>
            <Fact label={translate(`${T}.connection.last_import_at`)}>{when(connection.last_import_at)}</Fact>
          </Box>
        ) : (
          <Typography>{translate(`${T}.connection.none`, { company: companyName })}</Typography>
        )}
        {connection.status_reason ? (
          <Alert severity={connection.status === 'needs_attention' ? 'warning' : 'info'} sx={{ mt: 2 }}>
            {connection.status_reason}
          </Alert>
        ) : null}
      </Paper>

      <Paper component="section" aria-labelledby={providersId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={providersId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate(`${T}.providers.title`)}
        </Typography>
        {canManage && held ? (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${T}.providers.held_by`, { provider: heldName })}
          </Typography>
        ) : null}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {INTEGRATION_PROVIDERS.map((provider) => {
            const name = INTEGRATION_PROVIDER_NAMES[provider];
            const isHeld = provider === held;
            return (
              <Box
                component="li"
                key={provider}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Typography fontWeight={600}>{name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`${T}.providers.descriptions.${provider}`)}
                  </Typography>
                </Box>
                {canManage ? (
                  <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                    {!held || (isHeld && connection.status === 'needs_attention') ? (
                      <Button variant="contained" onClick={() => void askConsent(provider)} disabled={asking !== null}>
                        {translate(isHeld ? `${T}.providers.reconnect` : `${T}.providers.connect`, { provider: name })}
                      </Button>
                    ) : null}
                    {isHeld ? (
                      <Button variant="outlined" color="error" onClick={() => setDisconnectOpen(true)}>
                        {translate(`${T}.providers.disconnect`, { provider: name })}
                      </Button>
                    ) : null}
                  </Stack>
                ) : isHeld ? (
                  <StatusChip family="integration" status={connection.status} />
                ) : null}
              </Box>
            );
          })}
        </Box>
      </Paper>

      {consent ? (
        <ConfirmDialog
          open={consentOpen}
          onClose={() => setConsentOpen(false)}
          destructive={false}
          title={translate(`${T}.consent.title`, { provider: INTEGRATION_PROVIDER_NAMES[consent.provider] })}
          message={translate(`${T}.consent.message`, {
            provider: INTEGRATION_PROVIDER_NAMES[consent.provider],
            organisation: consent.organisation_name,
            company: consent.company_name,
          })}
          consequences={[
            translate(`${T}.consent.reads`, { scopes: scopeList(consent.reads.length ? consent.reads : INTEGRATION_READS) }),
            translate(`${T}.consent.writes`, { scopes: scopeList(consent.writes.length ? consent.writes : INTEGRATION_WRITES) }),
            translate(`${T}.consent.revoke`),
          ]}
          confirmLabel={translate(`${T}.consent.allow`)}
          onConfirm={async () => {
            applyConnection(await dataProvider.connectIntegration(consent.consent_id));
            notice('integration_connected', { provider: INTEGRATION_PROVIDER_NAMES[consent.provider], company: consent.company_name });
          }}
        />
      ) : null}

      {held ? (
        <ConfirmDialog
          open={disconnectOpen}
          onClose={() => setDisconnectOpen(false)}
          title={translate(`${T}.providers.disconnect`, { provider: heldName })}
          message={translate(`${T}.disconnect.message`, { provider: heldName })}
          consequences={[
            translate(`${T}.disconnect.stops`, { organisation: connection.organisation_name ?? heldName, company: companyName }),
            translate(`${T}.disconnect.no_writes`, { provider: heldName }),
            translate(`${T}.disconnect.kept`),
          ]}
          confirmLabel={translate(`${T}.providers.disconnect`, { provider: heldName })}
          onConfirm={async () => {
            applyConnection(await dataProvider.disconnectIntegration());
            notice('integration_disconnected', { provider: heldName, company: companyName });
          }}
          // The connection is the API's answer at once; this dialog goes with it.
          onSuccess={() => setDisconnectOpen(false)}
        />
      ) : null}
    </>
  );
};
