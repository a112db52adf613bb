import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { recentMonths, statementCsvColumns, statementCsvRows, type StatementCsvLabels } from '../../domain/walletLedger';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { downloadCsv } from '../../layout/exports/downloadCsv';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { walletEntryTypeLabel } from './walletChoices';
import { serverNow } from '../../providers/serverToday';

const T = 'resources.wallet-entries';
const MONTHS_OFFERED = 12;

/** The month as the reader says it: 'November 2026'. */
const monthName = (month: string, locale: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale === 'ar' ? 'ar-AE' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Monthly statements as CSV: the opening balance, every entry of the month and the closing balance. */
export const StatementDownload = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const months = recentMonths(serverNow(), MONTHS_OFFERED);
  const [month, setMonth] = useState(months[0]);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const statement = await dataProvider.getWalletStatement(month);
      const labels: StatementCsvLabels = {
        columns: {
          date: translate(`${T}.csv.date`),
          type: translate(`${T}.csv.type`),
          description: translate(`${T}.csv.description`),
          amount: translate(`${T}.csv.amount`),
          balance: translate(`${T}.csv.balance`),
          currency: translate(`${T}.csv.currency`),
        },
        opening: translate(`${T}.csv.opening`),
        closing: translate(`${T}.csv.closing`),
        typeLabel: (type) => translate(walletEntryTypeLabel(type)),
        dateOf: (iso) => formatDate(iso, 'dateTime'),
      };
      await downloadCsv(statementCsvRows(statement, labels), statementCsvColumns(labels), `statement-${month}`);
      notice('wallet_statement_downloaded', { month: monthName(month, locale) });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="wallet-statements-title">
      <CardContent>
        <Typography id="wallet-statements-title" variant="h6" component="h2">
          {translate(`${T}.statements`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" mb={2}>
          {translate(`${T}.statement_help`)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <TextField
            select
            size="small"
            label={translate(`${T}.statement_month`)}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            sx={{ width: { xs: '100%', sm: 280 } }}
          >
            {months.map((value) => (
              <MenuItem key={value} value={value}>
                {monthName(value, locale)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={download} disabled={busy}>
            {translate(`${T}.download_statement`)}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
