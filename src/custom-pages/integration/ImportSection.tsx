import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INTEGRATION_IMPORT_KINDS } from '../../domain/contractLists';
import { canImport, importSummary, INTEGRATION_PROVIDER_NAMES } from '../../domain/integrations';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import type { IntegrationConnection, IntegrationImportResult } from '../../providers/data/methods/integrations';
import { useIntegrationImport } from './useIntegration';

const T = 'resources.integration';

/** What an import did: the counts, the skipped ones by reason, and each record with its result. */
export const ImportResult = ({ result }: { result: IntegrationImportResult }) => {
  const translate = useTranslate();
  const summary = importSummary(result.rows);
  const kind = translate(`${T}.imports.kinds.${result.kind}`);
  return (
    <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" fontWeight={600}>
        {translate(`${T}.imports.result_title`, { kind, provider: INTEGRATION_PROVIDER_NAMES[result.provider] })}
      </Typography>
      <Typography>
        {translate(`${T}.imports.summary`, { created: summary.created, updated: summary.updated, skipped: summary.skipped })}
      </Typography>
      {summary.reasons.length > 0 ? (
        <Typography color="text.secondary">
          {summary.reasons
            .map(({ reason, count }) =>
              translate(`${T}.imports.reason_count`, { reason: translate(`${T}.imports.reasons.${reason}`), count }),
            )
            .join(' · ')}
        </Typography>
      ) : null}
      <Box component="ul" aria-label={translate(`${T}.imports.rows_label`)} sx={{ pl: 3, my: 1 }}>
        {result.rows.map((row, index) => (
          <li key={index}>
            <Typography component="span" fontWeight={600}>
              {row.name}
            </Typography>
            {': '}
            {translate(`${T}.imports.outcomes.${row.outcome}`)}
            {row.reason_code
              ? ` (${row.reason_code === 'invalid' && row.reason ? row.reason : translate(`${T}.imports.reasons.${row.reason_code}`)})`
              : ''}
          </li>
        ))}
      </Box>
    </Box>
  );
};

/** Imports from the connected system (chart of accounts, tax rates, vendors), each with its result. */
export const ImportSection = ({ connection, canManage }: { connection: IntegrationConnection; canManage: boolean }) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const run = useIntegrationImport();
  const provider = connection.provider ? INTEGRATION_PROVIDER_NAMES[connection.provider] : '';
  const ready = canImport(connection);
  const titleId = 'integration-imports-title';

  const start = (kind: (typeof INTEGRATION_IMPORT_KINDS)[number]) =>
    run.mutate(kind, {
      onSuccess: (result) =>
        notice('integration_imported', {
          kind: translate(`${T}.imports.kinds.${kind}`),
          provider,
          created: result.created,
          updated: result.updated,
        }),
      onError: showError,
    });

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(`${T}.imports.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.imports.intro`)}
      </Typography>
      {!ready ? (
        <Alert severity="info">
          {connection.status === 'needs_attention'
            ? translate(`${T}.imports.needs_attention`, { provider })
            : translate(`${T}.imports.not_connected`)}
        </Alert>
      ) : canManage ? (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {INTEGRATION_IMPORT_KINDS.map((kind) => (
            <Button key={kind} variant="outlined" onClick={() => start(kind)} disabled={run.isPending}>
              {translate(`${T}.imports.run.${kind}`)}
            </Button>
          ))}
        </Stack>
      ) : null}
      {run.data ? <ImportResult result={run.data} /> : null}
    </Paper>
  );
};
